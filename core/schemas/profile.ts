import { z } from './zod';
import { COMPANY_STATUSES, LICENCE_KIND_LABELS, type LicenceKind } from '../enums';
import { emirateSchema, licenceKindSchema, verificationStatusSchema } from './enums';
import { emailSchema, phoneSchema, requiredText } from './common';
import { tripTermsSchema } from './trip';

/** A UAE number in E.164 (`+971…`): written locally (050…) or internationally. */
export const uaePhoneSchema = phoneSchema.refine(
  (number) => /^\+971[1-9][0-9]{7,8}$/.test(number),
  'Enter a UAE number, e.g. +971 50 123 4567',
);

const optionalNullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .transform((text) => (text ? text : null));

export const websiteSchema = z
  .string()
  .trim()
  .max(300)
  .nullable()
  .transform((text) => (text ? text : null))
  .refine(
    (text) => text === null || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(text),
    'Enter a web address starting with https://',
  );

export const MINIMUM_AGE = { min: 18, max: 30 } as const;

/** PATCH /api/vendor/profile: every field optional; only what is sent changes. */
export const profilePatchSchema = z
  .object({
    name: requiredText(120),
    description: optionalNullableText(2000),
    /** The description in Arabic, for the Arabic site (issue #21); blank or null: none. */
    descriptionAr: optionalNullableText(2000),
    emirate: emirateSchema,
    address: optionalNullableText(300),
    whatsapp: uaePhoneSchema,
    email: emailSchema,
    phone: uaePhoneSchema,
    website: websiteSchema,
    minimumAge: z
      .number({ error: 'Enter an age in years' })
      .int('Whole years only')
      .min(MINIMUM_AGE.min, `At least ${MINIMUM_AGE.min}`)
      .max(MINIMUM_AGE.max, `At most ${MINIMUM_AGE.max}`),
    depositPolicy: optionalNullableText(300),
    licencesAccepted: z
      .array(licenceKindSchema)
      .min(1, 'Accept at least one kind of licence')
      .max(3)
      .refine((kinds) => new Set(kinds).size === kinds.length, 'Each kind once'),
    /**
     * The company's default trip terms for its cars (core rules/tripTerms): the whole set,
     * replacing the previous one; a term left out is the platform's default.
     */
    tripTerms: tripTermsSchema,
  })
  .partial()
  .strict();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;
export type ProfilePatchInput = z.input<typeof profilePatchSchema>;

/** GET /api/vendor/profile: the company's profile and contact details as it edits them. */
export const vendorProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  emirate: emirateSchema,
  address: z.string().nullable(),
  whatsapp: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  minimumAge: z.number().int(),
  depositPolicy: z.string().nullable(),
  licencesAccepted: z.array(licenceKindSchema),
  /** The company's default trip terms, as stated (a car's own terms win over them). */
  tripTerms: tripTermsSchema,
  /** The sentence renters read on the profile. */
  licencesText: z.string().nullable(),
  verified: z.boolean(),
  verificationStatus: verificationStatusSchema,
  /** Why the verification was refused: the admin's note on the newest refused document. */
  verificationNote: z.string().nullable(),
  /** A suspended company's cars and profile are off the site until an admin reinstates it. */
  status: z.enum(COMPANY_STATUSES),
  suspensionReason: z.string().nullable(),
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

/** The renters' sentence for a set of licence kinds: "UAE, GCC or international driving licence". */
export function licencesText(kinds: readonly LicenceKind[]): string {
  const labels = licenceKindSchema.options
    .filter((kind) => kinds.includes(kind))
    .map((kind) => LICENCE_KIND_LABELS[kind]);
  if (labels.length === 0) return '';
  const list =
    labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
  return `${list} driving licence`;
}
