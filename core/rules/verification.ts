/**
 * A rental company's verification follows from its documents (no one ticks "verified" by hand):
 *
 * - verified: the trade licence, the RTA rental permit and the insurance certificate each have
 *   an approved document that has not expired (a document without an expiry date does not
 *   expire). Insurance is required because a UAE rental fleet must be insured to trade, and
 *   renters rely on the badge for that. The owner's Emirates ID is optional: the trade licence
 *   already names the company's owner, and many owners are not residents.
 * - pending: not verified, and a required document is waiting for review;
 * - rejected: not verified, nothing waiting, and a required kind's newest document was refused;
 * - unverified: otherwise (documents missing or expired).
 */
import type { DocumentKind, DocumentStatus, VerificationStatus } from '../enums';

export const REQUIRED_DOCUMENT_KINDS: readonly DocumentKind[] = [
  'trade_licence',
  'rta_permit',
  'insurance',
];

/** A document as the rule reads it. `expiresOn` is an ISO date (YYYY-MM-DD) or null. */
export interface DocumentFacts {
  kind: DocumentKind;
  status: DocumentStatus;
  expiresOn: string | null;
  /** When it was uploaded (ISO), to find the newest of a kind. */
  createdAt: string;
}

/** Expired when its last valid day is before today. */
export const isExpired = (doc: Pick<DocumentFacts, 'expiresOn'>, today: string) =>
  doc.expiresOn !== null && doc.expiresOn < today;

const validApproved = (docs: readonly DocumentFacts[], kind: DocumentKind, today: string) =>
  docs.some((d) => d.kind === kind && d.status === 'approved' && !isExpired(d, today));

/**
 * The newest document of each kind (by upload time), newest first: what the company's state of
 * that kind is. An older refused or expiring copy says nothing once a newer one was sent.
 */
export function newestOfEachKind<T extends Pick<DocumentFacts, 'kind' | 'createdAt'>>(
  docs: readonly T[],
): T[] {
  const newest = new Map<DocumentKind, T>();
  for (const doc of docs) {
    const seen = newest.get(doc.kind);
    if (!seen || doc.createdAt > seen.createdAt) newest.set(doc.kind, doc);
  }
  return [...newest.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The verification status the company's documents give it. */
export function verificationFromDocuments(
  docs: readonly DocumentFacts[],
  today: string,
): VerificationStatus {
  if (REQUIRED_DOCUMENT_KINDS.every((kind) => validApproved(docs, kind, today))) return 'verified';
  const required = docs.filter((d) => REQUIRED_DOCUMENT_KINDS.includes(d.kind));
  if (required.some((d) => d.status === 'pending')) return 'pending';
  const newestRejected = newestOfEachKind(required).some((d) => d.status === 'rejected');
  return newestRejected ? 'rejected' : 'unverified';
}

/**
 * The required kinds still to send: no document of that kind that is approved and valid or
 * waiting for review.
 */
export function missingDocumentKinds(
  docs: readonly DocumentFacts[],
  today: string,
): DocumentKind[] {
  return REQUIRED_DOCUMENT_KINDS.filter(
    (kind) =>
      !docs.some(
        (d) =>
          d.kind === kind &&
          !isExpired(d, today) &&
          (d.status === 'approved' || d.status === 'pending'),
      ),
  );
}

/** Days before expiry from which the console reminds the vendor to send a new document. */
export const EXPIRING_SOON_DAYS = 30;

/** Approved documents whose expiry is within the next 30 days (not yet expired). */
export function isExpiringSoon(doc: DocumentFacts, today: string): boolean {
  if (doc.status !== 'approved' || doc.expiresOn === null || isExpired(doc, today)) return false;
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + EXPIRING_SOON_DAYS);
  return doc.expiresOn <= limit.toISOString().slice(0, 10);
}
