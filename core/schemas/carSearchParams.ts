/**
 * The zod schema of /cars and /api/cars query parameters. The API validates with it (unknown
 * values are errors naming the parameter). The site reads a URL with core's zod-free
 * `parseCarSearchParams` (rules/carSearchParams.ts), whose tests hold it to this schema.
 */
import { z } from './zod';
import { ALL, BRANDS, CAR_TYPES, EMIRATES, SERVICES } from '../enums';
import { CARS_PAGE_SIZE } from '../constants';
import { CATEGORY_SLUGS } from '../catalogue/categories';
import { locationPlaceBySlug } from '../catalogue/locationPlaces';
import { CAR_LISTING_TYPES, CAR_SORTS } from '../rules/carSearchParams';
import { isoDateSchema, statedTripTimeSchema } from './trip';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Every query parameter /cars (the page) and /api/cars (the API) accept, as strings in a URL.
 * Unknown values are errors naming the parameter; empty values count as absent.
 */
export const carSearchParamsSchema = z.object({
  type: z.enum(CAR_LISTING_TYPES).optional(),
  carType: z.enum([...CAR_TYPES, 'driver', ALL]).optional(),
  emirate: z.enum([...EMIRATES, ALL]).optional(),
  service: z.enum(SERVICES).optional(),
  category: z
    .string()
    .refine((slug) => CATEGORY_SLUGS.includes(slug), 'Unknown category')
    .optional(),
  /** A location landing page's slug: its emirate and, for districts, the companies' area. */
  location: z
    .string()
    .refine((slug) => locationPlaceBySlug(slug) !== undefined, 'Unknown location')
    .optional(),
  brand: z.enum([...BRANDS, ALL]).optional(),
  budget: z.coerce.number().int('Whole dirhams only').positive().max(1_000_000).optional(),
  query: z.string().trim().max(100).optional(),
  noDeposit: flag.optional(),
  /** The renter's age (UAE rental companies ask 21 to 25 and more). */
  driverAge: z.coerce.number().int('Whole years').min(18).max(99).optional(),
  /** The trip's pick-up and return dates (UAE, `YYYY-MM-DD`): only cars free on every day. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** The pick-up and return times (`HH:mm`, half hours); 10:00, the default, is never written. */
  fromTime: statedTripTimeSchema.optional(),
  toTime: statedTripTimeSchema.optional(),
  sort: z.enum(CAR_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  /** Larger sizes are capped, not refused: a client asking for too much still gets a page. */
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .transform((n) => Math.min(n, CARS_PAGE_SIZE.max))
    .optional(),
});
export type CarSearchParams = z.infer<typeof carSearchParamsSchema>;
