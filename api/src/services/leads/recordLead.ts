/**
 * A renter's contact request (the contact dialog): the rate limit per address, the honeypot, the
 * lead and the company's new-lead mail in one transaction.
 */
import type { Knex } from 'knex';
import type { CompanyContact } from '@core/schemas/company';
import type { LeadInput } from '@core/schemas/lead';
import { effectiveTripTerms } from '@core/rules/tripTerms';
import { transaction } from '../../db/transaction';
import { notFound } from '../../errors';
import { enqueueMail } from '../../mail';
import { Company, Lead } from '../../models';
import { presentCompanyContact } from '../../presenters/lead';
import { consumeOrRefuse, createLimiter, type Limiter } from '../../security/rateLimits';
import { publicCarsQuery } from '../publicCars';
import { searchTrip, tripRangeOr400 } from '../quotes';

/**
 * Contact requests per client address: 20 an hour is far above what a person comparing cars
 * sends, and low enough that a script cannot flood companies with leads.
 */
export const LEAD_LIMITS = {
  perAddress: { name: 'lead-address', points: 20, durationSeconds: 60 * 60 },
} as const;

const TOO_MANY_LEADS = 'Too many contact requests. Try again later.';

export interface LeadLimiters {
  perAddress: Limiter;
}

export function createLeadLimiters(knex: Knex): LeadLimiters {
  return { perAddress: createLimiter(knex, LEAD_LIMITS.perAddress) };
}

export const SOURCE_PAGE_MAX = 500;

/** What the request adds to the form's data. */
export interface LeadRequest {
  /** The client's address (`ctx.ip`), for the rate limit. */
  address: string;
  /** The Referer header, if any. */
  referer?: string;
  /** Origins of our own site: only their Referer paths say which page the renter was on. */
  siteOrigins: readonly string[];
  /** PUBLIC_URL: the new-lead mail links to the vendor's leads screen there, the copy to the car. */
  publicUrl: string;
}

export interface RecordedLead {
  /** The new lead's id; 0 when nothing was stored (the honeypot was filled in). */
  id: number;
  contact: CompanyContact;
}

/**
 * Records a renter's contact request for a public car and answers the company's real contact
 * details. Every attempt that got past validation counts against the address's limit, whether
 * the car exists or not (so guessing car ids costs the same).
 */
export async function recordLead(
  input: LeadInput,
  request: LeadRequest,
  limiters: LeadLimiters,
): Promise<RecordedLead> {
  // Dates that cannot be a trip are refused before anything counts or is stored.
  const range = tripRangeOr400(input.from, input.to, input);
  await consumeOrRefuse(limiters.perAddress, request.address, TOO_MANY_LEADS);

  const car = await publicCarsQuery()
    .findById(input.carId)
    .select(
      'cars.id',
      'cars.title',
      'cars.company_id',
      'cars.price_per_day',
      'cars.price_per_week',
      'cars.price_per_month',
      'cars.trip_terms',
    );
  const company =
    car &&
    (await Company.query()
      .findById(car.companyId)
      .select('whatsapp', 'email', 'phone', 'name', 'new_lead_mail', 'trip_terms'));
  if (!car || !company) throw notFound('This car is not available');
  const contact = presentCompanyContact(company);

  // Honeypot: `website` is a field people never see, so only form-filling bots put text in it.
  // Such a request stores nothing, but it is answered exactly like a success (201 with the
  // company's contacts, which any visitor gets): a bot that was told "refused" would learn to
  // leave the field empty, and the trap would stop catching it. The id 0 tells our own site
  // nothing was stored; a bot has no reason to look.
  if (input.website?.trim()) return { id: 0, contact };

  // Counted as the car page's quote counts it: with the company's grace for a late return.
  const trip = range
    ? searchTrip(range, car, effectiveTripTerms(car.tripTerms, company.tripTerms).graceHours)
    : null;
  // The lead and the company's "new lead" mail are committed together (mail/outbox.ts).
  const lead = await transaction(async (trx) => {
    const created = await Lead.query(trx).insertAndFetch({
      carId: car.id,
      companyId: car.companyId,
      carTitle: car.title,
      method: input.method,
      name: input.name,
      email: input.email,
      phone: input.phone,
      status: 'new',
      sourcePage: sourcePageOf(input.sourcePage, request),
      // The trip's days and total as the site quoted them (the server's own sum, not the client's).
      ...(trip && range
        ? { tripFrom: range.from, tripTo: range.to, tripDays: trip.days, quotedTotal: trip.total }
        : {}),
    });
    // A company on the daily digest hears of it tomorrow (jobs/leadDigest.ts); `off`: never.
    if (company.email && company.newLeadMail === 'instant') {
      await enqueueMail(trx, {
        key: `new-lead:${created.id}`,
        template: 'newLead',
        to: company.email,
        params: {
          companyName: company.name,
          carTitle: car.title,
          renterName: input.name,
          renterEmail: input.email,
          renterPhone: input.phone,
          method: input.method,
          leadsLink: `${request.publicUrl}/dashboard/leads`,
          trip: trip && range ? { ...range, ...trip } : null,
        },
      });
    }
    // The renter's copy, only when asked for: committed with the lead as well.
    if (input.copyTo) {
      await enqueueMail(trx, {
        key: `renter-copy:${created.id}`,
        template: 'renterCopy',
        to: input.copyTo,
        params: {
          renterName: input.name,
          renterEmail: input.email,
          renterPhone: input.phone,
          method: input.method,
          carTitle: car.title,
          companyName: company.name,
          company: contact,
          carLink: `${request.publicUrl}/cars/${car.id}`,
        },
      });
    }
    return created;
  });
  return { id: lead.id, contact };
}

/**
 * The page the renter contacted from: what the site sent, or else the path of the Referer when
 * it is one of our pages (another site's Referer carries only its origin, which says nothing).
 */
export function sourcePageOf(
  sent: string | undefined,
  { referer, siteOrigins }: Pick<LeadRequest, 'referer' | 'siteOrigins'>,
): string | null {
  if (sent) return sent.slice(0, SOURCE_PAGE_MAX);
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (!siteOrigins.some((origin) => origin.toLowerCase() === url.origin.toLowerCase())) {
    return null;
  }
  return url.pathname.slice(0, SOURCE_PAGE_MAX);
}
