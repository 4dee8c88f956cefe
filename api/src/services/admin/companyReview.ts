/**
 * Rental companies for admins: the list (with their documents' states) and the decisions.
 *
 * Verification still follows the documents (core rules/verification): "verify" approves the
 * company's documents waiting for review and refreshes the status, and is refused (422, nothing
 * kept) when that does not make the company verified; "reject" refuses the waiting documents
 * with the reason. Suspension is separate: a suspended company's cars leave the public site at
 * once (services/publicCars), whatever its verification.
 */
import type { Knex } from 'knex';
import type { CompanyStatus } from '@core/enums';
import { DOCUMENT_KIND_LABELS } from '@core/enums';
import { missingDocumentKinds } from '@core/rules/verification';
import { uaeToday } from '@core/rules/uaeTime';
import type {
  AdminVendor,
  AdminVendorFilter,
  AdminVendorPage,
  AdminVendorsQuery,
} from '@core/schemas/admin';
import { ADMIN_VENDOR_FILTERS } from '@core/schemas/admin';
import { ERROR_CODES } from '@core/schemas/error';
import { escapeLike } from '../../db/like';
import { HttpError, invalidTransition, notFound } from '../../errors';
import { companyStandingProblem, companyVerificationProblem } from '@core/rules/companyStatus';
import { Car, Company, User, VendorDocument } from '../../models';
import { companyRules } from '../../policies/admin';
import { abilitiesOf, type Actor } from '../../policies/policy';
import { documentFacts, refreshVerification, type VerificationChange } from '../verification';
import { recordAudit } from './audit';
import { documentFlags, isoOrNull } from '../../presenters/admin';
import {
  decideLockedDocument,
  enqueueDocumentDecisionMail,
  enqueueVerifiedMail,
} from './documentReview';
import { enqueueOwnerMail } from '../../mail/ownerMail';
import { transaction } from '../../db/transaction';

function filtered(filter: AdminVendorFilter | undefined, q: string | undefined) {
  const qb = Company.query();
  if (filter === 'suspended') qb.where('companies.status', 'suspended');
  else if (filter) qb.where('companies.verification_status', filter);
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    qb.where((inner) =>
      inner
        .where('companies.name', 'ilike', pattern)
        .orWhere('companies.email', 'ilike', pattern)
        .orWhere('companies.phone', 'ilike', pattern),
    );
  }
  return qb;
}

async function presentVendors(
  companies: Company[],
  actor: Actor,
  now: Date,
): Promise<AdminVendor[]> {
  const ids = companies.map((c) => c.id);
  const ownerIds = companies.flatMap((c) => (c.ownerId === null ? [] : [c.ownerId]));
  const [docs, owners, carRows] = await Promise.all([
    VendorDocument.query()
      .whereIn('company_id', ids)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
    User.query().whereIn('id', ownerIds),
    Car.query()
      .whereIn('company_id', ids)
      .select('company_id')
      .count('* as n')
      .groupBy('company_id')
      .castTo<{ companyId: number; n: number | string }[]>(),
  ]);
  const today = uaeToday(now);
  const ownerById = new Map(owners.map((u) => [u.id, u]));
  const carsById = new Map(carRows.map((r) => [r.companyId, Number(r.n)]));
  return companies.map((company) => {
    const own = docs.filter((d) => d.companyId === company.id);
    const owner = company.ownerId === null ? undefined : ownerById.get(company.ownerId);
    const documents = own.map((doc) => ({
      id: doc.id,
      kind: doc.kind,
      status: doc.status,
      expiresOn: documentFacts(doc).expiresOn,
      createdAt: new Date(doc.createdAt).toISOString(),
      hasFile: doc.storageKey !== null,
      ...documentFlags(doc, today),
    }));
    return {
      id: company.id,
      name: company.name,
      slug: company.slug,
      emirate: company.emirate,
      email: company.email,
      phone: company.phone,
      whatsapp: company.whatsapp,
      verificationStatus: company.verificationStatus,
      status: company.status,
      suspensionReason: company.suspensionReason,
      suspendedAt: isoOrNull(company.suspendedAt),
      verifiedAt: isoOrNull(company.verifiedAt),
      owner: owner ? { id: owner.id, name: owner.name, email: owner.email } : null,
      carCount: carsById.get(company.id) ?? 0,
      documents,
      missingDocuments: missingDocumentKinds(own.map(documentFacts), today),
      createdAt: new Date(company.createdAt).toISOString(),
      can: abilitiesOf(companyRules, actor, { ...company, documents }),
    };
  });
}

/**
 * Companies of one filter. Awaiting verification (`pending`) waits longest first; the others
 * newest first.
 */
export async function listVendors(
  query: AdminVendorsQuery,
  actor: Actor,
  now = new Date(),
): Promise<AdminVendorPage> {
  const { page, pageSize, status, q } = query;
  const order = status === 'pending' ? 'asc' : 'desc';
  const [companies, total, ...counted] = await Promise.all([
    filtered(status, q)
      .orderBy([
        { column: 'companies.updated_at', order },
        { column: 'companies.id', order },
      ])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    filtered(status, q).resultSize(),
    ...ADMIN_VENDOR_FILTERS.map((filter) => filtered(filter, q).resultSize()),
  ]);
  const counts = Object.fromEntries(
    ADMIN_VENDOR_FILTERS.map((filter, i) => [filter, counted[i] ?? 0]),
  ) as Record<AdminVendorFilter, number>;
  return { items: await presentVendors(companies, actor, now), total, page, pageSize, counts };
}

export async function vendorView(id: number, actor: Actor, now = new Date()): Promise<AdminVendor> {
  const company = await Company.query().findById(id);
  if (!company) throw notFound('Company not found');
  const [view] = await presentVendors([company], actor, now);
  return view!;
}

async function lockedCompany(trx: Knex.Transaction, id: number): Promise<Company> {
  const company = await Company.query(trx).findById(id).forUpdate();
  if (!company) throw notFound('Company not found');
  return company;
}

const businessRule = (message: string) => new HttpError(422, ERROR_CODES.businessRule, message);

async function pendingDocuments(trx: Knex.Transaction, companyId: number) {
  return VendorDocument.query(trx)
    .where({ company_id: companyId, status: 'pending' })
    .orderBy('id')
    .forUpdate();
}

/**
 * Approves the company's waiting documents and sets its verification from them. Refused with
 * 422 (nothing kept) when it would still not be verified, naming the documents it lacks.
 */
export async function verifyCompany(
  knex: Knex,
  actor: Actor,
  id: number,
  publicUrl: string,
  now = new Date(),
): Promise<VerificationChange> {
  return transaction(async (trx) => {
    const company = await lockedCompany(trx, id);
    const problem = companyVerificationProblem(company.verificationStatus);
    if (problem) throw invalidTransition(problem);
    const waiting = await pendingDocuments(trx, id);
    for (const doc of waiting) await decideLockedDocument(trx, actor, doc, 'approve', null, now);
    const change = await refreshVerification(id, trx, now);
    if (change.after !== 'verified') {
      const docs = await VendorDocument.query(trx).where('company_id', id);
      const missing = missingDocumentKinds(docs.map(documentFacts), uaeToday(now));
      const names = missing.map((kind) => DOCUMENT_KIND_LABELS[kind]).join(', ');
      throw businessRule(
        `The company cannot be verified yet: ${names || 'a required document'} is missing or expired`,
      );
    }
    await recordAudit(trx, actor, {
      action: 'company.verify',
      subjectType: 'company',
      subjectId: id,
      before: { verificationStatus: change.before },
      after: { verificationStatus: change.after, documentsApproved: waiting.map((d) => d.id) },
    });
    await enqueueVerifiedMail(trx, id, change, publicUrl, now);
    return change;
  }, knex);
}

/** Refuses the company's waiting documents with the reason (the vendor reads it on each). */
export async function rejectCompanyVerification(
  knex: Knex,
  actor: Actor,
  id: number,
  reason: string,
  publicUrl: string,
  now = new Date(),
): Promise<VerificationChange> {
  return transaction(async (trx) => {
    const company = await lockedCompany(trx, id);
    const waiting = await pendingDocuments(trx, id);
    if (!companyRules.reject(actor, { ...company, documents: waiting })) {
      throw businessRule('No document of this company awaits review');
    }
    for (const doc of waiting) {
      await decideLockedDocument(trx, actor, doc, 'reject', reason, now);
      await enqueueDocumentDecisionMail(trx, doc, 'reject', reason, publicUrl, now);
    }
    const change = await refreshVerification(id, trx, now);
    await recordAudit(trx, actor, {
      action: 'company.reject',
      subjectType: 'company',
      subjectId: id,
      before: { verificationStatus: change.before },
      after: { verificationStatus: change.after, documentsRejected: waiting.map((d) => d.id) },
      reason,
    });
    return change;
  }, knex);
}

async function setCompanyStatus(
  knex: Knex,
  actor: Actor,
  id: number,
  status: CompanyStatus,
  reason: string | null,
  { now, publicUrl }: { now: Date; publicUrl: string },
): Promise<void> {
  await transaction(async (trx) => {
    const company = await lockedCompany(trx, id);
    const problem = companyStandingProblem(
      status === 'suspended' ? 'suspend' : 'reinstate',
      company.status,
    );
    if (problem) throw invalidTransition(problem);
    const after = {
      status,
      suspensionReason: reason,
      suspendedAt: status === 'suspended' ? now : null,
    };
    await Company.query(trx).patch(after).where('id', id);
    await recordAudit(trx, actor, {
      action: status === 'suspended' ? 'company.suspend' : 'company.reinstate',
      subjectType: 'company',
      subjectId: id,
      before: { status: company.status, suspensionReason: company.suspensionReason },
      after: { status, suspensionReason: reason },
      reason,
    });
    const change = status === 'suspended' ? 'suspended' : 'reinstated';
    await enqueueOwnerMail(trx, id, (owner) => ({
      key: `company-${change}:${id}:${now.getTime()}`,
      template: 'companyStanding',
      params: {
        change,
        name: owner.name,
        companyName: owner.companyName,
        reason,
        link: change === 'suspended' ? `${publicUrl}/dashboard/support` : `${publicUrl}/dashboard`,
      },
    }));
  }, knex);
}

/** Takes the company off the public site (its cars and profile) until it is reinstated. */
export const suspendCompany = (
  knex: Knex,
  actor: Actor,
  id: number,
  reason: string,
  publicUrl: string,
) => setCompanyStatus(knex, actor, id, 'suspended', reason, { now: new Date(), publicUrl });

/** Puts a suspended company back: its approved, active cars are public again. */
export const reinstateCompany = (knex: Knex, actor: Actor, id: number, publicUrl: string) =>
  setCompanyStatus(knex, actor, id, 'active', null, { now: new Date(), publicUrl });
