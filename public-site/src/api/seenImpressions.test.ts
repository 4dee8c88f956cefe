import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPRESSION_BATCH_MS, carSeen, flushSeenImpressions } from './seenImpressions';

/** The car ids of each impressions report sent. */
const reports = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(
    ([, init]) => (JSON.parse((init as RequestInit).body as string) as { carIds: number[] }).carIds,
  );

describe('seen carousel cards', () => {
  let fetch: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the cars seen within the batch interval in one report, each car once', () => {
    carSeen(1);
    carSeen(2);
    vi.advanceTimersByTime(IMPRESSION_BATCH_MS / 2);
    carSeen(3);
    carSeen(1);
    expect(fetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(IMPRESSION_BATCH_MS / 2);
    expect(reports(fetch)).toEqual([[1, 2, 3]]);
    // Seen again later in the same page view: not reported again.
    carSeen(2);
    carSeen(4);
    vi.advanceTimersByTime(IMPRESSION_BATCH_MS);
    expect(reports(fetch)).toEqual([[1, 2, 3], [4]]);
    vi.advanceTimersByTime(10 * IMPRESSION_BATCH_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends at once when flushed (the page hidden or left), at most 100 cars a report', () => {
    const many = Array.from({ length: 150 }, (_, i) => 1000 + i);
    for (const id of many) carSeen(id);
    flushSeenImpressions();
    expect(reports(fetch)).toEqual([many.slice(0, 100), many.slice(100)]);
    vi.advanceTimersByTime(IMPRESSION_BATCH_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
