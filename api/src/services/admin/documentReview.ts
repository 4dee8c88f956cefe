/**
 * Document review: the queue (with expiry flags), the file for the viewer, and the decisions.
 * Each decision writes the document, its audit event and the company's verification
 * (`refreshVerification`, the one place that sets it) in one transaction.
 */
import type { Knex } from 'knex';
import { DOCUMENT_KIND_LABELS, type DocumentStatus } from '@core/enums';
import { uaeToday } from '@core/rules/uaeTime';
import type {
  AdminDocument,
  AdminDocumentFilter,
  AdminDocumentPage,
  AdminDocumentsQuery,
} from '@core/schemas/admin';
import { ADMIN_DOCUMENT_FILTERS } from '@core/schemas/admin';
import { invalidTransition, notFound } from '../../errors';
import { documentMoveProblem } from '@core/rules/documentStatus';
import { VendorDocument } from '../../models';
import type { Actor } from '../../policies/policy';
import type { Storage, StoredFile } from '../../storage';
import { refreshVerification, type VerificationChange } from '../verification';
import { recordAudit } from './audit';
import { presentAdminDocument, type DocumentWithCompany } from '../../presenters/document';
import { transaction } from '../../db/transaction';
import { enqueueOwnerMail } from '../../mail/ownerMail';

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The rows a list filter means (`today` is the UAE day). Mirrors core's isExpired/isExpiringSoon. */
function filtered(filter: AdminDocumentFilter, today: string, companyId?: number) {
  const qb = VendorDocument.query();
  if (companyId) qb.where('vendor_documents.company_id', companyId);
  switch (filter) {
    case 'expired':
      return qb.where('vendor_documents.expires_on', '<', today);
    case 'expiring':
      return qb
        .where('vendor_documents.status', 'approved')
        .where('vendor_documents.expires_on', '>=', today)
        .where('vendor_documents.expires_on', '<=', addDays(today, 30));
    default:
      return qb.where('vendor_documents.status', filter);
  }
}

/** Documents of one filter: pending waiting longest first, expiring soonest first, else newest. */
export async function listDocumentsForReview(
  query: AdminDocumentsQuery,
  actor: Actor,
  now = new Date(),
): Promise<AdminDocumentPage> {
  const { page, pageSize, status, companyId } = query;
  const today = uaeToday(now);
  const by = (column: string, order: 'asc' | 'desc') => [
    { column: `vendor_documents.${column}`, order },
    { column: 'vendor_documents.id', order },
  ];
  const order =
    status === 'pending'
      ? by('created_at', 'asc')
      : status === 'expiring'
        ? by('expires_on', 'asc')
        : by('created_at', 'desc');
  const [items, total, ...counted] = await Promise.all([
    filtered(status, today, companyId)
      .withGraphJoined('company')
      .orderBy(order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    filtered(status, today, companyId).resultSize(),
    ...ADMIN_DOCUMENT_FILTERS.map((filter) => filtered(filter, today, companyId).resultSize()),
  ]);
  const counts = Object.fromEntries(
    ADMIN_DOCUMENT_FILTERS.map((filter, i) => [filter, counted[i] ?? 0]),
  ) as Record<AdminDocumentFilter, number>;
  return {
    items: (items as DocumentWithCompany[]).map((doc) => presentAdminDocument(doc, today, actor)),
    total,
    page,
    pageSize,
    counts,
  };
}

/** Any company's document file, for the admin viewer (no stored file: 404). */
export async function adminDocumentFile(
  id: number,
  storage: Storage,
): Promise<{ doc: VendorDocument; file: StoredFile }> {
  const doc = await VendorDocument.query().findById(id);
  if (!doc) throw notFound('Document not found');
  const file = doc.storageKey ? await storage.get(doc.storageKey) : null;
  if (!file) throw notFound('This document has no stored file');
  return { doc, file };
}

export interface DocumentDecision {
  document: AdminDocument;
  /** The company's verification before and after; `publicChange` when the badge moved. */
  verification: VerificationChange;
}

/**
 * Sets one locked document's status with its audit event (no verification refresh: callers do
 * that once for the company, and mail the owner: enqueueDocumentDecisionMail).
 */
export async function decideLockedDocument(
  trx: Knex.Transaction,
  actor: Actor,
  doc: VendorDocument,
  decision: 'approve' | 'reject',
  reason: string | null,
  now: Date,
): Promise<void> {
  const status: DocumentStatus = decision === 'approve' ? 'approved' : 'rejected';
  const reviewNote = decision === 'approve' ? null : reason;
  await VendorDocument.query(trx)
    .patch({ status, reviewNote, reviewedBy: actor.id, reviewedAt: now })
    .where('id', doc.id);
  await recordAudit(trx, actor, {
    action: decision === 'approve' ? 'document.approve' : 'document.reject',
    subjectType: 'document',
    subjectId: doc.id,
    before: { status: doc.status, reviewNote: doc.reviewNote },
    after: { status, reviewNote },
    reason,
  });
}

/** "Document approved" / "rejected with the reason" for the owner, in the decision's transaction. */
export async function enqueueDocumentDecisionMail(
  trx: Knex.Transaction,
  doc: Pick<VendorDocument, 'id' | 'companyId' | 'kind'>,
  decision: 'approve' | 'reject',
  reason: string | null,
  publicUrl: string,
  now: Date,
): Promise<void> {
  const status = decision === 'approve' ? 'approved' : 'rejected';
  await enqueueOwnerMail(trx, doc.companyId, (owner) => ({
    key: `document-${status}:${doc.id}:${now.getTime()}`,
    template: 'documentDecision',
    params: {
      decision: status,
      name: owner.name,
      documentName: DOCUMENT_KIND_LABELS[doc.kind],
      reason: decision === 'reject' ? reason : null,
      link: `${publicUrl}/dashboard/verification`,
    },
  }));
}

/** "Your company is verified", when a decision made it so (in the decision's transaction). */
export async function enqueueVerifiedMail(
  trx: Knex.Transaction,
  companyId: number,
  change: VerificationChange,
  publicUrl: string,
  now: Date,
): Promise<void> {
  if (change.before === 'verified' || change.after !== 'verified') return;
  // Keyed by the moment: a company verified, lapsed and verified again hears it each time.
  await enqueueOwnerMail(trx, companyId, (owner) => ({
    key: `company-verified:${companyId}:${now.getTime()}`,
    template: 'companyStanding',
    params: {
      change: 'verified',
      name: owner.name,
      companyName: owner.companyName,
      reason: null,
      link: `${publicUrl}/dashboard/verification`,
    },
  }));
}

async function decideDocument(
  knex: Knex,
  actor: Actor,
  id: number,
  decision: 'approve' | 'reject',
  reason: string | null,
  { publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
): Promise<DocumentDecision> {
  return transaction(async (trx) => {
    const doc = await VendorDocument.query(trx).findById(id).forUpdate();
    if (!doc) throw notFound('Document not found');
    const problem = documentMoveProblem(decision, doc.status);
    if (problem) throw invalidTransition(problem);
    await decideLockedDocument(trx, actor, doc, decision, reason, now);
    const verification = await refreshVerification(doc.companyId, trx, now);
    // A decision that verifies the company is told as that ("verified"); any other, as itself.
    if (verification.after === 'verified' && verification.before !== 'verified') {
      await enqueueVerifiedMail(trx, doc.companyId, verification, publicUrl, now);
    } else {
      await enqueueDocumentDecisionMail(trx, doc, decision, reason, publicUrl, now);
    }
    const saved = await VendorDocument.query(trx).findById(id).withGraphFetched('company');
    return {
      document: presentAdminDocument(saved as DocumentWithCompany, uaeToday(now), actor),
      verification,
    };
  }, knex);
}

/** `publicUrl`: the server's, for the links of the owner's mail. */
export const approveDocument = (knex: Knex, actor: Actor, id: number, publicUrl: string) =>
  decideDocument(knex, actor, id, 'approve', null, { publicUrl });

export const rejectDocument = (
  knex: Knex,
  actor: Actor,
  id: number,
  reason: string,
  publicUrl: string,
) => decideDocument(knex, actor, id, 'reject', reason, { publicUrl });
