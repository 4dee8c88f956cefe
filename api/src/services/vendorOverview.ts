/**
 * The vendor dashboard's first screen in one answer: leads of the last 7 UAE days, listings by
 * status (with the rejected ones and why), documents to send or renew, the plan's room, and
 * the company's verification.
 */
import { CONTACT_METHODS, LISTING_STATUSES } from '@core/enums';
import { isNearPlanLimit } from '@core/rules/planLimit';
import { uaeInstant } from '@core/rules/uaeTime';
import { isExpiringSoon, missingDocumentKinds, newestOfEachKind } from '@core/rules/verification';
import { uaeToday } from '@core/rules/uaeTime';
import type { VendorOverview } from '@core/schemas/overview';
import { Car, Lead } from '../models';
import { toCount } from '../db/database';
import { ownCompany } from './companyProfile';
import { countPlanListings, currentPlanOf } from './plans';
import { companyDocuments } from './vendorDocuments';
import { dateText, documentFacts } from './verification';

const DAY_MS = 24 * 60 * 60 * 1000;
const OVERVIEW_DAYS = 7;
const REJECTED_SHOWN = 20;

/** The last 7 UAE days (oldest first), today included, and the instant the first one starts. */
export function lastUaeDays(now: Date): { days: string[]; since: Date } {
  const today = uaeToday(now);
  const todayStart = uaeInstant(`${today}T00:00:00`).getTime();
  const days = Array.from({ length: OVERVIEW_DAYS }, (_, i) =>
    uaeToday(new Date(todayStart + (i - OVERVIEW_DAYS + 1) * DAY_MS + 12 * 60 * 60 * 1000)),
  );
  return { days, since: new Date(todayStart - (OVERVIEW_DAYS - 1) * DAY_MS) };
}

export async function vendorOverview(companyId: number, now = new Date()): Promise<VendorOverview> {
  const { days, since } = lastUaeDays(now);
  const today = uaeToday(now);
  const [company, current, used, dayRows, methodRows, statusRows, rejected, docs] =
    await Promise.all([
      ownCompany(companyId),
      currentPlanOf(companyId),
      countPlanListings(companyId),
      Lead.query()
        .where('company_id', companyId)
        .where('created_at', '>=', since)
        .select(
          Lead.raw(
            `to_char((created_at AT TIME ZONE 'UTC') + interval '4 hours', 'YYYY-MM-DD') as day`,
          ),
        )
        .count('* as n')
        .groupBy('day')
        .castTo<{ day: string; n: number | string }[]>(),
      Lead.query()
        .where('company_id', companyId)
        .where('created_at', '>=', since)
        .select('method as key')
        .count('* as n')
        .groupBy('method')
        .castTo<{ key: string; n: number | string }[]>(),
      Car.query()
        .where('company_id', companyId)
        .select('status as key')
        .count('* as n')
        .groupBy('status')
        .castTo<{ key: string; n: number | string }[]>(),
      Car.query()
        .where({ company_id: companyId, status: 'rejected' })
        .select('id', 'title', 'rejection_reason')
        .orderBy([
          { column: 'updated_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(REJECTED_SHOWN),
      companyDocuments(companyId),
    ]);

  const perDay = new Map(dayRows.map((row) => [row.day, toCount(row.n)]));
  const byDay = days.map((date) => ({ date, count: perDay.get(date) ?? 0 }));
  const byMethod = Object.fromEntries(CONTACT_METHODS.map((m) => [m, 0])) as Record<
    (typeof CONTACT_METHODS)[number],
    number
  >;
  for (const row of methodRows) byMethod[row.key as keyof typeof byMethod] = toCount(row.n);
  const byStatus = Object.fromEntries(LISTING_STATUSES.map((s) => [s, 0])) as Record<
    (typeof LISTING_STATUSES)[number],
    number
  >;
  for (const row of statusRows) byStatus[row.key as keyof typeof byStatus] = toCount(row.n);

  const facts = docs.map(documentFacts);
  // Warnings speak of each kind's newest copy: a refusal or an expiry is old news once a newer
  // copy was sent.
  const newest = newestOfEachKind(docs.map((doc, i) => ({ ...facts[i]!, doc })));
  return {
    leads: {
      thisWeek: byDay.reduce((sum, day) => sum + day.count, 0),
      byMethod,
      byDay,
    },
    listings: {
      byStatus,
      rejected: rejected.map((car) => ({
        id: car.id,
        title: car.title,
        reason: car.rejectionReason,
      })),
    },
    documents: {
      missing: missingDocumentKinds(facts, today),
      rejected: newest
        .filter((fact) => fact.status === 'rejected')
        .map(({ doc }) => ({ id: doc.id, kind: doc.kind, note: doc.reviewNote })),
      expiringSoon: newest
        .filter((fact) => isExpiringSoon(fact, today))
        .map(({ doc }) => ({ id: doc.id, kind: doc.kind, expiresOn: dateText(doc.expiresOn)! })),
    },
    plan: {
      id: current.plan.id,
      name: current.plan.name,
      carLimit: current.plan.carLimit,
      used,
      nearLimit: isNearPlanLimit(current.plan, used),
    },
    company: { name: company.name, verified: company.verificationStatus === 'verified' },
  };
}
