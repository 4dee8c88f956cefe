/**
 * Listing analytics over HTTP (docs/api.md, "Listing analytics"): the site's reports of views and
 * contact clicks (and impressions of pages the server rendered), the impressions of the API's own
 * searches and carousels, and the vendor's read of its counts.
 */
import {
  analyticsQuerySchema,
  listingEventSchema,
  type VendorAnalytics,
} from '@core/schemas/listingAnalytics';
import type { AppServices } from '../appContext';
import { listingAnalyticsPolicy } from '../policies/listingAnalytics';
import { ownCompanyId } from '../services/ownCompany';
import type { Visitor } from '../services/listingAnalytics/recorder';
import { vendorAnalytics } from '../services/listingAnalytics/vendorAnalytics';
import type { ApiRouter, RouteContext } from './apiRouter';
import type { CachedJson } from './cachedJson';

const visitorOf = (ctx: RouteContext): Visitor => ({
  address: ctx.ip,
  userAgent: ctx.get('User-Agent'),
});

/** `answered` of the searches and carousels: the cars of the answer were shown. */
export function recordImpressions(
  answer: CachedJson,
  { ctx, deps }: { ctx: RouteContext; deps: AppServices },
): void {
  deps.listingEvents.record(visitorOf(ctx), 'impression', answer.carIds);
}

export function listingEventRoutes(api: ApiRouter) {
  // The renter's browser: a car page opened, a contact button pressed, or the cars of a page the
  // server rendered (its searches never reached the API over HTTP). Answered at once; the count
  // is written with the next batch. Cars that do not exist are ignored there.
  api.add({
    method: 'post',
    path: '/listing-events',
    policy: listingAnalyticsPolicy.report,
    cache: 'no-store',
    body: listingEventSchema,
    handler: ({ ctx, deps, body }) => {
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
