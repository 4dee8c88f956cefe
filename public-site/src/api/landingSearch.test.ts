import { describe, expect, it } from 'vitest';
import { addDays } from '@core/rules/tripDays';
import { uaeWallClock } from '@core/rules/uaeTime';
import { landingQuery, landingSearchParams } from './carSearch';

const today = uaeWallClock(new Date()).slice(0, 10);
const from = addDays(today, 10);
const to = addDays(today, 12);
const suvs = { type: 'suv' as const, emirate: 'dubai' as const };

describe("a landing page's search", () => {
  it('is its filter, with the trip and page of its URL and nothing else', () => {
    const search = new URLSearchParams(
      `utm_source=x&brand=bmw&from=${from}&to=${to}&fromTime=08:30&page=2`,
    );
    expect(landingSearchParams(suvs, search)).toEqual({
      ...suvs,
      from,
      to,
      fromTime: '08:30',
      page: 2,
    });
    expect(landingQuery(search)).toBe(`from=${from}&to=${to}&fromTime=08%3A30&page=2`);
  });

  it('drops a trip the listing would not search (one date, past, reversed)', () => {
    for (const query of [
      `from=${from}`,
      `from=2020-01-01&to=2020-01-03`,
      `from=${to}&to=${from}`,
    ]) {
      const search = new URLSearchParams(query);
      expect(landingSearchParams(suvs, search)).toEqual(suvs);
      expect(landingQuery(search)).toBe('');
    }
  });
});
