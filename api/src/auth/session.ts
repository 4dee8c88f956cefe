/**
 * Sign-in sessions: koa-session with the PostgreSQL store. The cookie holds a random id only;
 * HttpOnly, SameSite=Lax, Secure when the public address is https. koa-session's defaults (no
 * SameSite, data in the cookie) are not used.
 */
import type Koa from 'koa';
import session from 'koa-session';
import type { Knex } from 'knex';
import type { Config } from '../config';
import { SIGNED_IN_HINT_COOKIE } from '@core/constants';
import { createSessionStore } from './sessionStore';

export const SESSION_COOKIE = 'sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A readable cookie that says only "this browser signed in" (never who): the site asks
 * GET /api/auth/me only when it is there, so a signed-out visitor's page load makes no call that
 * answers 401 (a console error on every page, which Lighthouse counts). It grants nothing.
 */
export function setSignedInHint(ctx: Koa.Context, config: Config, signedIn: boolean) {
  ctx.cookies.set(SIGNED_IN_HINT_COOKIE, signedIn ? '1' : null, {
    httpOnly: false,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: SESSION_MAX_AGE_MS,
    overwrite: true,
  });
}

export function sessionMiddleware(app: Koa, knex: Knex, config: Config, secret: string) {
  app.keys = [secret];
  return session(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https:'),
      signed: true,
      rolling: false,
      // A week after the last sign-in; renewed when a busy user is close to the end, but never
      // past 30 days from sign-in (SESSION_ABSOLUTE_LIFETIME_MS, enforced by the store).
      renew: true,
      store: createSessionStore(knex),
    },
    app,
  );
}
