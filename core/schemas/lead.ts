import { z } from 'zod';
import { contactMethodSchema, leadStatusSchema } from '../enums';
import { companyContactSchema } from './company';
import { emailSchema, idSchema, phoneSchema, requiredText } from './common';

/** The contact form's data (spec section 5: all three required, blank or whitespace-only fail). */
export const contactDataSchema = z.object({
  name: requiredText(100),
  email: emailSchema,
  phone: phoneSchema,
});
export type ContactData = z.input<typeof contactDataSchema>;

/** POST /api/leads. `website` is a honeypot: people leave it empty, form-filling bots do not. */
export const leadInputSchema = contactDataSchema.extend({
  carId: idSchema,
  method: contactMethodSchema,
  sourcePage: z.string().trim().max(500).optional(),
  website: z.string().max(500).optional(),
});
export type LeadInput = z.infer<typeof leadInputSchema>;

export const leadCreatedSchema = z.object({
  id: z.number().int(),
  contact: companyContactSchema,
});

export const leadSchema = z.object({
  id: z.number().int(),
  carId: z.number().int().nullable(),
  carTitle: z.string().nullable(),
  companyId: z.number().int(),
  method: contactMethodSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: leadStatusSchema,
  sourcePage: z.string().nullable(),
  createdAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;
