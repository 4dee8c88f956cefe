import { z } from 'zod';
import { emirateSchema, verificationStatusSchema } from '../enums';

/** A rental company as renters see it (the spec's Company, section 3). */
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
