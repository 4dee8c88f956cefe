/**
 * The admin's company page (GET /api/admin/companies/:id): everything about one rental company in
 * one round trip: the vendor list's view of it (profile, verification, standing, owner and the
 * decisions' `can`), every document it sent (its history), its cars by status, its leads, its plan
 * and the latest audit events about it. The decisions stay the vendor list's routes.
 */
import { LISTING_STATUSES, type ListingStatus } from '@core/enums';
import { uaeToday } from '@core/rules/uaeTime';
import { COMPANY_PAGE_RECENT, type AdminCompanyPage } from '@core/schemas/admin';
import { toCount } from '../../db/database';
import { Car, Lead, VendorDocument } from '../../models';
import type { Actor } from '../../policies/policy';
import { documentFlags, isoOrNull } from '../../presenters/admin';
import { adminDocumentFileUrl } from '../../presenters/document';
import { countFeaturedSlotsUsed } from '../featuredSlots';
import { countPlanListings, currentPlanOf } from '../plans';
import { dateText } from '../verification';
import { companyAudit } from './audit';
import { vendorView } from './companyReview';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (date: Date | string) => new Date(date).toISOString();

async function carsOf(companyId: number): Promise<AdminCompanyPage['cars']> {
  const [rows, recent] = await Promise.all([
    Car.query()
      .where('company_id', companyId)
      .select('status as key')
      .count('* as n')
      .groupBy('status')
      .castTo<{ key: ListingStatus; n: number | string }[]>(),
    Car.query()
      .where('company_id', companyId)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(COMPANY_PAGE_RECENT.cars),
  ]);
  const counts = Object.fromEntries(LISTING_STATUSES.map((s) => [s, 0])) as Record<
    ListingStatus,
    number
  >;
  for (const row of rows) counts[row.key] = toCount(row.n);
  return {
    counts,
    recent: recent.map((car) => ({
      id: car.id,
      title: car.title,
      status: car.status,
      pricePerDay: Number(car.pricePerDay),
      active: car.active,
      featured: car.featured,
      createdAt: iso(car.createdAt),
    })),
  };
}

async function leadsOf(companyId: number, now: Date): Promise<AdminCompanyPage['leads']> {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const [total, last30Days, recent] = await Promise.all([
    Lead.query().where('company_id', companyId).resultSize(),
    Lead.query().where('company_id', companyId).where('created_at', '>=', since).resultSize(),
    Lead.query()
      .where('company_id', companyId)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(COMPANY_PAGE_RECENT.leads),
  ]);
  return {
    total,
    last30Days,
    recent: recent.map((lead) => ({
      id: lead.id,
      name: lead.name,
      method: lead.method,
      carTitle: lead.carTitle,
      status: lead.status,
      createdAt: iso(lead.createdAt),
    })),
  };
}

async function subscriptionOf(companyId: number): Promise<AdminCompanyPage['subscription']> {
  const [{ plan, subscription }, cars, featured] = await Promise.all([
    currentPlanOf(companyId),
    countPlanListings(companyId),
    countFeaturedSlotsUsed(companyId),
  ]);
  return {
    planId: plan.id,
    planName: plan.name,
    carLimit: plan.carLimit,
    featuredSlots: plan.featuredSlots,
    status: subscription?.status ?? 'active',
    currentPeriodEnd: isoOrNull(subscription?.currentPeriodEnd ?? null),
    usage: { cars, featured },
  };
}

/** The company page's data; 404 for a company that does not exist. */
export async function companyPage(
  id: number,
  actor: Actor,
  now = new Date(),
): Promise<AdminCompanyPage> {
  const company = await vendorView(id, actor, now);
  const today = uaeToday(now);
  const [documents, cars, leads, subscription, audit] = await Promise.all([
    VendorDocument.query()
      .where('company_id', id)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
    carsOf(id),
    leadsOf(id, now),
    subscriptionOf(id),
    companyAudit(id, COMPANY_PAGE_RECENT.audit),
  ]);
  return {
    company,
    documents: documents.map((doc) => ({
      id: doc.id,
      kind: doc.kind,
      status: doc.status,
      originalName: doc.originalName,
      mime: doc.mime,
      size: doc.size,
      expiresOn: dateText(doc.expiresOn),
      reviewNote: doc.reviewNote,
      reviewedAt: isoOrNull(doc.reviewedAt),
      createdAt: iso(doc.createdAt),
      hasFile: doc.storageKey !== null,
      fileUrl: doc.storageKey ? adminDocumentFileUrl(doc.id) : null,
      ...documentFlags(doc, today),
    })),
    cars,
    leads,
    subscription,
    audit,
  };
}
