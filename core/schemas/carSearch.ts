import { z } from './zod';
import { BRANDS, CAR_TYPES, EMIRATES } from '../enums';
import { PRICE_BANDS } from '../rules/priceBands';
import { carSchema } from './car';
import { carTripSchema } from './trip';

const counts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K, z.ZodNumber>);

/** GET /api/cars: one page of public cars and the counts of the whole result. */
export const carSearchResultSchema = z.object({
  /** With dates (`from`, `to`): each car's `trip`, its rental days and total (VAT included). */
  items: z.array(carSchema.extend({ trip: carTripSchema.optional() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: z.object({
    carType: counts(CAR_TYPES).partial(),
    brand: counts(BRANDS).partial(),
    emirate: counts(EMIRATES).partial(),
    priceBand: counts(PRICE_BANDS.map((b) => b.key)).partial(),
    /** The lowest minimum driver age of the result's cars (absent when nothing matches). */
    lowestDriverAge: z.number().int().optional(),
  }),
});
export type CarSearchResult = z.infer<typeof carSearchResultSchema>;
export type CarFacets = CarSearchResult['facets'];

/** GET /api/cars/category-counts?emirate=: the home grid's live count per tile (by tile key). */
export const categoryCountsSchema = z.object({
  emirate: z.enum(EMIRATES),
  counts: z.record(z.string(), z.number().int()),
});
export type CategoryCounts = z.infer<typeof categoryCountsSchema>;

/** GET /api/catalogue/stats: live figures the site quotes (as core countClaim rounds them). */
export const catalogueStatsSchema = z.object({
  /** Verified companies that are not suspended. */
  verifiedCompanies: z.number().int(),
  /** Public cars (core's one visibility rule). */
  cars: z.number().int(),
});
export type CatalogueStats = z.infer<typeof catalogueStatsSchema>;
