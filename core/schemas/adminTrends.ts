/**
 * The admin overview's trends and the searches that found nothing (#22): GET
 * /api/admin/overview?days= and GET /api/admin/searches?zeroResults=1&days=. Days are UAE days
 * (`YYYY-MM-DD`), oldest first, every day of the period present (zero when nothing happened).
 */
import { z } from './zod';
import { CONTACT_METHODS, EMIRATES } from '../enums';
import { TREND_PERIODS, type TrendPeriod } from '../rules/trendPeriods';
import { adminOverviewSchema } from './admin';

export { TREND_PERIODS, type TrendPeriod };

const count = z.number().int().min(0);
const day = z.string();

const PERIOD_MESSAGE = `One of ${TREND_PERIODS.join(', ')} days`;

export const adminOverviewQuerySchema = z.object({
  days: z.coerce
    .number(PERIOD_MESSAGE)
    .refine((days): days is TrendPeriod => (TREND_PERIODS as readonly number[]).includes(days), {
      message: PERIOD_MESSAGE,
    })
    .default(30),
});

/** A search that found nothing: its normalised text ('' for none) and filters, counted. */
export const zeroResultSearchSchema = z.object({
  query: z.string(),
  /** Canonical query string of the filters (`brand=bmw&emirate=dubai`), '' for none. */
  filters: z.string(),
  count,
  /** The last UAE day it was made. */
  lastDay: day,
});
export type ZeroResultSearch = z.infer<typeof zeroResultSearchSchema>;

export const trendDaySchema = z.object({
  day,
  searches: count,
  zeroResultSearches: count,
  leads: count,
  newListings: count,
  newCompanies: count,
});
export type TrendDay = z.infer<typeof trendDaySchema>;

const countsBy = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.object({ day, counts: z.partialRecord(z.enum(keys), count) });

export const adminTrendsSchema = z.object({
  days: z.number().int(),
  /** The period's first and last UAE day. */
  from: day,
  to: day,
  perDay: z.array(trendDaySchema),
  /** Leads per day by contact channel (a channel without leads that day is absent). */
  leadsByChannel: z.array(countsBy(CONTACT_METHODS)),
  /** Leads per day by the car's emirate (a deleted car's: its company's). */
  leadsByEmirate: z.array(countsBy(EMIRATES)),
  /** The period's most frequent searches that found nothing (at most 10). */
  topZeroResultSearches: z.array(zeroResultSearchSchema),
});
export type AdminTrends = z.infer<typeof adminTrendsSchema>;

/** GET /api/admin/overview: the queues and, for the period asked, the trends. */
export const adminOverviewWithTrendsSchema = adminOverviewSchema.extend({
  trends: adminTrendsSchema,
});
export type AdminOverviewWithTrends = z.infer<typeof adminOverviewWithTrendsSchema>;

/** Longest period the searches report reads (the counts are kept; the report is bounded). */
export const SEARCH_REPORT_MAX_DAYS = 365;

export const adminSearchesQuerySchema = z.object({
  zeroResults: z.literal('1', {
    message: 'Only the searches that found nothing are kept by text: ask with zeroResults=1',
  }),
  days: z.coerce
    .number('A whole number of days')
    .int('A whole number of days')
    .min(1, 'At least 1 day')
    .max(SEARCH_REPORT_MAX_DAYS, `At most ${SEARCH_REPORT_MAX_DAYS} days`)
    .default(30),
});

/** GET /api/admin/searches?zeroResults=1: the period's totals and its searches that found nothing. */
export const adminSearchesSchema = z.object({
  days: z.number().int(),
  from: day,
  to: day,
  /** Every search of the period, and those that found nothing. */
  searches: count,
  zeroResultSearches: count,
  /** Most frequent first (ties: the latest first), at most 100. */
  items: z.array(zeroResultSearchSchema),
});
export type AdminSearches = z.infer<typeof adminSearchesSchema>;
