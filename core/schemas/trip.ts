import { z } from './zod';
import { EMIRATES } from '../enums';
import { isIsoDate, isTripTime, statedTripTime, TRIP_TIME_MESSAGE } from '../rules/tripDays';
import { RATE_TIERS } from '../rules/tripPrice';
import { DAY_RATE_KINDS, SEASON_LIMITS, seasonsProblem } from '../rules/dayRates';
import {
  CANCELLATION_POLICIES,
  DEPOSIT_HOLDS,
  FUEL_POLICIES,
  INSURANCE_TYPES,
} from '../rules/tripTerms';
import { emirateSchema } from './enums';

/** A UAE date `YYYY-MM-DD` that exists (2026-02-30 does not). */
export const isoDateSchema = z.string().trim().refine(isIsoDate, 'Use a date written 2026-12-01');

/** A pick-up or return time, UAE wall clock on the half hour (`10:00`, `14:30`). */
export const tripTimeSchema = z.string().trim().refine(isTripTime, TRIP_TIME_MESSAGE);

/** As a URL parameter: 10:00, the default, reads as not given (one key, one cache entry). */
export const statedTripTimeSchema = tripTimeSchema.transform(statedTripTime);

const aed = z.number().int('Whole dirhams only').min(0).max(100_000);

/** Every structured trip term (core rules/tripTerms), with the limits a vendor may state. */
const tripTermsShape = {
  graceHours: z
    .number()
    .int('Whole hours only')
    .min(0, 'At least 0 hours')
    .max(6, 'At most 6 hours'),
  deliveryFees: z.partialRecord(
    z.enum(EMIRATES),
    // "No delivery" (null) is a car's choice; a company leaves such an emirate out.
    z
      .number({
        error: (issue) =>
          issue.input === null ? 'Leave out an emirate you do not deliver to' : undefined,
      })
      .int('Whole dirhams only')
      .min(0)
      .max(100_000),
  ),
  depositHold: z.enum(DEPOSIT_HOLDS),
  depositReturnDays: z
    .number()
    .int('Whole days only')
    .min(0, 'At least 0 days')
    .max(90, 'At most 90 days'),
  insuranceType: z.enum(INSURANCE_TYPES),
  insuranceExcessAed: aed,
  fuelPolicy: z.enum(FUEL_POLICIES),
  minimumLicenceYears: z
    .number()
    .int('Whole years only')
    .min(0, 'At least 0 years')
    .max(20, 'At most 20 years'),
  cancellation: z.enum(CANCELLATION_POLICIES),
};

/**
 * Structured trip terms, partial: a company's defaults or a car's own (core rules/tripTerms). A
 * term left out is inherited (the car's from its company, the company's from the defaults).
 */
export const tripTermsSchema = z.object(tripTermsShape).partial().strict();
export type TripTermsInput = z.infer<typeof tripTermsSchema>;

const dayRate = z
  .number()
  .int('Whole dirhams only')
  .min(1, 'Give a rate above AED 0')
  .max(100_000, 'At most AED 100,000 a day');

/** A season: first and last day (both included) and its day rate. */
export const seasonSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema, pricePerDay: dayRate })
  .strict();

/**
 * A car's delivery per emirate over its company's (core rules/tripTerms `CarDeliveryFees`): an
 * emirate left out is as the company, a fee its own (0: free), `null` no delivery there.
 */
const carDeliveryFeesSchema = z.partialRecord(z.enum(EMIRATES), aed.nullable());

/**
 * A car's weekend and season day rates (core rules/dayRates.ts), beside its terms: a car's own
 * only, since a company has no day price to set them against. Seasons end on or after their
 * start and never overlap (the message names the season and its field).
 */
const dayRatesShape = {
  weekendPricePerDay: dayRate,
  seasons: z
    .array(seasonSchema)
    .max(SEASON_LIMITS.maxSeasons, `At most ${SEASON_LIMITS.maxSeasons} seasons`)
    .superRefine((seasons, ctx) => {
      if (seasons.some((season) => !isIsoDate(season.from) || !isIsoDate(season.to))) return;
      const problem = seasonsProblem(seasons);
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          path: [problem.index, problem.field],
          message: problem.message,
        });
      }
    }),
};

/**
 * A car's own trip terms: the company's terms (delivery per emirate may also be `null`: no
 * delivery there) and the car's weekend and season rates.
 */
export const carTripTermsSchema = z
  .object({ ...tripTermsShape, deliveryFees: carDeliveryFeesSchema, ...dayRatesShape })
  .partial()
  .strict();
export type CarTripTermsInput = z.infer<typeof carTripTermsSchema>;

/** Every term stated: what holds once inheritance is applied (`effectiveTripTerms`). */
export const fullTripTermsSchema = z.object(tripTermsShape);

/** GET /api/cars/:id/quote */
export const quoteQuerySchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  fromTime: statedTripTimeSchema.optional(),
  toTime: statedTripTimeSchema.optional(),
  delivery: emirateSchema.optional(),
  driverAge: z.coerce.number().int('Whole years').min(18).max(99).optional(),
});
export type QuoteQuery = z.infer<typeof quoteQuerySchema>;

export const quoteSchema = z.object({
  carId: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** The pick-up and return times the days were counted with (`HH:mm`, 10:00 when not asked). */
  fromTime: z.string(),
  toTime: z.string(),
  /** Free on every day of the range. */
  available: z.boolean(),
  days: z.number().int(),
  tier: z.enum(RATE_TIERS),
  plan: z.object({ months: z.number().int(), weeks: z.number().int(), days: z.number().int() }),
  /**
   * The days billed at the daily rates (`plan.days` of them), by rate: the day price, the
   * weekend's or a season's (core rules/dayRates.ts), in the trip's order.
   */
  dayLines: z.array(
    z.object({
      kind: z.enum(DAY_RATE_KINDS),
      count: z.number().int(),
      rate: z.number(),
      amount: z.number(),
    }),
  ),
  rates: z.object({
    day: z.number(),
    week: z.number().nullable(),
    month: z.number(),
    /** The car's weekend day rate (Saturday and Sunday), null when it has none. */
    weekend: z.number().nullable(),
  }),
  rent: z.number(),
  /** The emirate asked for delivery, its fee (0: free), or null when the car is not delivered there. */
  delivery: z.number().nullable(),
  deliveryEmirate: emirateSchema.nullable(),
  vat: z.number(),
  total: z.number(),
  deposit: z.object({
    amount: z.number(),
    hold: z.enum(DEPOSIT_HOLDS),
    returnDays: z.number().int(),
  }),
  includedKm: z.number().int(),
  kmPerDay: z.number().int(),
  extraKmPrice: z.number(),
  salikPerCrossing: z.number(),
  insurance: z.object({
    type: z.enum(INSURANCE_TYPES),
    included: z.boolean(),
    excess: z.number(),
  }),
  fuelPolicy: z.enum(FUEL_POLICIES),
  minimumAge: z.number().int(),
  minimumLicenceYears: z.number().int(),
  cancellation: z.enum(CANCELLATION_POLICIES),
  graceHours: z.number().int(),
  /** Present when `driverAge` was asked: does it meet the minimum age? */
  driverAgeAccepted: z.boolean().optional(),
  /** Emirates the car is delivered to, with their fee (the car's own over its company's). */
  deliveryFees: z.partialRecord(z.enum(EMIRATES), z.number()),
});
export type Quote = z.infer<typeof quoteSchema>;

/** A car's trip on a search result: rental days and the total, VAT included. */
export const carTripSchema = z.object({ days: z.number().int(), total: z.number() });
export type CarTrip = z.infer<typeof carTripSchema>;

export const CAR_BLOCK_REASONS = ['maintenance', 'rented_elsewhere', 'holiday', 'booked'] as const;
export type CarBlockReason = (typeof CAR_BLOCK_REASONS)[number];
/** The reasons a vendor may give; `booked` blocks come from won leads only. */
export const VENDOR_BLOCK_REASONS = ['maintenance', 'rented_elsewhere', 'holiday'] as const;
export type VendorBlockReason = (typeof VENDOR_BLOCK_REASONS)[number];
export const CAR_BLOCK_REASON_LABELS: Record<CarBlockReason, string> = {
  maintenance: 'Maintenance',
  rented_elsewhere: 'Rented elsewhere',
  holiday: 'Holiday',
  booked: 'Booked through a lead',
};

/** POST /api/vendor/cars/:id/blocks: days inclusive; `booked` blocks come from won leads only. */
export const carBlockInputSchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    reason: z.enum(VENDOR_BLOCK_REASONS),
    note: z.string().trim().max(200).optional(),
  })
  .strict()
  .superRefine((block, ctx) => {
    if (isIsoDate(block.from) && isIsoDate(block.to) && block.to < block.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The last blocked day is before the first',
      });
    }
  });
export type CarBlockInput = z.infer<typeof carBlockInputSchema>;

/**
 * POST /api/vendor/blocks (the same body as one car's block): the cars of the company now blocked
 * on those days, and those left as they were because a block of theirs already overlaps them
 * (`from`–`to`: that block's days, the earliest such block).
 */
export const fleetBlockResultSchema = z.object({
  blocked: z.array(z.number().int()),
  skipped: z.array(z.object({ carId: z.number().int(), from: z.string(), to: z.string() })),
});
export type FleetBlockResult = z.infer<typeof fleetBlockResultSchema>;

export const carBlockSchema = z.object({
  id: z.number().int(),
  carId: z.number().int(),
  from: z.string(),
  to: z.string(),
  reason: z.enum(CAR_BLOCK_REASONS),
  note: z.string().nullable(),
  leadId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type CarBlock = z.infer<typeof carBlockSchema>;
