import type { AdminDocument } from '@core/schemas/admin';
import type { VendorDocument as VendorDocumentView } from '@core/schemas/document';
import type { Company, VendorDocument } from '../models';
import { dateText } from '../services/verification';
import { documentFlags, presentCompanyRef } from './admin';
import { documentReviewRules } from '../policies/admin';
import { documentRules } from '../policies/documents';
import { abilitiesOf, type Actor } from '../policies/policy';

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

/** A verification document as its company sees it (the file itself only through its route). */
export const presentDocument = (doc: VendorDocument, actor: Actor): VendorDocumentView => ({
  id: doc.id,
  kind: doc.kind,
  status: doc.status,
  originalName: doc.originalName,
  mime: doc.mime,
  size: doc.size,
  expiresOn: dateText(doc.expiresOn),
  reviewNote: doc.reviewNote,
  reviewedAt: iso(doc.reviewedAt),
  createdAt: iso(doc.createdAt)!,
  hasFile: doc.storageKey !== null,
  can: abilitiesOf(documentRules, actor, doc),
});

export const adminDocumentFileUrl = (id: number) => `/api/admin/documents/${id}/file`;

export type DocumentWithCompany = VendorDocument & { company: Company };

/** A document in the admin's review queue: its expiry flags, its company and its viewer URL. */
export function presentAdminDocument(
  doc: DocumentWithCompany,
  today: string,
  actor: Actor,
): AdminDocument {
  const view = presentDocument(doc, actor);
  return {
    ...view,
    ...documentFlags(doc, today),
    company: presentCompanyRef(doc.company),
    fileUrl: view.hasFile ? adminDocumentFileUrl(doc.id) : null,
    can: abilitiesOf(documentReviewRules, actor, doc),
  };
}
