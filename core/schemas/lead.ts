import { z } from './zod';
import { abilitiesSchema } from './abilities';
import { contactMethodSchema, emirateSchema, leadStatusSchema } from './enums';
import { LEAD_STATUSES } from '../enums';
import { companyContactSchema } from './company';
import { emailSchema, idSchema, phoneSchema, requiredText } from './common';
import { UAE_OFFSET_MS, UAE_UTC_OFFSET } from '../rules/uaeTime';
import { isoDateSchema, statedTripTimeSchema } from './trip';

/** The contact form's data (spec section 5: all three required, blank or whitespace-only fail). (docs/product.md#contact-dialog) */
export const contactDataSchema = z.object({
  name: requiredText(100),
  email: emailSchema,
  phone: phoneSchema,
});
export type ContactData = z.input<typeof contactDataSchema>;

/**
 * POST /api/leads. `website` is a honeypot: people leave it empty, form-filling bots do not.
 * `copyTo`: the address of the renter's copy (the dialog's "Send me a copy"), when asked for.
 */
export const leadInputSchema = contactDataSchema.extend({
  carId: idSchema,
  method: contactMethodSchema,
  copyTo: emailSchema.optional(),
  sourcePage: z.string().trim().max(500).optional(),
  website: z.string().max(500).optional(),
  /** The trip asked about (UAE dates, both or neither): the lead stores it with its quoted total. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** Its pick-up and return times (`HH:mm`; 10:00 when left out): they count its days. */
  fromTime: statedTripTimeSchema.optional(),
  toTime: statedTripTimeSchema.optional(),
});
export type LeadInput = z.infer<typeof leadInputSchema>;

export const leadCreatedSchema = z.object({
  id: z.number().int(),
  contact: companyContactSchema,
});
export type LeadCreated = z.infer<typeof leadCreatedSchema>;

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
  /** The trip the renter asked about (null without dates): days and the total quoted then. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  days: z.number().int().nullable(),
  quotedTotal: z.number().nullable(),
  createdAt: z.string(),
  /** The statuses the lead may be moved to (core/rules/leadStatus), each as `can[status]`. */
  can: abilitiesSchema(...LEAD_STATUSES),
});
export type Lead = z.infer<typeof leadSchema>;

/** PATCH /api/vendor/leads/:id: the follow-up status (moves allowed by core/rules/leadStatus). */
export const leadStatusUpdateSchema = z.object({ status: leadStatusSchema });
export type LeadStatusUpdate = z.infer<typeof leadStatusUpdateSchema>;

/** Lead lists: `pageSize` above the maximum is refused with a 400. */
export const LEADS_PAGE_SIZE = { default: 20, max: 100 } as const;

/**
 * Dates in lead filters are UAE days: a date without a time (`2026-11-21`) means that day in
 * Gulf Standard Time (UTC+4, no daylight saving), as the rental companies count it. A date-time
 * (`2026-11-21T09:30:00Z`, `…+04:00`) is taken as written; one without an offset is UAE time.
 */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a date filter stops: before the next day (a date) or at an instant (a date-time). */
export type DateBound = { at: Date; inclusive: boolean };

const plausible = (date: Date) =>
  !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1970 && date.getUTCFullYear() <= 9999;

/** A `from`/`to` value as the instant it starts at and whether it names a whole day. */
export function readLeadDate(raw: string): { start: Date; wholeDay: boolean } | null {
  const text = raw.trim();
  if (DATE_ONLY.test(text)) {
    const start = new Date(`${text}T00:00:00${UAE_UTC_OFFSET}`);
    if (!plausible(start)) return null;
    // 2026-02-30 would roll over into March: refused.
    const sameDay = new Date(start.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10) === text;
    return sameDay ? { start, wholeDay: true } : null;
  }
  if (DATE_TIME.test(text)) {
    const hasOffset = /(Z|[+-]\d{2}:\d{2})$/.test(text);
    const start = new Date(hasOffset ? text : `${text}${UAE_UTC_OFFSET}`);
    return plausible(start) ? { start, wholeDay: false } : null;
  }
  return null;
}

const DATE_MESSAGE = 'Use an ISO date (2026-11-21) or date-time (2026-11-21T09:30:00+04:00)';

/** An optional query parameter: absent and empty (`?status=`) both mean no filter. */
const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `from`: leads created at or after it (a date: from that day's start in the UAE). */
const fromParam = optionalParam(
  z.string().transform((raw, ctx) => {
    const date = readLeadDate(raw);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: DATE_MESSAGE });
      return z.NEVER;
    }
    return date.start;
  }),
);

/** `to`: leads created up to it (a date: the whole of that day in the UAE). */
const toParam = optionalParam(
  z.string().transform((raw, ctx): DateBound => {
    const date = readLeadDate(raw);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: DATE_MESSAGE });
      return z.NEVER;
    }
    return date.wholeDay
      ? { at: new Date(date.start.getTime() + DAY_MS), inclusive: false }
      : { at: date.start, inclusive: true };
  }),
);

const leadListQueryBase = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(LEADS_PAGE_SIZE.max, `At most ${LEADS_PAGE_SIZE.max}`)
    .default(LEADS_PAGE_SIZE.default),
  status: optionalParam(leadStatusSchema),
  method: optionalParam(contactMethodSchema),
  from: fromParam,
  to: toParam,
});

const fromNotAfterTo = (query: { from?: Date; to?: DateBound }, ctx: z.RefinementCtx) => {
  if (!query.from || !query.to) return;
  const from = query.from.getTime();
  const to = query.to.at.getTime();
  if (query.to.inclusive ? from > to : from >= to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: '`to` must not be before `from`' });
  }
};

export const VENDOR_LEAD_SORTS = ['newest', 'oldest'] as const;
export type VendorLeadSort = (typeof VENDOR_LEAD_SORTS)[number];

/** GET /api/vendor/leads (and leads.csv): the company's own leads, newest first by default. */
export const vendorLeadsQuerySchema = leadListQueryBase
  .extend({
    carId: optionalParam(idSchema),
    sort: optionalParam(z.enum(VENDOR_LEAD_SORTS)),
  })
  .superRefine(fromNotAfterTo);
export type VendorLeadsQuery = z.infer<typeof vendorLeadsQuerySchema>;

/**
 * GET /api/admin/leads (and leads.csv): every company's leads, newest first. `emirate`: leads
 * about cars in that emirate (a deleted car's lead: its company's emirate).
 */
export const adminLeadsQuerySchema = leadListQueryBase
  .extend({ companyId: optionalParam(idSchema), emirate: optionalParam(emirateSchema) })
  .superRefine(fromNotAfterTo);
export type AdminLeadsQuery = z.infer<typeof adminLeadsQuerySchema>;

const count = z.number().int().min(0);

/**
 * Lead counts for a list's summary. Each breakdown applies every filter of the request except
 * its own dimension (as search facets do): filtered by `status=new`, `byStatus` still counts
 * every status, so tabs can show their numbers; `byMethod` counts the new leads per channel.
 */
export const leadTotalsSchema = z.object({
  byMethod: z.record(contactMethodSchema, count),
  byStatus: z.record(leadStatusSchema, count),
});
export type LeadTotals = z.infer<typeof leadTotalsSchema>;

/** How many leads one car received; `carId` is null for leads of deleted cars. */
export const carLeadCountSchema = z.object({
  carId: z.number().int().nullable(),
  carTitle: z.string().nullable(),
  count,
});
export type CarLeadCount = z.infer<typeof carLeadCountSchema>;

/** The vendor summary keeps the cars with the most leads. */
export const VENDOR_LEADS_TOP_CARS = 20;

export const vendorLeadPageSchema = z.object({
  items: z.array(leadSchema),
  total: count,
  page: z.number().int(),
  pageSize: z.number().int(),
  /** `byCar`: the cars with the most leads, every filter applied except `carId`. */
  totals: leadTotalsSchema.extend({ byCar: z.array(carLeadCountSchema) }),
});
export type VendorLeadPage = z.infer<typeof vendorLeadPageSchema>;

/** A lead as admins see it: with the company it went to. */
export const adminLeadSchema = leadSchema.extend({ companyName: z.string() });
export type AdminLead = z.infer<typeof adminLeadSchema>;

/** How many leads a company received (the admin summary's top companies). */
export const companyLeadCountSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  count,
});

/** The admin summary keeps the companies with the most leads. */
export const ADMIN_LEADS_TOP_COMPANIES = 20;

export const adminLeadPageSchema = z.object({
  items: z.array(adminLeadSchema),
  total: count,
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: leadTotalsSchema.extend({ byCompany: z.array(companyLeadCountSchema) }),
});
export type AdminLeadPage = z.infer<typeof adminLeadPageSchema>;
