/**
 * The admin overview's trends (#22) for the last 7, 30 or 90 UAE days: leads per day by channel
 * and by emirate, new listings and companies, searches and the searches that found nothing.
 * Every day of the period is present (zero when nothing happened), oldest first.
 */
import type { Knex } from 'knex';
import type { AdminSearches, AdminTrends, TrendDay } from '@core/schemas/adminTrends';
import { uaeToday } from '@core/rules/uaeTime';
import { uaeInstant } from '@core/rules/uaeTime';
import { toCount } from '../../db/database';
import { searchesPerDay, zeroResultSearches } from '../searchStats/searchReports';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_ZERO_RESULTS = 10;
const SEARCHES_LISTED = 100;

/** The last `count` UAE days, today included, oldest first; and the instant the first starts. */
export function uaeDaysUpToToday(count: number, now: Date): { days: string[]; since: Date } {
  const todayStart = uaeInstant(`${uaeToday(now)}T00:00:00`).getTime();
  const days = Array.from({ length: count }, (_, i) =>
    // Noon of each day: its UAE date whatever the computer's zone.
    uaeToday(new Date(todayStart + (i - count + 1) * DAY_MS + DAY_MS / 2)),
  );
  return { days, since: new Date(todayStart - (count - 1) * DAY_MS) };
}

const UAE_DAY_OF = (column: string) =>
  `to_char((${column} AT TIME ZONE 'UTC') + interval '4 hours', 'YYYY-MM-DD')`;

type Row = { day: string; key?: string; n: unknown };

/** How many rows of `rows` (of `table`) were created each UAE day since `since` (by `key` when given). */
function createdPerDay(rows: Knex.QueryBuilder, table: string, since: Date, key?: string) {
  const created = `${table}.created_at`;
  const query = rows
    .where(created, '>=', since)
    .select(rows.client.raw(`${UAE_DAY_OF(created)} as day`))
    .count('* as n')
    .groupBy('day');
  if (key) query.select(rows.client.raw(`${key} as key`)).groupBy('key');
  return query as unknown as Promise<Row[]>;
}

function totalsByDay(rows: Row[]): Map<string, number> {
  return new Map(rows.map((row) => [row.day, toCount(row.n)]));
}

function countsByDay<K extends string>(days: string[], rows: Row[]) {
  const byDay = new Map(days.map((day) => [day, {} as Partial<Record<K, number>>]));
  for (const row of rows) {
    const counts = byDay.get(row.day);
    if (counts && row.key) counts[row.key as K] = toCount(row.n);
  }
  return days.map((day) => ({ day, counts: byDay.get(day)! }));
}

export async function overviewTrends(
  knex: Knex,
  period: number,
  now = new Date(),
): Promise<AdminTrends> {
  const { days, since } = uaeDaysUpToToday(period, now);
  const from = days[0]!;
  const to = days.at(-1)!;
  const [byChannel, byEmirate, listings, companies, searches, topZeroResults] = await Promise.all([
    createdPerDay(knex('leads'), 'leads', since, 'leads.method'),
    createdPerDay(
      knex('leads')
        .join('companies', 'companies.id', 'leads.company_id')
        .leftJoin('cars', 'cars.id', 'leads.car_id'),
      'leads',
      since,
      // The car's emirate; a deleted car's lead goes by its company's (as the leads filter does).
      'coalesce(cars.emirate, companies.emirate)',
    ),
    createdPerDay(knex('cars'), 'cars', since),
    createdPerDay(knex('companies'), 'companies', since),
    searchesPerDay(knex, from, to),
    zeroResultSearches(knex, from, to, TOP_ZERO_RESULTS),
  ]);
  const leadsPerDay = new Map<string, number>();
  for (const row of byChannel) {
    leadsPerDay.set(row.day, (leadsPerDay.get(row.day) ?? 0) + toCount(row.n));
  }
  const newListings = totalsByDay(listings);
  const newCompanies = totalsByDay(companies);
  const perDay = days.map((day): TrendDay => ({
    day,
    searches: searches.get(day)?.searches ?? 0,
    zeroResultSearches: searches.get(day)?.zeroResults ?? 0,
    leads: leadsPerDay.get(day) ?? 0,
    newListings: newListings.get(day) ?? 0,
    newCompanies: newCompanies.get(day) ?? 0,
  }));
  return {
    days: period,
    from,
    to,
    perDay,
    leadsByChannel: countsByDay(days, byChannel),
    leadsByEmirate: countsByDay(days, byEmirate),
    topZeroResultSearches: topZeroResults,
  };
}

/** GET /api/admin/searches?zeroResults=1: the period's totals and what found nothing. */
export async function searchesReport(
  knex: Knex,
  period: number,
  now = new Date(),
): Promise<AdminSearches> {
  const { days } = uaeDaysUpToToday(period, now);
  const from = days[0]!;
  const to = days.at(-1)!;
  const [perDay, items] = await Promise.all([
    searchesPerDay(knex, from, to),
    zeroResultSearches(knex, from, to, SEARCHES_LISTED),
  ]);
  let searches = 0;
  let zeroResults = 0;
  for (const counts of perDay.values()) {
    searches += counts.searches;
    zeroResults += counts.zeroResults;
  }
  return { days: period, from, to, searches, zeroResultSearches: zeroResults, items };
}
