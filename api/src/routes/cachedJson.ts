import { constants, gzipSync } from 'node:zlib';
import type { ParameterizedContext } from 'koa';
import type { AppContext, AppState } from '../appContext';
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
  constructor(readonly text: string) {}
}

/** An answer as it is kept: the JSON text, and gzipped once for the clients that accept it. */
interface CachedAnswer {
  json: string;
  gzip: Buffer | null;
}

// Below this size compressing saves less than it costs.
const COMPRESS_FROM_BYTES = 1024;
// Most answers are compressed once and sent once (the long tail of searches): level 3 takes about
// half the CPU of the default 6 for ~10 % more bytes (a page of 24 cars: 4.6 KB against 4.2 KB).
const GZIP = { level: 3, strategy: constants.Z_DEFAULT_STRATEGY };

/**
 * Answers a public catalogue read from the catalogue cache. What is kept is the JSON text and its
 * gzip, made once per cache fill, so a cached answer costs no serialisation and no compression
 * (a page of 24 cars is ~25 KB of JSON, ~4 KB gzipped: phones on mobile data feel the
 * difference). A load that finds nothing (null) answers 404.
 */
export async function sendCachedJson(
  ctx: ParameterizedContext<AppState, AppContext>,
  key: string,
  load: () => Promise<unknown>,
  notFoundMessage = 'Not found',
): Promise<void> {
  const answer = await ctx.deps.catalogue.cache.get(key, async (): Promise<CachedAnswer> => {
    const value = await load();
    const json = value instanceof JsonText ? value.text : JSON.stringify(value);
    return { json, gzip: json.length >= COMPRESS_FROM_BYTES ? gzipSync(json, GZIP) : null };
  });
  if (answer.json === 'null') throw notFound(notFoundMessage);
  ctx.type = 'application/json';
  ctx.vary('Accept-Encoding');
  if (answer.gzip && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = answer.gzip;
  } else {
    ctx.body = answer.json;
  }
}
