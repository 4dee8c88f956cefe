/**
 * Rate limits kept in PostgreSQL with rate-limiter-flexible (fixed windows, atomic upserts), so
 * they hold across restarts and several server processes. The library speaks `pg`'s
 * `query({ text, values })`; the adapter below runs its SQL through knex, so the same limiter
 * works on PostgreSQL and on the embedded database.
 */
import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../errors';
import { ERROR_CODES } from '@core/schemas/error';

function knexQueryAdapter(knex: Knex) {
  return {
    async query({ text, values = [] }: { text: string; values?: unknown[] }) {
      // $1, $2 … become knex's named bindings :p1, :p2 … (a number may appear twice).
      const sql = text.replace(/\$(\d+)/g, ':p$1');
      const bindings = Object.fromEntries(values.map((v, i) => [`p${i + 1}`, v ?? null]));
      const result = (await knex.raw(sql, bindings as Knex.ValueDict)) as {
        rows: unknown[];
        rowCount?: number | null;
        affectedRows?: number;
      };
      // The library reads rowCount; PGlite reports changed rows as affectedRows instead.
      const rowCount = result.rows.length || result.affectedRows || result.rowCount || 0;
      return { rows: result.rows, rowCount };
    },
  };
}

export interface Limit {
  /** Name of the counter family, e.g. `login-account`. */
  name: string;
  points: number;
  durationSeconds: number;
  /**
   * Once a key is over its limit, this process refuses it from memory until the window ends
   * instead of asking the database each time: for limits a script may hammer (cheap requests),
   * so a flood costs no database writes. Left off where a success clears a key's count.
   */
  holdRefusalsInMemory?: boolean;
}

export type Limiter = RateLimiterPostgres;

export function createLimiter(knex: Knex, limit: Limit): Limiter {
  return new RateLimiterPostgres({
    storeClient: knexQueryAdapter(knex),
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: limit.name,
    points: limit.points,
    duration: limit.durationSeconds,
    ...(limit.holdRefusalsInMemory ? { inMemoryBlockOnConsumed: limit.points + 1 } : {}),
  });
}

export function tooManyRequests(msBeforeNext: number, message: string): HttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new HttpError(429, ERROR_CODES.tooManyRequests, message, undefined, {
    'Retry-After': String(seconds),
  });
}

/** Counts one point now, atomically, or throws the 429 whose Retry-After is the window's end. */
export async function consumeOrRefuse(
  limiter: Limiter,
  key: string,
  message: string,
): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key, 1);
  } catch (refused) {
    if (refused instanceof RateLimiterRes) throw tooManyRequests(refused.msBeforeNext, message);
    throw refused;
  }
}

/** Windows that have ended are never read; this removes their rows. */
export async function deleteExpiredRateLimits(knex: Knex): Promise<number> {
  return knex('rate_limits').where('expire', '<', Date.now()).delete();
}
