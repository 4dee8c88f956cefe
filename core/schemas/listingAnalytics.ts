/**
 * Listing analytics (docs/api.md, "Listing analytics"): what the site reports about a listing
 * (POST /api/listing-events) and what a vendor reads back (GET /api/vendor/analytics).
 */
import { z } from './zod';
import { carTypeSchema, contactMethodSchema, emirateSchema } from './enums';
import { idSchema } from './common';

import {
  ANALYTICS_PERIODS,
  MAX_IMPRESSIONS_PER_REPORT,
  type AnalyticsPeriod,
} from '../rules/listingAnalytics';

export { ANALYTICS_PERIODS, MAX_IMPRESSIONS_PER_REPORT, type AnalyticsPeriod };

/** A renter's browser reports a listing shown, opened, or a contact button pressed. */
export const listingEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('impression'),
    carIds: z.array(idSchema).min(1).max(MAX_IMPRESSIONS_PER_REPORT),
  }),
  z.object({ kind: z.literal('view'), carId: idSchema }),
  z.object({ kind: z.literal('click'), carId: idSchema, channel: contactMethodSchema }),
]);
export type ListingEvent = z.infer<typeof listingEventSchema>;

export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine(
      (days): days is AnalyticsPeriod => (ANALYTICS_PERIODS as readonly number[]).includes(days),
      {
        message: `days must be one of ${ANALYTICS_PERIODS.join(', ')}`,
      },
    )
    .default(30),
  /** One car of the vendor's: the totals and series are that car's alone. */
  carId: idSchema.optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().int().min(0);

export const clicksSchema = z.object({
  whatsapp: count,
  email: count,
  phone: count,
  total: count,
});
export type Clicks = z.infer<typeof clicksSchema>;

export const listingCountsSchema = z.object({
  impressions: count,
  views: count,
  clicks: clicksSchema,
  leads: count,
  /** Leads ÷ detail views (0–1); null without views. */
  conversionRate: z.number().min(0).nullable(),
});
export type ListingCounts = z.infer<typeof listingCountsSchema>;

export const vendorAnalyticsSchema = z.object({
  days: z.number().int(),
  /** First and last UAE day of the period (YYYY-MM-DD), today included. */
  from: z.string(),
  to: z.string(),
  carId: z.number().int().nullable(),
  totals: listingCountsSchema,
  /** One entry per day of the period, oldest first, days without events as zeros. */
  series: z.array(listingCountsSchema.extend({ day: z.string() })),
  /** Every car of the company (or the one asked for), most viewed first. */
  cars: z.array(
    listingCountsSchema.extend({
      carId: z.number().int(),
      title: z.string(),
      status: z.string(),
      /** Shown to renters when approved (the vendor can take a car off the site). */
      active: z.boolean(),
    }),
  ),
  /** Each car's day price against the median of public cars of the same type and emirate. */
  prices: z.array(
    z.object({
      carId: z.number().int(),
      title: z.string(),
      carType: carTypeSchema,
      emirate: emirateSchema,
      pricePerDay: z.number(),
      /** Median day price of other companies' public cars like it; null when there are none. */
      marketMedian: z.number().nullable(),
      similarCars: count,
      /** (price − median) ÷ median, e.g. 0.12 = 12 % above; null without a median. */
      difference: z.number().nullable(),
    }),
  ),
});
export type VendorAnalytics = z.infer<typeof vendorAnalyticsSchema>;
