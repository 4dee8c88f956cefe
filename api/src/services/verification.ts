/**
 * The one place a company's verification is set from its documents (core
 * rules/verification): called when a vendor sends or withdraws a document, by the admin review
 * routes (approve, reject) after their decision, in the same transaction, and hourly for the
 * badges whose documents have expired since (`refreshExpiredVerifications`, jobs/housekeeping).
 */
import type { Knex } from 'knex';
import type { VerificationStatus } from '@core/enums';
import { verificationFromDocuments, type DocumentFacts } from '@core/rules/verification';
import { uaeToday } from '@core/rules/uaeTime';
import { Company, VendorDocument } from '../models';
import { transaction } from '../db/transaction';

/** A document's expiry as YYYY-MM-DD, however the driver returned the `date` column. */
export function dateText(value: string | Date | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  // pg and PGlite read a `date` as local midnight.
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

export const documentFacts = (doc: VendorDocument): DocumentFacts => ({
  kind: doc.kind,
  status: doc.status,
  expiresOn: dateText(doc.expiresOn),
  createdAt: new Date(doc.createdAt).toISOString(),
});

export interface VerificationChange {
  before: VerificationStatus;
  after: VerificationStatus;
  /** The public "verified" badge changed: renters' catalogue must be refreshed. */
  publicChange: boolean;
}

/** Sets the company's verification from its documents; says what changed. */
export async function refreshVerification(
  companyId: number,
  trx: Knex.Transaction,
  now: Date = new Date(),
): Promise<VerificationChange> {
  const company = await Company.query(trx).findById(companyId).forUpdate();
  if (!company) throw new Error(`Company ${companyId} is missing`);
  const docs = await VendorDocument.query(trx).where('company_id', companyId);
  const after = verificationFromDocuments(docs.map(documentFacts), uaeToday(now));
  const before = company.verificationStatus;
  if (after !== before) {
    await Company.query(trx)
      .patch({
        verificationStatus: after,
        verifiedAt: after === 'verified' ? now : null,
      })
      .where('id', companyId);
  }
  return { before, after, publicChange: (before === 'verified') !== (after === 'verified') };
}

/**
 * Verified companies with an approved document past its last valid day: each one's verification
 * set again from its documents (a newer valid document of the kind keeps the badge). A document
 * expires with no request to notice it, so housekeeping asks hourly. Returns how many changed;
 * the public catalogue shows it within its cache's freshness, as for any other server process.
 */
export async function refreshExpiredVerifications(knex: Knex, now: Date = new Date()) {
  const ids: number[] = await knex('companies')
    .where('verification_status', 'verified')
    .whereExists(
      knex('vendor_documents')
        .whereRaw('vendor_documents.company_id = companies.id')
        .where('status', 'approved')
        .where('expires_on', '<', uaeToday(now)),
    )
    .pluck('id');
  let changed = 0;
  for (const id of ids) {
    const change = await transaction((trx) => refreshVerification(id, trx, now), knex);
    if (change.after !== change.before) changed += 1;
  }
  return changed;
}
