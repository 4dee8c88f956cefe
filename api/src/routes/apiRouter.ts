/**
 * The only way to add an /api route: `api.add({ method, path, policy, ..., handler })`, a
 * declarative endpoint. What every route needs is done here, once, in this order:
 *
 * 1. session and actor, for routes that need one (every route whose policy is not `anyone`, and
 *    `anyone` routes that ask for it with `session: true`, e.g. sign-in). Public catalogue reads
 *    skip it, so a signed-in renter's browsing costs no session lookup;
 * 2. the policy (401 when not signed in, 403 for a signed-in actor it refuses); a policy that
 *    requires sign-in hands the handler a non-null `Actor`;
 * 3. `params`, `query` and `body` parsed with their schemas (a 400 naming the field; `ids(...)`
 *    for path ids, where a malformed id is a 404 like an unknown one);
 * 4. `idempotent`: the `Idempotency-Key` of creating POSTs (endpoint/idempotency.ts);
 * 5. `version`: If-Match checked against the resource's current version, one write at a time
 *    per resource (endpoint/versions.ts); `etag`: a GET answers the version of what it sends;
 * 6. the handler, then `present` (its result → the JSON answered), `status`, and `cache`
 *    (`no-store` unless the route is public, which must declare its own);
 * 7. `changesCatalogue`: the public catalogue's caches are refreshed after the change.
 *
 * Every route is recorded so that tests can walk all of them (the authorisation matrix). Public
 * reads marked `inProcess` can also be read without HTTP (`read`): the server renderer's data.
 */
import { parse as parseQueryString } from 'node:querystring';
import type { InProcessAnswer } from '@core/http/inProcessAnswer';
import Router, { type Layer, type RouterMiddleware } from '@koa/router';
import type { z } from 'zod';
import { forbidden, idOr404, parseInput, unauthorised } from '../errors';
import { toErrorBody } from '../middleware/errorHandler';
import { anyone, type Actor, type Policy } from '../policies/policy';
import type { AppContext, AppServices, AppState } from '../appContext';
import { idempotent } from './endpoint/idempotency';
import { checkIfMatch, etagOf, oneAtATime, type VersionOf } from './endpoint/versions';
import { CachedJson, sendCachedJson } from './cachedJson';
import { HotAnswers } from './endpoint/hotAnswers';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type RouteContext = Parameters<RouterMiddleware<AppState, AppContext>>[0];

/**
 * Cache-Control of a successful answer. `unset` sends none (the catalogue's own answers, whose
 * freshness the catalogue cache keeps); `no-store` variants are sent with errors too.
 */
export type CachePolicy = 'no-store' | 'private, no-store' | `public, max-age=${number}` | 'unset';

/** A zod schema (a bad value is a 400 naming the field), or a parser of its own. */
export type Parser<T> = z.ZodType<T> | ((raw: unknown) => T);

/** What a handler is given: the typed actor and inputs, the app's services and the context. */
export interface EndpointInput<A, P, Q, B> {
  /** Non-null when the route's policy requires sign-in. */
  actor: A;
  params: P;
  query: Q;
  body: B;
  deps: AppServices;
  /** For what is not declared here: uploads, the session, files and other bodies. */
  ctx: RouteContext;
}

export interface Endpoint<A extends Actor | null, P, Q, B, R> {
  method: Method;
  path: string;
  policy: Policy<A>;
  /** An `anyone` route that still reads or changes the session. */
  session?: boolean;
  params?: Parser<P>;
  query?: Parser<Q>;
  body?: Parser<B>;
  /** Required on public (`anyone`) routes; `no-store` by default on every other. */
  cache?: CachePolicy;
  /** Status of a successful answer with a body (200); an answer without one is a 204. */
  status?: number;
  /** A creating POST: honours `Idempotency-Key` (the same key answers the first answer). */
  idempotent?: boolean;
  /** A GET of an editable resource: answers `ETag` (the version of the body it sends). */
  etag?: boolean;
  /**
   * A write to an editable resource: `If-Match` is checked against `current` (the resource as
   * its GET answers it; a stale tag is a 412 with it), and writes to the same `key` run one at a
   * time. The answer carries the new ETag.
   */
  version?: {
    key: (input: EndpointInput<A, P, Q, B>) => string;
    current: (input: EndpointInput<A, P, Q, B>) => Promise<unknown>;
    /** What of it makes the version (decisions: the state decided on, not its counters). */
    of?: VersionOf<unknown>;
  };
  /**
   * A public GET the server renderer reads in process (`ApiRouter.read`): its handler must not
   * touch `ctx` (there is none; a catalogue answer returns `cachedJson`).
   */
  inProcess?: true;
  /** The change is visible to renters: refresh the catalogue's caches (when it returns true). */
  changesCatalogue?: true | ((result: R) => boolean);
  /**
   * The car (or cars) whose blocked days changed (null or none: nothing changed): searches read
   * them again, here and in the other processes.
   */
  changesAvailability?: (
    result: R,
    input: EndpointInput<A, P, Q, B>,
  ) => number | readonly number[] | null;
  /**
   * Told of each successful answer sent over HTTP, never of in-process reads (the server
   * renderer's), and not awaited: for counting what visitors ask and see (a search, the listing
   * impressions of its cars) without delaying the answer.
   */
  answered?: (result: R, input: EndpointInput<A, P, Q, B>) => void;
  /** Does the work. What it returns is answered (after `present`); `undefined`: a 204. */
  handler: (input: EndpointInput<A, P, Q, B>) => Promise<R> | R;
  /** The result as the client sees it (may read more, e.g. the decided item's new view). */
  present?: (result: R, input: EndpointInput<A, P, Q, B>) => unknown;
}

export interface RouteInfo {
  method: Method;
  path: string;
  policy: Policy;
}

/** Path ids (`{ id: 'Listing not found' }`): a malformed id names nothing, a 404 like any. */
export function ids<K extends string>(
  messages: Record<K, string>,
): (raw: unknown) => Record<K, number> {
  return (raw) => {
    const params = raw as Record<string, unknown>;
    const out = {} as Record<K, number>;
    for (const [name, message] of Object.entries(messages) as [K, string][]) {
      out[name] = idOr404(params[name], message);
    }
    return out;
  };
}

/** `present` of a route that answers 204 whatever its handler returns. */
export const noContent = (): undefined => undefined;

function parse<T>(parser: Parser<T> | undefined, value: unknown, source: string): T {
  if (!parser) return value as T;
  if (typeof parser === 'function') return parser(value);
  return parseInput(parser, value, source) as T;
}

// Handed to an in-process handler as its `ctx`: any use is a mistake to see at once.
const NO_CONTEXT = new Proxy({} as RouteContext, {
  get(_target, property) {
    throw new Error(`an inProcess handler read ctx.${String(property)}: there is no request`);
  },
});

export class ApiRouter {
  readonly router = new Router<AppState, AppContext>({ prefix: '/api' });
  readonly routes: RouteInfo[] = [];
  /** Public catalogue answers asked again, sent before the router (endpoint/hotAnswers.ts). */
  readonly hotAnswers = new HotAnswers();
  private readonly inProcess = new Map<
    Layer<AppState, AppContext>,
    Endpoint<null, unknown, unknown, unknown, unknown>
  >();

  /** `sessionStack`: the session middleware and the actor loader, run where a route needs them. */
  constructor(private readonly sessionStack: RouterMiddleware<AppState, AppContext>[] = []) {}

  add<A extends Actor | null, P = Record<string, string>, Q = unknown, B = unknown, R = unknown>(
    spec: Endpoint<A, P, Q, B, R>,
  ): this {
    const { method, path, policy, session = false } = spec;
    const name = `${method.toUpperCase()} ${path}`;
    if (!policy || typeof policy.allows !== 'function') {
      throw new Error(`${name} has no policy: every route needs one`);
    }
    const isPublic = policy === (anyone as Policy);
    if (isPublic && !spec.cache) {
      throw new Error(`${name} is public: declare its cache policy`);
    }
    this.routes.push({ method, path, policy });
    const needsSession = session || !isPublic;
    // A public GET answered from the catalogue cache (no session, no Cache-Control of its own).
    const hot = method === 'get' && isPublic && !session && spec.cache === 'unset';
    this.router[method](
      path,
      ...(needsSession ? this.sessionStack : [noActor]),
      endpoint(spec, hot ? this.hotAnswers : null),
    );
    if (spec.inProcess) {
      if (method !== 'get' || !isPublic || session) {
        throw new Error(`${name}: only public GETs without a session can be read in process`);
      }
      this.inProcess.set(this.router.stack.at(-1)!, spec as never);
    }
    return this;
  }

  /**
   * GET `url` (e.g. `/api/cars?type=suv`) answered in this process, as the route would answer it
   * over HTTP: the same parsing, handler, cache and errors, without a socket, headers or a
   * second JSON parse. Only `inProcess` routes; any other path is a programming error.
   */
  async read(deps: AppServices, url: string): Promise<InProcessAnswer> {
    const { pathname, search } = new URL(url, 'http://in-process');
    const layer = this.router.match(pathname, 'GET').pathAndMethod[0];
    const spec = layer && this.inProcess.get(layer);
    if (!layer || !spec) throw new Error(`GET ${pathname} is not an inProcess route`);
    try {
      const input: EndpointInput<null, unknown, unknown, unknown> = {
        actor: null,
        params: parse(spec.params, layer.params(pathname, layer.captures(pathname), {}), 'path'),
        query: parse(spec.query, parseQueryString(search.slice(1)), 'query'),
        body: undefined,
        deps,
        ctx: NO_CONTEXT,
      };
      const result = await spec.handler(input);
      const body = spec.present ? await spec.present(result, input) : result;
      return body instanceof CachedJson
        ? { status: 200, json: body.json }
        : { status: spec.status ?? 200, value: body };
    } catch (thrown) {
      const { status, json } = toErrorBody(thrown);
      if (status >= 500)
        deps.logger.error({ err: thrown, path: pathname }, 'in-process read failed');
      return { status, value: json };
    }
  }
}

const noActor: RouterMiddleware<AppState, AppContext> = async (ctx, next) => {
  ctx.state.actor = null;
  await next();
};

function endpoint<A extends Actor | null, P, Q, B, R>(
  spec: Endpoint<A, P, Q, B, R>,
  hotAnswers: HotAnswers | null,
): RouterMiddleware<AppState, AppContext> {
  const cache = spec.cache ?? 'no-store';
  const storesNothing = cache.includes('no-store');
  return async (ctx) => {
    const actor = ctx.state.actor;
    if (!spec.policy.allows(actor)) throw actor ? forbidden() : unauthorised();
    if (storesNothing) ctx.set('Cache-Control', cache);
    const input: EndpointInput<A, P, Q, B> = {
      actor,
      params: parse(spec.params, ctx.params, 'path'),
      query: parse(spec.query, ctx.query, 'query'),
      body: parse(spec.body, ctx.request.body ?? {}, 'body'),
      deps: ctx.deps,
      ctx,
    };
    const run = async () => {
      const { version } = spec;
      const result = version
        ? await oneAtATime(version.key(input), async () => {
            if (ctx.get('If-Match')) checkIfMatch(ctx, await version.current(input), version.of);
            return spec.handler(input);
          })
        : await spec.handler(input);
      await answer(ctx, spec, input, result);
      spec.answered?.(result, input);
      if (hotAnswers && result instanceof CachedJson && !spec.present) {
        const { ctx: _ctx, ...parsed } = input;
        hotAnswers.remember(ctx, {
          answer: result,
          input: parsed as never,
          answered: spec.answered as never,
        });
      }
      if (!storesNothing && cache !== 'unset') ctx.set('Cache-Control', cache);
      const changes = spec.changesCatalogue;
      if (changes === true || (changes && changes(result))) ctx.deps.catalogue.changed();
      const blockedCars = spec.changesAvailability?.(result, input);
      if (blockedCars != null) ctx.deps.catalogue.availabilityChanged(blockedCars);
    };
    await (spec.idempotent ? idempotent(ctx, run) : run());
  };
}

async function answer<A extends Actor | null, P, Q, B, R>(
  ctx: RouteContext,
  spec: Endpoint<A, P, Q, B, R>,
  input: EndpointInput<A, P, Q, B>,
  result: R,
) {
  const body = spec.present ? await spec.present(result, input) : result;
  if (body instanceof CachedJson) {
    ctx.status = spec.status ?? 200;
    sendCachedJson(ctx, body);
    return;
  }
  if (body === undefined) {
    // The handler answered by itself (a file, a CSV, a cached answer), or there is nothing to say.
    if (ctx.body === undefined || ctx.body === null) ctx.status = 204;
    return;
  }
  ctx.status = spec.status ?? 200;
  ctx.body = body;
  if ((spec.etag || spec.version) && body && typeof body === 'object') {
    ctx.set('ETag', etagOf(spec.version?.of ? spec.version.of(body) : body));
  }
}
