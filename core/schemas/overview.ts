import { z } from './zod';
import { contactMethodSchema, documentKindSchema, listingStatusSchema } from './enums';

const count = z.number().int().min(0);

/** GET /api/vendor/overview: the dashboard's first screen in one call. */
export const vendorOverviewSchema = z.object({
  leads: z.object({
    /** Leads of the last 7 UAE days, today included. */
    thisWeek: count,
    byMethod: z.record(contactMethodSchema, count),
    /** One entry per day of the last 7 (oldest first), zero days included. */
    byDay: z.array(z.object({ date: z.string(), count })),
  }),
  listings: z.object({
    byStatus: z.record(listingStatusSchema, count),
    rejected: z.array(
      z.object({ id: z.number().int(), title: z.string(), reason: z.string().nullable() }),
    ),
  }),
  documents: z.object({
    missing: z.array(documentKindSchema),
    rejected: z.array(
      z.object({ id: z.number().int(), kind: documentKindSchema, note: z.string().nullable() }),
    ),
    expiringSoon: z.array(
      z.object({ id: z.number().int(), kind: documentKindSchema, expiresOn: z.string() }),
    ),
  }),
  plan: z.object({
    id: z.string(),
    name: z.string(),
    carLimit: count,
    used: count,
    nearLimit: z.boolean(),
  }),
  company: z.object({ name: z.string(), verified: z.boolean() }),
});
export type VendorOverview = z.infer<typeof vendorOverviewSchema>;
