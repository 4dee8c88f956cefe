import { constants, gzipSync } from 'node:zlib';
import type { ParameterizedContext } from 'koa';
import type { AppContext, AppServices, AppState } from '../appContext';
import { notFound } from '../errors';

/** A stable cache key: the same search written in any parameter order is one entry. */
export function cacheKey(prefix: string, value: unknown): string {
  return `${prefix}:${JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  )}`;
}

/** An answer its load has already written as JSON text (sent as is, not stringified again). */
export class JsonText {
  constructor(
    readonly text: string,
    /** The cars the answer lists (a search, a carousel), kept for listing impressions. */
    readonly carIds?: readonly number[],
  ) {}
}

// Below this size compressing saves less than it costs.
const COMPRESS_FROM_BYTES = 1024;
// Most answers are compressed once and sent once (the long tail of searches): level 3 takes about
// half the CPU of the default 6 for ~10 % more bytes (a page of 24 cars: 4.6 KB against 4.2 KB).
const GZIP = { level: 3, strategy: constants.Z_DEFAULT_STRATEGY };

/**
 * A catalogue answer as it is kept: its JSON text, and its gzip made when a client first asks for
 * it (the server renderer reads answers in process and never does: apiRouter.ts `read`). A
 * handler returns it; the endpoint sends it (`sendCachedJson`).
 */
export class CachedJson {
  private gzipped: Buffer | null | undefined;
  constructor(
    readonly json: string,
    /** The cars listed, when the answer is a search or a carousel (JsonText's). */
    readonly carIds: readonly number[] = [],
    /** Its key in the catalogue cache: while the cache holds it fresh, it may be sent again. */
    readonly cacheKey?: string,
  ) {}

  gzip(): Buffer | null {
    this.gzipped ??= this.json.length >= COMPRESS_FROM_BYTES ? gzipSync(this.json, GZIP) : null;
    return this.gzipped;
  }
}

/**
 * A public catalogue read through the catalogue cache. What is kept is the JSON text (and its
 * gzip once asked for), made once per cache fill, so a cached answer costs no serialisation and
 * no compression (a page of 24 cars is ~25 KB of JSON, ~4 KB gzipped: phones on mobile data feel
 * the difference). A load that finds nothing (null) is a 404.
 */
export async function cachedJson(
  deps: AppServices,
  key: string,
  load: () => Promise<unknown>,
  notFoundMessage = 'Not found',
): Promise<CachedJson> {
  const answer = await deps.catalogue.cache.get(key, async () => {
    const value = await load();
    return value instanceof JsonText
      ? new CachedJson(value.text, value.carIds, key)
      : new CachedJson(JSON.stringify(value), [], key);
  });
  if (answer.json === 'null') throw notFound(notFoundMessage);
  return answer;
}

// Whether an Accept-Encoding header takes gzip, by header: browsers send a handful of distinct
// ones, and negotiating each request anew was a visible part of answering a cached search.
const gzipByHeader = new Map<string, boolean>();
const MAX_HEADERS_KEPT = 200;

function acceptsGzip(ctx: ParameterizedContext<AppState, AppContext>): boolean {
  const header = ctx.get('Accept-Encoding');
  let accepts = gzipByHeader.get(header);
  if (accepts === undefined) {
    accepts = ctx.acceptsEncodings('gzip', 'identity') === 'gzip';
    if (gzipByHeader.size >= MAX_HEADERS_KEPT) gzipByHeader.clear();
    gzipByHeader.set(header, accepts);
  }
  return accepts;
}

/** Sends a kept answer, gzipped for the clients that accept it. */
export function sendCachedJson(
  ctx: ParameterizedContext<AppState, AppContext>,
  answer: CachedJson,
): void {
  ctx.set('Content-Type', 'application/json; charset=utf-8');
  ctx.vary('Accept-Encoding');
  const gzip = answer.gzip();
  if (gzip && acceptsGzip(ctx)) {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = gzip;
  } else {
    ctx.body = answer.json;
  }
}
