/**
 * The only way to add an /api route: `api.add({ method, path, policy, handler })`. The policy is
 * checked before the handler (401 when not signed in, 403 for a signed-in actor it refuses), and
 * every route is recorded so that tests can walk all of them (the authorisation matrix).
 *
 * The session (and so the actor) is loaded only for routes that need one: every route whose
 * policy is not `anyone`, and `anyone` routes that ask for it (`session: true`, e.g. sign-in).
 * Public catalogue reads skip it, so a signed-in renter's browsing costs no session lookup.
 */
import Router, { type RouterMiddleware } from '@koa/router';
import { forbidden, unauthorised } from '../errors';
import { anyone, type Policy } from '../policies/policy';
import type { AppContext, AppState } from '../appContext';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteSpec {
  method: Method;
  path: string;
  policy: Policy;
  /** Sees `ctx.params` of the path and `ctx.state.actor`, already let through by the policy. */
  handler: RouterMiddleware<AppState, AppContext>;
  /** An `anyone` route that still reads or changes the session. */
  session?: boolean;
}

export interface RouteInfo {
  method: Method;
  path: string;
  policy: Policy;
}

export class ApiRouter {
  readonly router = new Router<AppState, AppContext>({ prefix: '/api' });
  readonly routes: RouteInfo[] = [];

  /** `sessionStack`: the session middleware and the actor loader, run where a route needs them. */
  constructor(private readonly sessionStack: RouterMiddleware<AppState, AppContext>[] = []) {}

  add({ method, path, policy, handler, session = false }: RouteSpec): this {
    if (!policy || typeof policy.allows !== 'function') {
      throw new Error(`${method.toUpperCase()} ${path} has no policy: every route needs one`);
    }
    this.routes.push({ method, path, policy });
    const needsSession = session || policy !== anyone;
    this.router[method](
      path,
      ...(needsSession ? this.sessionStack : [noActor]),
      guard(policy),
      handler,
    );
    return this;
  }
}

const noActor: RouterMiddleware<AppState, AppContext> = async (ctx, next) => {
  ctx.state.actor = null;
  await next();
};

function guard(policy: Policy): RouterMiddleware<AppState, AppContext> {
  return async (ctx, next) => {
    const actor = ctx.state.actor;
    if (!policy.allows(actor)) throw actor ? forbidden() : unauthorised();
    await next();
  };
}
