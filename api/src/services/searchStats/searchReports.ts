/** Reads the search counts back (searchRecorder.ts writes them): per day, and what found nothing. */
import type { Knex } from 'knex';
import type { ZeroResultSearch } from '@core/schemas/adminTrends';
import { toCount } from '../../db/database';

/** Dates as UAE days: pg would parse a `date` as local midnight. */
const DAY = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** Searches and those that found nothing, per day from `from` to `to` (days without any left out). */
export async function searchesPerDay(
  knex: Knex,
  from: string,
  to: string,
): Promise<Map<string, { searches: number; zeroResults: number }>> {
  const rows = await knex('search_days')
    .whereBetween('day', [from, to])
    .select(knex.raw(`${DAY('day')} as day`), 'searches', 'zero_results');
  return new Map(
    (rows as { day: string; searches: unknown; zero_results: unknown }[]).map((row) => [
      row.day,
      { searches: toCount(row.searches), zeroResults: toCount(row.zero_results) },
    ]),
  );
}

/** The searches that found nothing from `from` to `to`, most frequent first. */
export async function zeroResultSearches(
  knex: Knex,
  from: string,
  to: string,
  limit: number,
): Promise<ZeroResultSearch[]> {
  const rows = await knex('zero_result_searches')
    .whereBetween('day', [from, to])
    .groupBy('query', 'filters')
    .select(
      'query',
      'filters',
      knex.raw('sum(count) as count'),
      knex.raw(`${DAY('max(day)')} as last_day`),
    )
    .orderBy([
      { column: 'count', order: 'desc' },
      { column: 'last_day', order: 'desc' },
      { column: 'query', order: 'asc' },
      { column: 'filters', order: 'asc' },
    ])
    .limit(limit);
  return (rows as { query: string; filters: string; count: unknown; last_day: string }[]).map(
    (row) => ({
      query: row.query,
      filters: row.filters,
      count: toCount(row.count),
      lastDay: row.last_day,
    }),
  );
}
