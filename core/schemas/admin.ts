/**
 * The admin console's API (GET/POST /api/admin/*): queues, decisions and the audit trail.
 * Requests are parsed with these schemas by the API; the console types its calls with them.
 */
import { z } from './zod';
import { abilitiesSchema } from './abilities';
import { COMPANY_STATUSES, DOCUMENT_STATUSES, VERIFICATION_STATUSES } from '../enums';
import {
  documentKindSchema,
  emirateSchema,
  listingStatusSchema,
  ticketStatusSchema,
  verificationStatusSchema,
} from './enums';
import { vendorCarSchema } from './car';
import { idSchema } from './common';
import { vendorDocumentSchema } from './document';
import { supportTicketSchema } from './support';

const count = z.number().int().min(0);

/** An optional query parameter: absent and empty (`?status=`) both mean no filter. */
const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Admin lists: `pageSize` above the maximum is refused with a 400. */
export const ADMIN_PAGE_SIZE = { default: 20, max: 100 } as const;

const pagingParams = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_PAGE_SIZE.max, `At most ${ADMIN_PAGE_SIZE.max}`)
    .default(ADMIN_PAGE_SIZE.default),
};
const searchParam = optionalParam(z.string().trim().max(100, 'At most 100 characters'));

const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: count,
    page: z.number().int(),
    pageSize: z.number().int(),
  });

// ——— Decisions ———

export const DECISION_REASON = { min: 3, max: 500 } as const;

/** Why an admin refused or suspended something: the vendor reads it, so it must say something. */
export const decisionReasonSchema = z.object({
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(DECISION_REASON.min, `At least ${DECISION_REASON.min} characters`)
    .max(DECISION_REASON.max, `At most ${DECISION_REASON.max} characters`),
});
export type DecisionReason = z.infer<typeof decisionReasonSchema>;

/**
 * A listing decision may name the revision of the waiting changes the admin reviewed
 * (`pendingChanges.revision`): when the vendor changed them since, the decision is refused (409)
 * rather than applied to changes nobody saw.
 */
const revisionParam = { revision: z.number().int().min(0).optional() };
export const listingApproveSchema = z.object(revisionParam);
export type ListingApprove = z.infer<typeof listingApproveSchema>;
export const listingRejectSchema = decisionReasonSchema.extend(revisionParam);
export type ListingReject = z.infer<typeof listingRejectSchema>;

/** Most listings one bulk approval takes. */
export const BULK_APPROVE_MAX = 100;

export const bulkApproveSchema = z.object({
  ids: z
    .array(idSchema)
    .min(1, 'Choose at least one listing')
    .max(BULK_APPROVE_MAX, `At most ${BULK_APPROVE_MAX} listings at once`),
});
export type BulkApprove = z.infer<typeof bulkApproveSchema>;

/** Bulk approval: the listings approved, and the ones left as they were (not pending, unknown). */
export const bulkApproveResultSchema = z.object({
  approved: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});
export type BulkApproveResult = z.infer<typeof bulkApproveResultSchema>;

// ——— Overview ———

/** One queue of the overview: how many wait, and the one waiting longest. */
export const queueSummarySchema = z.object({
  count,
  oldest: z.object({ id: z.number().int(), label: z.string(), since: z.string() }).nullable(),
});
export type QueueSummary = z.infer<typeof queueSummarySchema>;

/** GET /api/admin/overview. */
export const adminOverviewSchema = z.object({
  pendingListings: queueSummarySchema,
  vendorsAwaitingVerification: queueSummarySchema,
  documentsToReview: queueSummarySchema,
  /** Leads of the last 7 UAE days still `new` (the oldest is the one unanswered longest). */
  newLeads: queueSummarySchema,
  openSupportTickets: queueSummarySchema,
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** The queues the console's menu shows a waiting count on. */
export const ADMIN_QUEUES = ['listings', 'vendors', 'documents', 'support'] as const;
export type AdminQueue = (typeof ADMIN_QUEUES)[number];

/** GET /api/admin/queues: how many items wait in each (the menu's badges; counts only). */
export const adminQueueCountsSchema = z.object(
  Object.fromEntries(ADMIN_QUEUES.map((queue) => [queue, count])) as Record<
    AdminQueue,
    typeof count
  >,
);
export type AdminQueueCounts = z.infer<typeof adminQueueCountsSchema>;

// ——— Listings ———

export const adminListingsQuerySchema = z.object({
  ...pagingParams,
  /** Pending (the queue, oldest first) unless asked otherwise; the others newest first. */
  status: optionalParam(listingStatusSchema).transform((status) => status ?? 'pending'),
  /** Part of the title, model or company name. */
  q: searchParam,
});
export type AdminListingsQuery = z.infer<typeof adminListingsQuerySchema>;

/** The company behind a listing or a document, as admins need it beside the item. */
export const adminCompanyRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  verificationStatus: verificationStatusSchema,
  suspended: z.boolean(),
});
export type AdminCompanyRef = z.infer<typeof adminCompanyRefSchema>;

/** A listing as the review queue shows it: everything the renter would see, its status, company. */
/** An item's version in the review lists: a decision sends it back as If-Match. */
const etagSchema = z.string().optional();

export const adminListingSchema = vendorCarSchema.extend({
  etag: etagSchema,
  company: adminCompanyRefSchema,
  /** When it last changed (for a pending listing: since when it waits). */
  updatedAt: z.string(),
  /** Since when it waits for review: a pending listing's last change, or its waiting changes. */
  waitingSince: z.string().nullable(),
  approvedAt: z.string().nullable(),
  can: abilitiesSchema('approve', 'reject'),
});
export type AdminListing = z.infer<typeof adminListingSchema>;

export const adminListingPageSchema = paged(adminListingSchema).extend({
  counts: z.record(listingStatusSchema, count),
});
export type AdminListingPage = z.infer<typeof adminListingPageSchema>;

// ——— Rental companies ———

/** `status` of the companies list: a verification state, or `suspended`. */
export const ADMIN_VENDOR_FILTERS = [...VERIFICATION_STATUSES, 'suspended'] as const;
export type AdminVendorFilter = (typeof ADMIN_VENDOR_FILTERS)[number];

export const adminVendorsQuerySchema = z.object({
  ...pagingParams,
  status: optionalParam(z.enum(ADMIN_VENDOR_FILTERS)),
  /** Part of the name, e-mail or phone. */
  q: searchParam,
});
export type AdminVendorsQuery = z.infer<typeof adminVendorsQuerySchema>;

/** A document's review facts beside a company, with its expiry flags. */
export const adminDocumentFlagsSchema = z.object({
  /** Its last valid day has passed. */
  expired: z.boolean(),
  /** Approved and valid, but ending within 30 days. */
  expiringSoon: z.boolean(),
});

export const adminVendorDocumentSchema = vendorDocumentSchema
  .pick({ id: true, kind: true, status: true, expiresOn: true, createdAt: true, hasFile: true })
  .extend(adminDocumentFlagsSchema.shape);

export const adminVendorSchema = z.object({
  etag: etagSchema,
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  emirate: emirateSchema,
  email: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  verificationStatus: verificationStatusSchema,
  status: z.enum(COMPANY_STATUSES),
  suspensionReason: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** Listings of every status. */
  carCount: count,
  documents: z.array(adminVendorDocumentSchema),
  /** Required document kinds with nothing approved and valid or waiting. */
  missingDocuments: z.array(documentKindSchema),
  createdAt: z.string(),
  can: abilitiesSchema('verify', 'reject', 'suspend', 'reinstate'),
});
export type AdminVendor = z.infer<typeof adminVendorSchema>;

export const adminVendorPageSchema = paged(adminVendorSchema).extend({
  counts: z.record(z.enum(ADMIN_VENDOR_FILTERS), count),
});
export type AdminVendorPage = z.infer<typeof adminVendorPageSchema>;

// ——— Documents ———

/** `status` of the documents list: a review state, or an expiry flag. */
export const ADMIN_DOCUMENT_FILTERS = [...DOCUMENT_STATUSES, 'expiring', 'expired'] as const;
export type AdminDocumentFilter = (typeof ADMIN_DOCUMENT_FILTERS)[number];

export const adminDocumentsQuerySchema = z.object({
  ...pagingParams,
  /** Pending (the queue, oldest first) unless asked otherwise. */
  status: optionalParam(z.enum(ADMIN_DOCUMENT_FILTERS)).transform((status) => status ?? 'pending'),
  companyId: optionalParam(idSchema),
});
export type AdminDocumentsQuery = z.infer<typeof adminDocumentsQuerySchema>;

export const adminDocumentSchema = vendorDocumentSchema.extend({
  etag: etagSchema,
  ...adminDocumentFlagsSchema.shape,
  company: adminCompanyRefSchema,
  /** Where the console's viewer loads the file (null without a stored file). */
  fileUrl: z.string().nullable(),
  can: abilitiesSchema('approve', 'reject'),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

export const adminDocumentPageSchema = paged(adminDocumentSchema).extend({
  counts: z.record(z.enum(ADMIN_DOCUMENT_FILTERS), count),
});
export type AdminDocumentPage = z.infer<typeof adminDocumentPageSchema>;

// ——— Support ———

export const adminSupportQuerySchema = z.object({
  ...pagingParams,
  status: optionalParam(ticketStatusSchema),
});
export type AdminSupportQuery = z.infer<typeof adminSupportQuerySchema>;

export const adminSupportTicketSchema = supportTicketSchema.extend({
  company: z.object({ id: z.number().int(), name: z.string() }),
});
export type AdminSupportTicket = z.infer<typeof adminSupportTicketSchema>;

export const adminSupportPageSchema = paged(adminSupportTicketSchema).extend({
  counts: z.record(ticketStatusSchema, count),
});
export type AdminSupportPage = z.infer<typeof adminSupportPageSchema>;

// ——— Audit trail ———

export const AUDIT_SUBJECT_TYPES = ['listing', 'company', 'document'] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** Every decision the trail records (`subject.verb`). */
export const AUDIT_ACTIONS = [
  'listing.approve',
  'listing.bulk_approve',
  'listing.reject',
  'listing.approve_changes',
  'listing.reject_changes',
  'listing.remove_feature',
  'company.verify',
  'company.reject',
  'company.suspend',
  'company.reinstate',
  'document.approve',
  'document.reject',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'listing.approve': 'Listing approved',
  'listing.bulk_approve': 'Listing approved (bulk)',
  'listing.reject': 'Listing rejected',
  'listing.approve_changes': 'Listing changes approved',
  'listing.reject_changes': 'Listing changes rejected',
  'listing.remove_feature': 'Featured placement removed',
  'company.verify': 'Company verified',
  'company.reject': 'Company verification rejected',
  'company.suspend': 'Company suspended',
  'company.reinstate': 'Company reinstated',
  'document.approve': 'Document approved',
  'document.reject': 'Document rejected',
};

/** GET /api/admin/audit (and audit.csv): newest first; every filter optional. */
export const adminAuditQuerySchema = z.object({
  ...pagingParams,
  subjectType: optionalParam(z.enum(AUDIT_SUBJECT_TYPES)),
  subjectId: optionalParam(idSchema),
  /** The person who decided (an admin's user id). */
  actorId: optionalParam(idSchema),
  /** The company the event concerns: its own decisions and those on its cars and documents. */
  companyId: optionalParam(idSchema),
  action: optionalParam(z.enum(AUDIT_ACTIONS)),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

const changedFields = z.record(z.string(), z.unknown()).nullable();

/** One changed field as people read it (core rules/auditChanges). */
export const auditChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});

export const auditEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  subjectType: z.enum(AUDIT_SUBJECT_TYPES),
  subjectId: z.number().int(),
  /** What the subject is called: the car's title (as now, or when deleted as it was then), the document's kind, the company's name. */
  subjectLabel: z.string(),
  /** The company concerned (null when it no longer exists). */
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  before: changedFields,
  after: changedFields,
  /** `before` → `after` for people: labels and values as the console shows them. */
  changes: z.array(auditChangeSchema),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEventView = z.infer<typeof auditEventSchema>;

export const auditPageSchema = paged(auditEventSchema).extend({
  /** Everyone who appears in the trail as a decider, by name: the person filter's choices. */
  actors: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

// ——— Company page ———

/** How many of the company's audit events and recent leads and cars the company page shows. */
export const COMPANY_PAGE_RECENT = { audit: 20, leads: 10, cars: 10 } as const;

/** GET /api/admin/companies/:id: everything about one company on one admin page. */
export const adminCompanyPageSchema = z.object({
  /** Profile, verification, standing, owner and the decisions' `can`, as the vendor list has it. */
  company: adminVendorSchema,
  /** Every document the company sent, newest first (older copies of a kind are its history). */
  documents: z.array(
    vendorDocumentSchema.omit({ can: true }).extend({
      ...adminDocumentFlagsSchema.shape,
      fileUrl: z.string().nullable(),
    }),
  ),
  cars: z.object({
    counts: z.record(listingStatusSchema, count),
    /** The latest listings, newest first. */
    recent: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        status: listingStatusSchema,
        pricePerDay: z.number(),
        active: z.boolean(),
        featured: z.boolean(),
        createdAt: z.string(),
      }),
    ),
  }),
  leads: z.object({
    total: count,
    last30Days: count,
    recent: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        method: z.string(),
        carTitle: z.string().nullable(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
  subscription: z.object({
    planId: z.string(),
    planName: z.string(),
    carLimit: count,
    featuredSlots: count,
    status: z.string(),
    currentPeriodEnd: z.string().nullable(),
    usage: z.object({ cars: count, featured: count }),
  }),
  /** The latest audit events about the company, its cars and its documents. */
  audit: z.array(auditEventSchema),
});
export type AdminCompanyPage = z.infer<typeof adminCompanyPageSchema>;
