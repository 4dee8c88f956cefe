/**
 * The demo's search history (#22): 90 UAE days of search counts ending on the day the demo is
 * seeded (not the demo's base date: the admin overview reads the last 7/30/90 days from today),
 * and the searches that found nothing: the wishes the demo market cannot meet (brands nobody
 * lists, cars in emirates without them, budgets below every price). The same numbers every
 * time for the same day: a fixed formula, no randomness.
 */
import type { Knex } from 'knex';
import { uaeToday } from '@core/rules/uaeTime';
import { canonicalFilters, normaliseSearchText } from '../../../services/searchStats/whatCounts';
import type { CarSearchParams } from '@core/schemas/carSearchParams';
import { DAY_MS } from './generator';

const HISTORY_DAYS = 90;

/** Unmet wishes, and how many times a day each is searched for at most. */
const WISHES: { params: CarSearchParams; perDay: number }[] = [
  { params: { query: 'Tesla Cybertruck' }, perDay: 6 },
  { params: { query: 'Rolls Royce Cullinan', emirate: 'fujairah' }, perDay: 4 },
  { params: { query: 'electric', emirate: 'ras-al-khaimah' }, perDay: 3 },
  { params: { carType: 'van', emirate: 'umm-al-quwain', type: 'driver' }, perDay: 3 },
  { params: { query: 'Ferrari SF90', emirate: 'sharjah' }, perDay: 2 },
  { params: { budget: 60, emirate: 'dubai' }, perDay: 5 },
  { params: { query: 'Lamborghini Urus', noDeposit: true }, perDay: 2 },
  { params: { query: 'BYD Seal', emirate: 'abu-dhabi' }, perDay: 2 },
  { params: { query: 'camper van' }, perDay: 1 },
];

/** 0 … n-1, the same for the same inputs (a small integer hash). */
function spread(a: number, b: number, n: number): number {
  let h = (a * 374_761_393 + b * 668_265_263) | 0;
  h = Math.imul(h ^ (h >>> 13), 1_274_126_177);
  return ((h ^ (h >>> 16)) >>> 0) % n;
}

export function demoSearchHistory(now: Date) {
  const days = Array.from({ length: HISTORY_DAYS }, (_, i) =>
    uaeToday(new Date(now.getTime() - (HISTORY_DAYS - 1 - i) * DAY_MS)),
  );
  const zeroResults = days.flatMap((day, i) =>
    WISHES.flatMap(({ params, perDay }, w) => {
      const count = spread(i, w, perDay + 1);
      return count === 0
        ? []
        : [
            {
              day,
              query: normaliseSearchText(params.query),
              filters: canonicalFilters(params),
              count,
            },
          ];
    }),
  );
  const searchDays = days.map((day, i) => {
    const zero = zeroResults.filter((row) => row.day === day).reduce((n, row) => n + row.count, 0);
    // More searches at weekends and as the market grows; 6-10 % of them find nothing.
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const searches = 220 + i * 3 + (weekday === 5 || weekday === 6 ? 90 : 0) + spread(i, 99, 60);
    return { day, searches, zero_results: zero };
  });
  return { searchDays, zeroResults };
}

export async function seedDemoSearches(trx: Knex.Transaction, now: Date): Promise<void> {
  const { searchDays, zeroResults } = demoSearchHistory(now);
  await trx.batchInsert('search_days', searchDays, 500);
  await trx.batchInsert('zero_result_searches', zeroResults, 500);
}
