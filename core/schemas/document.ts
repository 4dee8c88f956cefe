import { z } from './zod';
import { abilitiesSchema } from './abilities';
import { documentKindSchema, documentStatusSchema } from './enums';

/** A verification document as its company sees it (never the storage key). */
export const vendorDocumentSchema = z.object({
  id: z.number().int(),
  kind: documentKindSchema,
  status: documentStatusSchema,
  originalName: z.string(),
  mime: z.string(),
  size: z.number().int(),
  expiresOn: z.string().nullable(),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The file can be downloaded (documents checked outside the product have none). */
  hasFile: z.boolean(),
  can: abilitiesSchema('withdraw'),
});
export type VendorDocument = z.infer<typeof vendorDocumentSchema>;

/** GET /api/vendor/documents: newest first, and the required kinds still to send. */
export const vendorDocumentListSchema = z.object({
  items: z.array(vendorDocumentSchema),
  missing: z.array(documentKindSchema),
});
export type VendorDocumentList = z.infer<typeof vendorDocumentListSchema>;

/** Largest document accepted (413 above). */
export const MAX_DOCUMENT_BYTES = 15 * 1024 * 1024;
export const ACCEPTED_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export const isoDateSchema = z
  .string()
  .trim()
  .regex(ISO_DATE, 'Use an ISO date, e.g. 2027-06-30')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, 'Not a real date');

/**
 * The text fields of POST /api/vendor/documents (multipart, beside the file). `expiresOn` must
 * be after `today` (the UAE day): an expired document cannot verify anything.
 */
export const documentUploadFieldsSchema = (today: string) =>
  z.object({
    kind: documentKindSchema,
    expiresOn: z.preprocess(
      (value) => (value === '' ? undefined : value),
      isoDateSchema.refine((date) => date > today, 'Must be a date in the future').optional(),
    ),
  });
export type DocumentUploadFields = z.infer<ReturnType<typeof documentUploadFieldsSchema>>;
