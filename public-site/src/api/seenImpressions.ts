/**
 * Impressions of the cars a visitor really sees in the home page's carousels (docs/privacy.md):
 * a card at least half on screen, once per car while the carousels stay on the page, sent in
 * batches (IMPRESSION_BATCH_MS apart at most, and when the page is hidden or left). A carousel
 * holds up to 10 cars but shows 1–4 at a time, so counting its whole answer overstated what
 * vendors' cars were shown; batching keeps a visit that scrolls every carousel to a handful of
 * reports, far below the API's limit per address.
 */
import { useEffect, type RefObject } from 'react';
import { MAX_IMPRESSIONS_PER_REPORT } from '@core/rules/listingAnalytics';
import { reportListingEvent } from './listingEvents';

/** The cards seen within this long go in one report. */
export const IMPRESSION_BATCH_MS = 1500;
/** How much of a card must be on screen to count. */
const SEEN_RATIO = 0.5;

/** Cars seen since the carousels came on the page, and those not reported yet. */
const seen = new Set<number>();
const pending = new Set<number>();
let timer: ReturnType<typeof setTimeout> | undefined;
/** Carousels on the page: when the last goes (another page), the next page view starts afresh. */
let watching = 0;
let listening = false;

/** Sends the cars seen and not yet reported (MAX_IMPRESSIONS_PER_REPORT a report). */
export function flushSeenImpressions(): void {
  clearTimeout(timer);
  timer = undefined;
  const carIds = [...pending];
  pending.clear();
  for (let start = 0; start < carIds.length; start += MAX_IMPRESSIONS_PER_REPORT) {
    reportListingEvent({
      kind: 'impression',
      carIds: carIds.slice(start, start + MAX_IMPRESSIONS_PER_REPORT),
    });
  }
}

/** A car's card was seen: reported with the next batch, unless it was already this page view. */
export function carSeen(carId: number): void {
  if (seen.has(carId)) return;
  seen.add(carId);
  pending.add(carId);
  timer ??= setTimeout(flushSeenImpressions, IMPRESSION_BATCH_MS);
}

/** The page may never come back (closed, another site): what was seen goes now (keepalive). */
function flushWhenHidden() {
  if (document.visibilityState === 'hidden') flushSeenImpressions();
}

function startWatching() {
  watching += 1;
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', flushSeenImpressions);
  document.addEventListener('visibilitychange', flushWhenHidden);
}

function stopWatching() {
  watching -= 1;
  // After the commit: a carousel whose cars changed (another emirate) stops and starts again in it.
  queueMicrotask(() => {
    if (watching > 0) return;
    flushSeenImpressions();
    seen.clear();
  });
}

/**
 * Counts the items of `list` (its children, in order) as impressions of `carIds` once each is at
 * least half on screen: in the viewport and inside the list's own scrolled area.
 */
export function useSeenImpressions(
  list: RefObject<HTMLElement | null>,
  carIds: readonly number[] | undefined,
): void {
  // The ids as one value, so a new array with the same cars observes nothing again.
  const ids = carIds?.join(',') ?? '';
  useEffect(() => {
    const element = list.current;
    if (!element || !ids || typeof IntersectionObserver === 'undefined') return;
    const idOf = new Map<Element, number>();
    const byIndex = ids.split(',').map(Number);
    Array.from(element.children).forEach((item, index) => {
      const carId = byIndex[index];
      if (carId !== undefined && !seen.has(carId)) idOf.set(item, carId);
    });
    // Nothing is measured here: the observer reports once the browser has laid the items out.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const carId = idOf.get(entry.target);
          if (carId === undefined || entry.intersectionRatio < SEEN_RATIO) continue;
          carSeen(carId);
          observer.unobserve(entry.target);
        }
      },
      { threshold: SEEN_RATIO },
    );
    for (const item of idOf.keys()) observer.observe(item);
    startWatching();
    return () => {
      observer.disconnect();
      stopWatching();
    };
  }, [list, ids]);
}
