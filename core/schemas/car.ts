import { z } from './zod';
import { abilitiesSchema } from './abilities';
import { TRANSMISSIONS } from '../enums';
import {
  brandSchema,
  carTypeSchema,
  emirateSchema,
  listingStatusSchema,
  serviceSchema,
} from './enums';
import { KM_ALLOWANCE, RENTAL_POLICY_DEFAULTS } from '../constants';
import { idSchema, optionalText, requiredText } from './common';
import { companyContactSchema, companySchema } from './company';
import { REVIEWED_LISTING_FIELDS, type ReviewedListingField } from '../rules/listingStatus';
import { FEATURE_DAYS } from '../rules/featuredSlots';
import { carTripTermsSchema, fullTripTermsSchema } from './trip';
import { translatedTextSchema } from '../i18n/companyTexts';

const CURRENT_YEAR = new Date().getUTCFullYear();
const aed = z.number().int('Whole dirhams only').min(0);

/** UAE rental terms of a listing. Every field has the default the spec states. (docs/product.md#cars-and-rental-terms) */
export const rentalTermsSchema = z.object({
  securityDepositAed: aed.max(100_000).default(RENTAL_POLICY_DEFAULTS.securityDepositAed),
  kmPerDay: z.number().int().min(0).max(5000).default(KM_ALLOWANCE.perDay),
  kmPerMonth: z.number().int().min(0).max(100_000).default(KM_ALLOWANCE.perMonth),
  extraKmChargeAed: z.number().min(0).max(1000).default(0),
  minimumDriverAge: z
    .number()
    .int()
    .min(18)
    .max(99)
    .default(RENTAL_POLICY_DEFAULTS.minimumDriverAge),
  salikChargeAed: z.number().min(0).max(100).default(0),
  insuranceIncluded: z.boolean().default(true),
});
export type RentalTerms = z.infer<typeof rentalTermsSchema>;

export const carImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  position: z.number().int(),
});
export type CarImage = z.infer<typeof carImageSchema>;

/** A car as renters see it: the spec's section 3 fields, plus ours. (docs/product.md#cars-and-rental-terms) */
export const carSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  brand: brandSchema,
  model: z.string(),
  year: z.number().int(),
  pricePerDay: z.number().int(),
  pricePerWeek: z.number().int().nullable(),
  pricePerMonth: z.number().int().nullable(),
  carType: carTypeSchema,
  emirate: emirateSchema,
  imageUrl: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
  companyVerified: z.boolean(),
  horsepower: z.number().int().nullable(),
  seats: z.number().int(),
  transmission: z.enum(TRANSMISSIONS),
  approved: z.boolean(),
  featured: z.boolean(),
  active: z.boolean(),
  withDriver: z.boolean(),
  services: z.array(serviceSchema),
  images: z.array(carImageSchema),
  terms: rentalTermsSchema.extend({ pricesIncludeVat: z.literal(true) }),
  createdAt: z.string(),
});
export type Car = z.infer<typeof carSchema>;

/**
 * GET /api/cars/:id: the car, its rental company with the company's contact details (so a
 * renter can still be handed over when recording the lead fails), where it is delivered and up
 * to 8 similar cars.
 */
export const carDetailSchema = carSchema.extend({
  company: companySchema.extend({ contact: companyContactSchema }),
  /**
   * The emirates the car is delivered to (or collected from), each with its fee in AED (0:
   * free): the car's own choices over its company's (core rules/tripTerms `effectiveTripTerms`).
   * An emirate left out: no delivery there.
   */
  deliveryFees: z.partialRecord(emirateSchema, z.number()),
  similar: z.array(carSchema),
});
export type CarDetail = z.infer<typeof carDetailSchema>;

/** A field's value in a revision's diff (texts, numbers, enum values; null when unset). */
const diffValueSchema = z.union([z.string(), z.number(), z.boolean()]).nullable();

/**
 * Changes of an approved listing waiting for review (core rules/listingStatus): the public
 * still sees the approved values. `diff` is field by field, approved value → waiting one;
 * `photos` says which photos the revision adds, removes, and whether it reorders them.
 */
export const pendingChangesSchema = z.object({
  /** Name it when deciding, so that a newer edit is never approved unseen. */
  revision: z.number().int(),
  submittedAt: z.string(),
  diff: z.array(
    z.object({
      field: z.enum(REVIEWED_LISTING_FIELDS as [ReviewedListingField, ...ReviewedListingField[]]),
      before: diffValueSchema,
      after: diffValueSchema,
    }),
  ),
  photos: z
    .object({
      added: z.array(carImageSchema),
      removed: z.array(carImageSchema),
      reordered: z.boolean(),
    })
    .nullable(),
});
export type PendingChanges = z.infer<typeof pendingChangesSchema>;

/**
 * A car as its own rental company sees it in the dashboard. For an approved listing with
 * changes waiting, the fields and photos are the proposed ones (what the vendor last saved) and
 * `pendingChanges` holds the diff against the public version; `changesRejection` is the reason
 * the last revision was refused (the approved version stayed public).
 */
export const vendorCarSchema = carSchema.extend({
  /** The title and description in Arabic, as the vendor wrote them (null: none; the Arabic site shows the English). */
  titleAr: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  status: listingStatusSchema,
  rejectionReason: z.string().nullable(),
  pendingChanges: pendingChangesSchema.nullable(),
  changesRejection: z.object({ reason: z.string(), at: z.string() }).nullable(),
  /** The car's own structured trip terms (partial): each one stated wins over the company's. */
  tripTerms: carTripTermsSchema,
  /** What the car inherits where it states nothing: its company's terms over the defaults. */
  inheritedTripTerms: fullTripTermsSchema,
  /** The end of the car's featured placement while it runs (ISO), else null. */
  featuredUntil: z.string().nullable(),
  /** `feature`: a live listing (the plan's slots are checked by the route: 422 when full). */
  can: abilitiesSchema('edit', 'delete', 'duplicate', 'submit', 'feature', 'unfeature'),
});
export type VendorCar = z.infer<typeof vendorCarSchema>;

/** POST /api/vendor/cars/:id/feature: how many days the placement runs (core rules/featuredSlots). */
export const featureInputSchema = z.object({
  days: z
    .number('Enter a number of days')
    .int('Enter a whole number of days')
    .min(FEATURE_DAYS.min, `Feature a car for at least ${FEATURE_DAYS.min} day`)
    .max(FEATURE_DAYS.max, `Feature a car for at most ${FEATURE_DAYS.max} days`),
});
export type FeatureInput = z.infer<typeof featureInputSchema>;

/** The company's featured slots: held by placements still running, of the plan's total. */
export const featuredSlotsSchema = z.object({ used: z.number().int(), total: z.number().int() });
export type FeaturedSlots = z.infer<typeof featuredSlotsSchema>;

/** The answer to a feature request: the placement's end and the slots now in use. */
export const featureResultSchema = z.object({
  carId: z.number().int(),
  featuredUntil: z.string(),
  slots: featuredSlotsSchema,
});
export type FeatureResult = z.infer<typeof featureResultSchema>;

/**
 * What a vendor sends to create a listing. The core fields are required; everything else takes
 * its default, so a listing can be created with the core fields alone.
 */
export const carInputSchema = z.object({
  title: requiredText(120),
  description: z.string().trim().max(5000).default(''),
  /** The title in Arabic, for the Arabic site (issue #21); blank or null: none. */
  titleAr: translatedTextSchema(120).default(null),
  /** The description in Arabic; blank or null: none. */
  descriptionAr: translatedTextSchema(5000).default(null),
  brand: brandSchema,
  model: requiredText(60),
  year: z
    .number()
    .int()
    .min(1990)
    .max(CURRENT_YEAR + 1),
  carType: carTypeSchema,
  emirate: emirateSchema,
  pricePerDay: aed.min(1).max(100_000),
  pricePerWeek: aed.min(1).max(700_000).nullable().default(null),
  pricePerMonth: aed.min(1).max(3_000_000).nullable().default(null),
  horsepower: z.number().int().min(1).max(2000).nullable().default(null),
  seats: z.number().int().min(1).max(60).default(5),
  transmission: z.enum(TRANSMISSIONS).default('automatic'),
  withDriver: z.boolean().default(false),
  services: z.array(serviceSchema).max(5).default([]),
  terms: rentalTermsSchema.default(rentalTermsSchema.parse({})),
  active: z.boolean().default(true),
  color: optionalText(30),
  /**
   * The car's own structured trip terms (core rules/tripTerms): the whole set, replacing what the
   * car stated before; a term left out is the company's. Left out entirely: unchanged.
   */
  tripTerms: carTripTermsSchema.optional(),
});
export type CarInput = z.infer<typeof carInputSchema>;

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
type WithoutDefaults<S extends z.ZodRawShape> = { [K in keyof S]: WithoutDefault<S[K]> };

/** A schema's fields without their defaults, so that a field left out stays left out. */
function withoutDefaults<S extends z.ZodRawShape>(shape: S): WithoutDefaults<S> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault ? field.unwrap() : field,
    ]),
  ) as WithoutDefaults<S>;
}

/**
 * PATCH /api/vendor/cars/:id: any fields of `carInputSchema`, each checked as on creation, but
 * without defaults: only what is sent changes (also inside `terms`). `null` clears the weekly
 * and monthly prices and the horsepower; an empty `color` clears the colour.
 */
export const carPatchSchema = z
  .object(withoutDefaults(carInputSchema.shape))
  .extend({ terms: z.object(withoutDefaults(rentalTermsSchema.shape)).partial() })
  .partial();
export type CarPatch = z.infer<typeof carPatchSchema>;

/**
 * GET /api/vendor/cars: sort orders of the vendor's listings (each column of the console's
 * table either way).
 */
export const VENDOR_CAR_SORTS = [
  'newest',
  'oldest',
  'price_asc',
  'price_desc',
  'title',
  'title_desc',
] as const;
export type VendorCarSort = (typeof VENDOR_CAR_SORTS)[number];

/** Vendor listing pages: `pageSize` above the maximum is refused with a 400. */
export const VENDOR_CARS_PAGE_SIZE = { default: 20, max: 100 } as const;

/** An optional query parameter: absent and empty (`?status=`) both mean no filter. */
const optionalQueryParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** GET /api/vendor/cars: the company's own listings, every status. */
export const vendorCarsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(VENDOR_CARS_PAGE_SIZE.max, `At most ${VENDOR_CARS_PAGE_SIZE.max}`)
    .default(VENDOR_CARS_PAGE_SIZE.default),
  status: optionalQueryParam(listingStatusSchema),
  /** Part of the title or model, any case. */
  query: optionalQueryParam(z.string().trim().max(100, 'At most 100 characters')),
  sort: optionalQueryParam(z.enum(VENDOR_CAR_SORTS)),
});
export type VendorCarsQuery = z.infer<typeof vendorCarsQuerySchema>;

const listingCount = z.number().int().min(0);

export const vendorCarPageSchema = z.object({
  items: z.array(vendorCarSchema),
  total: listingCount,
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The company's listings per status (with the search applied, not the status filter). */
  counts: z.object({
    draft: listingCount,
    pending: listingCount,
    approved: listingCount,
    rejected: listingCount,
  }),
});
export type VendorCarPage = z.infer<typeof vendorCarPageSchema>;

/** PATCH /api/vendor/cars/:id/images: every photo id once, the cover first. */
export const photoOrderSchema = z.object({ order: z.array(idSchema).max(200) }).strict();
