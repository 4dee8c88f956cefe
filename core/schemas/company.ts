import { z } from './zod';
import { emirateSchema, verificationStatusSchema } from './enums';
import { carTypeSchema } from './enums';

/** A rental company as renters see it (the spec's Company, section 3). (docs/product.md#rental-companies) */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  location: z.string(),
  emirate: emirateSchema,
  carCount: z.number().int(),
  verified: z.boolean(),
  description: z.string().nullable(),
  policies: z.object({
    minimumDriverAge: z.number().int(),
    securityDeposit: z.string(),
    licences: z.string(),
  }),
});
export type Company = z.infer<typeof companySchema>;

/** The company's real contact details, handed to a renter once a lead is recorded. */
export const companyContactSchema = z.object({
  whatsapp: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type CompanyContact = z.infer<typeof companyContactSchema>;

export const companyAdminSchema = companySchema.extend({
  verificationStatus: verificationStatusSchema,
  suspended: z.boolean(),
});

/** GET /api/companies paging: `pageSize` above the maximum is refused with a 400. */
export const COMPANIES_PAGE_SIZE = { default: 24, max: 50 } as const;

/** How many public cars of one type a company has (its profile's Fleet Overview). */
export const companyFleetEntrySchema = z.object({
  carType: carTypeSchema,
  count: z.number().int(),
});
export type CompanyFleetEntry = z.infer<typeof companyFleetEntrySchema>;

/** GET /api/companies/:id: the company, its public fleet by car type (most first) and lowest day price. */
export const companyProfileSchema = companySchema.extend({
  fleet: z.array(companyFleetEntrySchema),
  /** Lowest day price (AED) of its public cars; null when it has none. */
  priceFrom: z.number().int().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** GET /api/companies: one page of companies. */
export const companyPageSchema = z.object({
  items: z.array(companySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CompanyPage = z.infer<typeof companyPageSchema>;
