/**
 * Listing analytics over HTTP (docs/api.md, "Listing analytics"): the site's reports of views,
 * contact clicks and impressions (of searches the server rendered, of carousel cards seen), the
 * impressions of the API's own searches, and the vendor's read of its counts.
 */
import {
  analyticsQuerySchema,
  listingEventSchema,
  type VendorAnalytics,
} from '@core/schemas/listingAnalytics';
import type { Knex } from 'knex';
import type { AppServices } from '../appContext';
import { listingAnalyticsPolicy } from '../policies/listingAnalytics';
import { ownCompanyId } from '../services/ownCompany';
import type { Visitor } from '../services/listingAnalytics/recorder';
import { vendorAnalytics } from '../services/listingAnalytics/vendorAnalytics';
import { consumeOrRefuse, createLimiter, type Limiter } from '../security/rateLimits';
import type { ApiRouter, RouteContext } from './apiRouter';
import type { CachedJson } from './cachedJson';

const visitorOf = (ctx: RouteContext): Visitor => ({
  address: ctx.ip,
  userAgent: ctx.get('User-Agent'),
});

/** `answered` of the searches: the cars of the answer were shown. */
export function recordImpressions(
  answer: CachedJson,
  { ctx, deps }: { ctx: RouteContext; deps: AppServices },
): void {
  deps.listingEvents.record(visitorOf(ctx), 'impression', answer.carIds);
}

/**
 * Reports per client address. A renter's page sends one to three (a car page's view, the
 * impressions of the cars a rendered page shows, a contact click); the home page a few more, its
 * carousel cards seen, batched at most every 1.5 s and once per car. So 120 a minute is a person
 * opening a page every second and a half for a minute, or an office or phone network of
 * several renters behind one address; a script sending faster is refused (429) for the rest
 * of the minute, without a database write per refused report. A refused report is simply not
 * counted: the site never shows or retries a failed one.
 */
export const LISTING_EVENT_LIMITS = {
  perAddress: {
    name: 'listing-events-address',
    /** The default of LISTING_EVENTS_PER_MINUTE. */
    points: 120,
    durationSeconds: 60,
    holdRefusalsInMemory: true,
  },
} as const;

export interface ListingEventLimiters {
  perAddress: Limiter;
}

/** `perMinute`: LISTING_EVENTS_PER_MINUTE (the browser tests' server, all on 127.0.0.1, allows more). */
export function createListingEventLimiters(knex: Knex, perMinute?: number): ListingEventLimiters {
  const { perAddress } = LISTING_EVENT_LIMITS;
  return {
    perAddress: createLimiter(knex, { ...perAddress, points: perMinute ?? perAddress.points }),
  };
}

export function listingEventRoutes(api: ApiRouter, limiters: ListingEventLimiters) {
  // The renter's browser: a car page opened, a contact button pressed, the cars of a page the
  // server rendered (its searches never reached the API over HTTP) or the carousel cards seen
  // (the home page's carousels are not counted when answered). Answered at once; the count
  // is written with the next batch. Cars that do not exist are ignored there.
  api.add({
    method: 'post',
    path: '/listing-events',
    policy: listingAnalyticsPolicy.report,
    cache: 'no-store',
    body: listingEventSchema,
    handler: async ({ ctx, deps, body }) => {
      await consumeOrRefuse(
        limiters.perAddress,
        ctx.ip,
        'Too many listing reports from this address. Try again later.',
      );
      const visitor = visitorOf(ctx);
      if (body.kind === 'impression') {
        deps.listingEvents.record(visitor, 'impression', [...new Set(body.carIds)]);
      } else if (body.kind === 'view') {
        deps.listingEvents.record(visitor, 'view', [body.carId]);
      } else {
        deps.listingEvents.record(visitor, body.channel, [body.carId]);
      }
    },
  });

  api.add({
    method: 'get',
    path: '/vendor/analytics',
    policy: listingAnalyticsPolicy.readOwn,
    query: analyticsQuerySchema,
    handler: ({ actor, deps, query }): Promise<VendorAnalytics> =>
      vendorAnalytics(deps.knex, ownCompanyId(actor), query.days, query.carId),
  });
}
