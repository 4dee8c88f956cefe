import { describe, expect, it } from 'vitest';
import { carSearchParamsSchema } from '@core/schemas/carSearchParams';
import { demoSearchHistory } from './searchHistory';

describe('the demo search history', () => {
  const now = new Date('2026-11-27T09:00:00Z');
  const history = demoSearchHistory(now);

  it('is the same every time for the same day, 90 days up to today', () => {
    expect(demoSearchHistory(now)).toEqual(history);
    expect(history.searchDays).toHaveLength(90);
    expect(history.searchDays.at(-1)!.day).toBe('2026-11-27');
    expect(history.searchDays[0]!.day).toBe('2026-08-30');
  });

  it('counts each day’s searches that found nothing within its searches', () => {
    for (const day of history.searchDays) {
      const zero = history.zeroResults.filter((row) => row.day === day.day);
      expect(day.zero_results).toBe(zero.reduce((n, row) => n + row.count, 0));
      expect(day.zero_results).toBeLessThan(day.searches);
    }
    expect(history.zeroResults.length).toBeGreaterThan(100);
  });

  it('keeps filters a real search could have sent', () => {
    for (const { filters } of history.zeroResults) {
      expect(
        carSearchParamsSchema.safeParse(Object.fromEntries(new URLSearchParams(filters))).success,
        filters,
      ).toBe(true);
    }
  });
});
