import type { Middleware } from 'koa';
import { forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request defence for writes made with the session cookie: a browser sends Origin
 * (or at least Sec-Fetch-Site) with every state-changing request; one from another site is
 * refused with 403. Requests with neither header do not come from a browser page, so no
 * cookie was sent on a user's behalf.
 */
export function rejectCrossSiteWrites(allowedOrigins: readonly string[]): Middleware {
  const allowed = new Set(allowedOrigins.map((origin) => origin.toLowerCase()));
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method)) return next();
    const origin = ctx.get('Origin').toLowerCase();
    const ownOrigin = `${ctx.protocol}://${ctx.host}`.toLowerCase();
    if (origin && origin !== 'null') {
      if (origin !== ownOrigin && !allowed.has(origin)) {
        throw forbidden('Cross-site request refused');
      }
    } else if (origin === 'null' || ctx.get('Sec-Fetch-Site') === 'cross-site') {
      throw forbidden('Cross-site request refused');
    }
    await next();
  };
}
