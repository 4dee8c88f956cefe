/**
 * koa-session's external store in PostgreSQL (the `sessions` table). The cookie carries only a
 * random id; rows are keyed by its SHA-256, so a copy of the table cannot be replayed as cookies.
 * `user_id` is kept in a column so that disabling a user can end all their sessions at once.
 * However often a busy session is renewed, it ends SESSION_ABSOLUTE_LIFETIME_MS after sign-in.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/** A session lives at most 30 days from sign-in (OWASP's absolute timeout), renewed or not. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionData extends Record<string, unknown> {
  userId?: number;
  /** When the user signed in (ms since the epoch): the start of the absolute lifetime. */
  signedInAt?: number;
}

/** When a session must end at the latest: its renewal time, capped by the absolute lifetime. */
export function sessionExpiry(session: SessionData, lifetimeMs: number, now = Date.now()): Date {
  const renewed = now + lifetimeMs;
  const absolute =
    typeof session.signedInAt === 'number'
      ? session.signedInAt + SESSION_ABSOLUTE_LIFETIME_MS
      : Number.POSITIVE_INFINITY;
  return new Date(Math.min(renewed, absolute));
}

const hashId = (key: string) => createHash('sha256').update(key).digest('hex');

export function createSessionStore(knex: Knex) {
  return {
    async get(key: string): Promise<SessionData | undefined> {
      const row = await knex('sessions')
        .where({ id: hashId(key) })
        .where('expires_at', '>', knex.fn.now())
        .first('data');
      return (row?.data as SessionData | undefined) ?? undefined;
    },
    async set(key: string, session: SessionData, maxAge: number | 'session' | undefined) {
      const lifetimeMs = typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000;
      const row = {
        id: hashId(key),
        user_id: typeof session.userId === 'number' ? session.userId : null,
        data: JSON.stringify(session),
        expires_at: sessionExpiry(session, lifetimeMs),
      };
      await knex('sessions').insert(row).onConflict('id').merge(['user_id', 'data', 'expires_at']);
    },
    async destroy(key: string) {
      await knex('sessions')
        .where({ id: hashId(key) })
        .delete();
    },
  };
}

/** Ends every session of a user (sign-out everywhere, a disabled account). */
export async function destroyUserSessions(knex: Knex, userId: number): Promise<number> {
  return knex('sessions').where({ user_id: userId }).delete();
}

/** Expired rows are never read (see `get`); this removes them. */
export async function deleteExpiredSessions(knex: Knex): Promise<number> {
  return knex('sessions').where('expires_at', '<=', knex.fn.now()).delete();
}
