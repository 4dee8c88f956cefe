import { z } from 'zod';
import { ALL, BRANDS, CAR_TYPES, EMIRATES, SERVICES } from '../enums';
import { CARS_PAGE_SIZE } from '../constants';
import { CATEGORY_SLUGS, resolveCategory } from '../catalogue/categories';
import { mergeFilters, type CarFilter } from './carFilter';

/**
 * The /cars `type` values: the spec's links send long-term, suv, sports, electric and driver;
 * the hero search sends its car-type filter in the same parameter, so every car type is a type.
 */
export const CAR_LISTING_TYPES = ['long-term', 'driver', ...CAR_TYPES, ALL] as const;
export type CarListingType = (typeof CAR_LISTING_TYPES)[number];

function listingTypeFilter(type: CarListingType): CarFilter {
  if (type === 'long-term') return { longTerm: true };
  if (type === 'driver') return { withDriver: true };
  if (type === ALL) return {};
  return { carTypes: [type] };
}

export const CAR_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest'] as const;
export type CarSort = (typeof CAR_SORTS)[number];

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
  brand: z.enum([...BRANDS, ALL]).optional(),
  budget: z.coerce.number().int('Whole dirhams only').positive().max(1_000_000).optional(),
  query: z.string().trim().max(100).optional(),
  noDeposit: flag.optional(),
  /** The renter's age (UAE rental companies ask 21 to 25 and more). */
  driverAge: z.coerce.number().int('Whole years').min(18).max(99).optional(),
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

/** Drop empty strings so `?brand=` means "no brand filter", as the site omits empty values. */
export function withoutEmptyParams(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}

/** The filter the parameters mean. Precedence: category, then type, then the explicit filters. */
export function carFilterFromParams(params: CarSearchParams): CarFilter {
  const parts: CarFilter[] = [];
  if (params.category) parts.push(resolveCategory(params.category)?.filter ?? {});
  if (params.type) parts.push(listingTypeFilter(params.type));
  if (params.carType === 'driver') parts.push({ withDriver: true });
  else if (params.carType && params.carType !== ALL) parts.push({ carTypes: [params.carType] });
  if (params.emirate && params.emirate !== ALL) parts.push({ emirate: params.emirate });
  if (params.service) parts.push({ service: params.service });
  if (params.brand && params.brand !== ALL) parts.push({ brand: params.brand });
  if (params.budget !== undefined) parts.push({ maxPricePerDay: params.budget });
  if (params.query) parts.push({ text: params.query });
  if (params.noDeposit) parts.push({ noDeposit: true });
  if (params.driverAge !== undefined) parts.push({ driverAge: params.driverAge });
  return mergeFilters(...parts);
}

/** The hero search's query string (spec: emirate, type, brand, budget, query; empty omitted). */
export function heroSearchQuery(input: {
  emirate?: string;
  carType?: string;
  brand?: string;
  budget?: string | number;
  query?: string;
}): string {
  const params = new URLSearchParams();
  const add = (key: string, value: string | number | undefined) => {
    const text = value === undefined ? '' : String(value).trim();
    // `all` is the filters' "any" choice: like an empty value, it is left out of the URL.
    if (text !== '' && text !== ALL) params.set(key, text);
  };
  add('emirate', input.emirate);
  add('type', input.carType);
  add('brand', input.brand);
  add('budget', input.budget);
  add('query', input.query);
  return params.toString();
}
