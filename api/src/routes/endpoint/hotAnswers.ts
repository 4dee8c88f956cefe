/**
 * The same public catalogue GET asked again (a popular search, a landing page's cars, a car page
 * read by many): answered from the catalogue cache without walking the app's middleware, the
 * router and the query's schema again.
 *
 * An answer is remembered by its exact address (path and query string, as sent) once the route
 * has answered it the usual way: policy checked, query parsed, handler run. Sent again only while
 * the catalogue cache still holds that very answer fresh (`holdsFresh`): a change to the
 * catalogue, an expiry or an eviction there sends the next request the usual way, which serves
 * a stale answer while it refreshes and remembers the new one. With the cache off
 * (SEARCH_CACHE_SECONDS=0) nothing is ever sent from here.
 *
 * What a request still gets here: the security headers (mounted before this), the client's
 * address, the answer in the encoding it accepts, and the route's `answered` hook (searches and
 * listing impressions are counted for every answer, wherever it came from).
 */
import type { Middleware } from 'koa';
import { LRUCache } from 'lru-cache';
import type { AppContext, AppState } from '../../appContext';
import type { EndpointInput, RouteContext } from '../apiRouter';
import { sendCachedJson, type CachedJson } from '../cachedJson';

interface HotAnswer {
  answer: CachedJson;
  /** The inputs the route parsed from this address (the same address parses the same). */
  input: Omit<EndpointInput<null, unknown, unknown, unknown>, 'ctx'>;
  answered?: (result: CachedJson, input: EndpointInput<null, unknown, unknown, unknown>) => void;
}

/** As many as the catalogue cache keeps answers (each refers to one of its entries). */
const MAX_ADDRESSES = 2000;
/**
 * An answer the catalogue cache has dropped is still held here until its address is asked for
 * again or pushed out: the bytes they may hold together are bounded too.
 */
const MAX_BYTES = 32 * 1024 * 1024;

export class HotAnswers {
  private readonly byAddress = new LRUCache<string, HotAnswer>({
    max: MAX_ADDRESSES,
    maxSize: MAX_BYTES,
    // Its text and (at most as large) its gzip, without making a gzip nobody asked for.
    sizeCalculation: ({ answer }, address) => answer.json.length * 2 + address.length,
  });

  /** Called by a public GET route whose answer came from the catalogue cache. */
  remember(ctx: RouteContext, hot: HotAnswer): void {
    const { cacheKey } = hot.answer;
    // Only what the catalogue cache keeps (nothing with it off): anything else would be held
    // here for nothing, and the long tail's answers would churn this map on every request.
    if (cacheKey !== undefined && ctx.deps.catalogue.cache.holdsFresh(cacheKey, hot.answer)) {
      this.byAddress.set(ctx.url, hot);
    }
  }

  /** Mounted before the app's other middleware (after the error handler and security headers). */
  readonly middleware: Middleware<AppState, AppContext> = (ctx, next) => {
    if (ctx.method !== 'GET') return next();
    const hot = this.byAddress.get(ctx.url);
    if (!hot) return next();
    const { answer } = hot;
    if (!ctx.deps.catalogue.cache.holdsFresh(answer.cacheKey!, answer)) {
      this.byAddress.delete(ctx.url);
      return next();
    }
    ctx.state.actor = null;
    ctx.status = 200;
    sendCachedJson(ctx, answer);
    hot.answered?.(answer, { ...hot.input, ctx: ctx as RouteContext });
    return Promise.resolve();
  };
}
