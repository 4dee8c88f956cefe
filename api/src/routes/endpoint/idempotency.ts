/**
 * `Idempotency-Key` on creating POSTs (API.md): the same key from the same actor (or, signed
 * out, the same address) on the same route within 24 h answers the first answer again and
 * creates nothing; the same key with another body is a 422 `idempotency_key_reused`.
 *
 * Insert-first: the `pending` row is inserted before the work runs, and its primary key lets
 * exactly one of many simultaneous requests run it. The others poll the row (short queries, no
 * transaction held, so PGlite's single connection is never blocked by a waiter) until the
 * answer is stored, then answer it; after a while they give up with a 409
 * `idempotency_in_progress` and Retry-After. Only successful answers are kept: when the work
 * fails, the row is removed and a retry with the same key runs it again; a row left pending by a
 * crash is taken over after ABANDONED_MS.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { ParameterizedContext } from 'koa';
import type { AppContext, AppState } from '../../appContext';
import { ERROR_CODES } from '@core/schemas/error';
import { badRequest, HttpError } from '../../errors';

const TABLE = 'idempotency_keys';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;
/** How long a duplicate waits for the first request's answer before a 409. */
const WAIT_MS = 15_000;
const POLL_MS = 40;
/**
 * A request cut off by a crash or a restart leaves its row pending for good: after this long
 * (far beyond any request's time) its key is taken over, so a retry is not refused for 24 h.
 */
const ABANDONED_MS = 2 * 60 * 1000;
/** Headers of the first answer worth replaying (the body's version). */
const REPLAYED_HEADERS = ['etag', 'location', 'content-type'];

type Ctx = ParameterizedContext<AppState, AppContext>;

interface KeyRow {
  fingerprint: string;
  state: 'pending' | 'done';
  response_status: number | null;
  response_body: string | null;
  response_headers: string | null;
  created_at: Date | string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What identifies the request's content: its JSON body, or a multipart upload's size and type. */
function fingerprintOf(ctx: Ctx): string {
  const hash = createHash('sha256');
  if (ctx.is('multipart/form-data')) {
    // The file is read by the handler, later: the length stands for it.
    hash.update(`multipart:${ctx.get('Content-Length')}`);
  } else {
    hash.update(JSON.stringify((ctx.request as { body?: unknown }).body ?? null));
  }
  return hash.digest('hex');
}

function readKey(ctx: Ctx): string | null {
  const key = ctx.get(IDEMPOTENCY_HEADER);
  if (!key) return null;
  if (key.length > MAX_KEY_LENGTH) {
    throw badRequest(`Invalid ${IDEMPOTENCY_HEADER}: at most ${MAX_KEY_LENGTH} characters`, {
      [IDEMPOTENCY_HEADER]: `at most ${MAX_KEY_LENGTH} characters`,
    });
  }
  return key;
}

const reused = () =>
  new HttpError(
    422,
    ERROR_CODES.idempotencyKeyReused,
    'This Idempotency-Key was already used for a different request',
  );

const inProgress = () =>
  new HttpError(
    409,
    ERROR_CODES.idempotencyInProgress,
    'The same request is still being processed: try again in a moment',
    undefined,
    { 'Retry-After': '1' },
  );

function replay(ctx: Ctx, row: KeyRow) {
  ctx.status = row.response_status ?? 200;
  const headers = JSON.parse(row.response_headers ?? '{}') as Record<string, string>;
  ctx.set(headers);
  ctx.set('Idempotent-Replayed', 'true');
  if (row.response_body !== null) {
    ctx.body = JSON.parse(row.response_body) as unknown;
  }
}

/**
 * Runs `work` once per (actor or address, method and path, key). Without the header it just
 * runs the work.
 */
export async function idempotent(ctx: Ctx, work: () => Promise<void>): Promise<void> {
  const key = readKey(ctx);
  if (!key) return work();
  const knex: Knex = ctx.deps.knex;
  const actor = ctx.state.actor;
  const id = {
    scope: actor ? `user:${actor.id}` : `ip:${ctx.ip}`,
    route: `${ctx.method} ${ctx.path}`.slice(0, 300),
    key,
  };
  const fingerprint = fingerprintOf(ctx);
  const deadline = Date.now() + WAIT_MS;

  for (;;) {
    const inserted = await knex(TABLE)
      .insert({ ...id, fingerprint, state: 'pending' })
      .onConflict(['scope', 'route', 'key'])
      .ignore()
      .returning('key');
    if (inserted.length) break;
    const row = (await knex(TABLE)
      .where(id)
      .where('created_at', '>', new Date(Date.now() - IDEMPOTENCY_TTL_MS))
      .first()) as KeyRow | undefined;
    if (!row) {
      // Expired but not yet swept, or removed after a failure: take the key over.
      await knex(TABLE)
        .where(id)
        .where('created_at', '<=', new Date(Date.now() - IDEMPOTENCY_TTL_MS))
        .delete();
      continue;
    }
    if (row.state === 'pending' && new Date(row.created_at).getTime() < Date.now() - ABANDONED_MS) {
      await knex(TABLE).where(id).where({ state: 'pending', created_at: row.created_at }).delete();
      continue;
    }
    if (row.fingerprint !== fingerprint) throw reused();
    if (row.state === 'done') return replay(ctx, row);
    if (Date.now() > deadline) throw inProgress();
    await sleep(POLL_MS);
  }

  try {
    await work();
  } catch (error) {
    await knex(TABLE).where(id).delete();
    throw error;
  }
  if (ctx.status >= 200 && ctx.status < 300) {
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = ctx.response.get(name);
      if (value) headers[name] = value;
    }
    await knex(TABLE)
      .where(id)
      .update({
        state: 'done',
        response_status: ctx.status,
        response_body:
          ctx.body === undefined || ctx.body === null ? null : JSON.stringify(ctx.body),
        response_headers: JSON.stringify(headers),
      });
  } else {
    await knex(TABLE).where(id).delete();
  }
}

/** Housekeeping: keys older than 24 h are forgotten. */
export async function deleteExpiredIdempotencyKeys(knex: Knex, now = new Date()): Promise<number> {
  return knex(TABLE)
    .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS))
    .delete();
}
