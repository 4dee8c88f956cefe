/**
 * The only way to add an /api route: `api.add({ method, path, policy, handler })`. The policy is
 * checked before the handler (401 when not signed in, 403 for a signed-in actor it refuses), and
 * every route is recorded so that tests can walk all of them (the authorisation matrix).
 */
import Router, { type RouterMiddleware } from '@koa/router';
import { forbidden, unauthorised } from '../errors';
import type { Policy } from '../policies/policy';
import type { AppContext, AppState } from '../appContext';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteSpec {
  method: Method;
  path: string;
  policy: Policy;
  /** Sees `ctx.params` of the path and `ctx.state.actor`, already let through by the policy. */
  handler: RouterMiddleware<AppState, AppContext>;
}

export interface RouteInfo {
  method: Method;
  path: string;
  policy: Policy;
}

export class ApiRouter {
  readonly router = new Router<AppState, AppContext>({ prefix: '/api' });
  readonly routes: RouteInfo[] = [];

  add({ method, path, policy, handler }: RouteSpec): this {
    if (!policy || typeof policy.allows !== 'function') {
      throw new Error(`${method.toUpperCase()} ${path} has no policy: every route needs one`);
    }
    this.routes.push({ method, path, policy });
    this.router[method](path, guard(policy), handler);
    return this;
  }
}

function guard(policy: Policy): RouterMiddleware<AppState, AppContext> {
  return async (ctx, next) => {
    const actor = ctx.state.actor;
    if (!policy.allows(actor)) throw actor ? forbidden() : unauthorised();
    await next();
  };
}
