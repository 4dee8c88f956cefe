/**
 * Listing analytics from the renter's browser (docs/privacy.md): a car page opened, a contact
 * button pressed, the cars of a search the server rendered (it never reached the API over HTTP;
 * the API counts the ones it answers itself) and the carousel cards seen (seenImpressions.ts). Fire and forget: `keepalive` lets a
 * report leave with the page, a failure is never shown or retried, no cookie or id is sent.
 */
import type { QueryClient } from '@tanstack/react-query';
import { MAX_IMPRESSIONS_PER_REPORT } from '@core/rules/listingAnalytics';
import type { ListingEvent } from '@core/schemas/listingAnalytics';

export function reportListingEvent(event: ListingEvent): void {
  try {
    void fetch('/api/listing-events', {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    }).catch(() => undefined);
  } catch {
    // Analytics never stand in a renter's way.
  }
}

/**
 * Query keys (their path) whose data lists cars shown as cards: searches. Not the home page's
 * carousels (/api/cars/featured): they show a few of their cars at a time and report the cards
 * seen themselves (seenImpressions.ts).
 */
const LISTS_CARS = /^\/api\/cars(\?|$)/;

/** The cars the server-rendered page shows in its lists, reported once after hydration. */
export function reportServerRenderedImpressions(queryClient: QueryClient): void {
  const ids = new Set<number>();
  for (const query of queryClient.getQueryCache().getAll()) {
    const path = query.queryKey[0];
    if (typeof path !== 'string' || !LISTS_CARS.test(path)) continue;
    const data = query.state.data as { items?: unknown } | unknown[] | undefined;
    const items = Array.isArray(data) ? data : Array.isArray(data?.items) ? data.items : [];
    for (const item of items as { id?: unknown }[]) {
      if (typeof item?.id === 'number') ids.add(item.id);
    }
  }
  const carIds = [...ids];
  for (let start = 0; start < carIds.length; start += MAX_IMPRESSIONS_PER_REPORT) {
    reportListingEvent({
      kind: 'impression',
      carIds: carIds.slice(start, start + MAX_IMPRESSIONS_PER_REPORT),
    });
  }
}
