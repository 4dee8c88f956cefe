/**
 * koa-session's external store in PostgreSQL (the `sessions` table). The cookie carries only a
 * random id; rows are keyed by its SHA-256, so a copy of the table cannot be replayed as cookies.
 * `user_id` is kept in a column so that disabling a user can end all their sessions at once;
 * the device (User-Agent), address and last-seen time are kept for the profile's session list.
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

/** "Last seen" in the session list is this precise: a busy session writes once per interval. */
export const LAST_SEEN_INTERVAL_MS = 5 * 60 * 1000;

/** What koa-session hands the store besides the key: the request, for its device and address. */
interface StoreOptions {
  ctx?: {
    ip?: string;
    get?(field: string): string;
    state?: { sessionId?: string };
  };
}

/** The session row's id for this request (the profile marks it "this device"). */
function noteSessionId(options: StoreOptions | undefined, id: string) {
  if (options?.ctx?.state) options.ctx.state.sessionId = id;
}

export function createSessionStore(knex: Knex) {
  return {
    async get(
      key: string,
      _maxAge?: unknown,
      options?: StoreOptions,
    ): Promise<SessionData | undefined> {
      const id = hashId(key);
      const row = (await knex('sessions')
        .where({ id })
        .where('expires_at', '>', knex.fn.now())
        .first('data', 'last_seen_at')) as
        { data: SessionData; last_seen_at: Date | null } | undefined;
      if (!row) return undefined;
      noteSessionId(options, id);
      const lastSeen = row.last_seen_at ? new Date(row.last_seen_at).getTime() : 0;
      if (Date.now() - lastSeen > LAST_SEEN_INTERVAL_MS) {
        await knex('sessions')
          .where({ id })
          .update({ last_seen_at: new Date(), ip_address: options?.ctx?.ip ?? null });
      }
      return row.data;
    },
    async set(
      key: string,
      session: SessionData,
      maxAge: number | 'session' | undefined,
      options?: StoreOptions,
    ) {
      const lifetimeMs = typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000;
      const id = hashId(key);
      const ctx = options?.ctx;
      const row = {
        id,
        user_id: typeof session.userId === 'number' ? session.userId : null,
        data: JSON.stringify(session),
        expires_at: sessionExpiry(session, lifetimeMs),
        user_agent: ctx?.get?.('user-agent')?.slice(0, 300) || null,
        ip_address: ctx?.ip?.slice(0, 64) ?? null,
        last_seen_at: new Date(),
      };
      noteSessionId(options, id);
      await knex('sessions')
        .insert(row)
        .onConflict('id')
        .merge(['user_id', 'data', 'expires_at', 'user_agent', 'ip_address', 'last_seen_at']);
    },
    async destroy(key: string) {
      await knex('sessions')
        .where({ id: hashId(key) })
        .delete();
    },
  };
}

/**
 * Ends every session of a user (a disabled account, a password reset), or every one but
 * `exceptId` (a password change, "sign out everywhere else": the session asking stays).
 */
export async function destroyUserSessions(
  knex: Knex,
  userId: number,
  exceptId?: string,
): Promise<number> {
  const query = knex('sessions').where({ user_id: userId });
  if (exceptId) query.whereNot({ id: exceptId });
  return query.delete();
}

/** Expired rows are never read (see `get`); this removes them. */
export async function deleteExpiredSessions(knex: Knex): Promise<number> {
  return knex('sessions').where('expires_at', '<=', knex.fn.now()).delete();
}
