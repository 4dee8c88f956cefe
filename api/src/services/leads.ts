/**
 * Leads: a renter's contact with a rental company about one car (the contact dialog), the
 * company's follow-up (core/rules/leadStatus) and the lists vendors and admins read.
 */
import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { CONTACT_METHODS, LEAD_STATUSES, type ContactMethod, type LeadStatus } from '@core/enums';
import { leadMoveProblem } from '@core/rules/leadStatus';
import type { CompanyContact } from '@core/schemas/company';
import { ERROR_CODES } from '@core/schemas/error';
import {
  ADMIN_LEADS_TOP_COMPANIES,
  VENDOR_LEADS_TOP_CARS,
  type AdminLeadsQuery,
  type CarLeadCount,
  type DateBound,
  type LeadInput,
  type LeadTotals,
  type VendorLeadSort,
  type VendorLeadsQuery,
} from '@core/schemas/lead';
import { transaction } from '../db/transaction';
import { conflict, HttpError, notFound } from '../errors';
import { enqueueMail } from '../mail';
import { Company, Lead } from '../models';
import type { Actor } from '../policies/policy';
import { leadPolicy, leadRules } from '../policies/leads';
import { presentCompanyContact } from '../presenters/lead';
import { createLimiter, tooManyRequests, type Limiter } from '../security/rateLimits';
import { toCsv } from './csv';
import { publicCarsQuery } from './publicCars';

/**
 * Contact requests per client address: 20 an hour is far above what a person comparing cars
 * sends, and low enough that a script cannot flood companies with leads.
 */
export const LEAD_LIMITS = {
  perAddress: { name: 'lead-address', points: 20, durationSeconds: 60 * 60 },
} as const;

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
  /** PUBLIC_URL: the new-lead mail links to the vendor's leads screen there. */
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
  await consumeOrRefuse(limiters.perAddress, request.address);

  const car = await publicCarsQuery()
    .findById(input.carId)
    .select('cars.id', 'cars.title', 'cars.company_id');
  const company =
    car &&
    (await Company.query()
      .findById(car.companyId)
      .select('whatsapp', 'email', 'phone', 'name', 'new_lead_mail'));
  if (!car || !company) throw notFound('This car is not available');
  const contact = presentCompanyContact(company);

  // Honeypot: `website` is a field people never see, so only form-filling bots put text in it.
  // Such a request stores nothing, but it is answered exactly like a success (201 with the
  // company's contacts, which any visitor gets): a bot that was told "refused" would learn to
  // leave the field empty, and the trap would stop catching it. The id 0 tells our own site
  // nothing was stored; a bot has no reason to look.
  if (input.website?.trim()) return { id: 0, contact };

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
        },
      });
    }
    return created;
  });
  return { id: lead.id, contact };
}

async function consumeOrRefuse(limiter: Limiter, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw tooManyRequests(error.msBeforeNext, 'Too many contact requests. Try again later.');
    }
    throw error;
  }
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

// ——— Lists ———

interface LeadFilters {
  companyId?: number;
  carId?: number;
  status?: LeadStatus;
  method?: ContactMethod;
  from?: Date;
  to?: DateBound;
}

/** Every column named with its table: admin lists join `companies`, which has a status too. */
function applyFilters<Q extends QueryBuilder<Lead, unknown>>(qb: Q, filters: LeadFilters): Q {
  if (filters.companyId !== undefined) qb.where('leads.company_id', filters.companyId);
  if (filters.carId !== undefined) qb.where('leads.car_id', filters.carId);
  if (filters.status !== undefined) qb.where('leads.status', filters.status);
  if (filters.method !== undefined) qb.where('leads.method', filters.method);
  if (filters.from) qb.where('leads.created_at', '>=', filters.from);
  if (filters.to) qb.where('leads.created_at', filters.to.inclusive ? '<=' : '<', filters.to.at);
  return qb;
}

const NEWEST_FIRST = [
  { column: 'leads.created_at', order: 'desc' },
  { column: 'leads.id', order: 'desc' },
] as const;
const OLDEST_FIRST = [
  { column: 'leads.created_at', order: 'asc' },
  { column: 'leads.id', order: 'asc' },
] as const;
const orderOf = (sort: VendorLeadSort | undefined) =>
  sort === 'oldest' ? [...OLDEST_FIRST] : [...NEWEST_FIRST];

interface Paging {
  page: number;
  pageSize: number;
}

const zeroCounts = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

async function countBy<K extends string>(
  column: 'method' | 'status',
  keys: readonly K[],
  filters: LeadFilters,
): Promise<Record<K, number>> {
  const rows = await applyFilters(Lead.query(), filters)
    .select(`leads.${column} as key`)
    .count('* as n')
    .groupBy(`leads.${column}`)
    .castTo<{ key: K; n: number | string }[]>();
  const counts = zeroCounts(keys);
  for (const row of rows) counts[row.key] = Number(row.n);
  return counts;
}

/**
 * Totals beside a list. Each breakdown leaves out its own filter (as facets do): with
 * `status=new`, `byStatus` still counts every status, and `byMethod` counts new leads by channel.
 */
async function totalsOf(filters: LeadFilters): Promise<LeadTotals> {
  const [byMethod, byStatus] = await Promise.all([
    countBy('method', CONTACT_METHODS, { ...filters, method: undefined }),
    countBy('status', LEAD_STATUSES, { ...filters, status: undefined }),
  ]);
  return { byMethod, byStatus };
}

export interface LeadPage<T> extends Paging {
  items: T[];
  total: number;
  totals: LeadTotals;
}

/** One company's leads, newest first, with totals (a vendor's console). */
export async function listCompanyLeads(
  companyId: number | null,
  query: VendorLeadsQuery,
): Promise<LeadPage<Lead> & { totals: { byCar: CarLeadCount[] } }> {
  const { page, pageSize, sort, ...rest } = query;
  if (companyId === null) {
    // A vendor account without a company has no leads.
    const totals = {
      byMethod: zeroCounts(CONTACT_METHODS),
      byStatus: zeroCounts(LEAD_STATUSES),
      byCar: [],
    };
    return { items: [], total: 0, page, pageSize, totals };
  }
  const filters: LeadFilters = { ...rest, companyId };
  const [items, total, totals, byCar] = await Promise.all([
    applyFilters(Lead.query(), filters)
      .select('leads.*')
      .orderBy(orderOf(sort))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    applyFilters(Lead.query(), filters).resultSize(),
    totalsOf(filters),
    topCars({ ...filters, carId: undefined }),
  ]);
  return { items, total, page, pageSize, totals: { ...totals, byCar } };
}

/**
 * The company's cars with the most leads (ties by title), for the vendor summary. A car's
 * current title, else the title its leads recorded (deleted cars: `carId` null).
 */
async function topCars(filters: LeadFilters): Promise<CarLeadCount[]> {
  const rows = await applyFilters(Lead.query(), filters)
    .leftJoin('cars', 'cars.id', 'leads.car_id')
    .select('leads.car_id')
    .select(Lead.raw('coalesce(cars.title, max(leads.car_title)) as car_title'))
    .count('* as n')
    .groupBy('leads.car_id', 'cars.title')
    .orderByRaw('count(*) desc, 2 asc, leads.car_id asc')
    .limit(VENDOR_LEADS_TOP_CARS)
    .castTo<{ carId: number | null; carTitle: string | null; n: number | string }[]>();
  return rows.map((row) => ({ carId: row.carId, carTitle: row.carTitle, count: Number(row.n) }));
}

/** Most rows one CSV export holds; narrow the dates for more. */
export const LEADS_CSV_MAX_ROWS = 10_000;

/** One company's leads for a CSV export: the list's filters and sort, no paging (capped). */
export async function companyLeadsForExport(
  companyId: number | null,
  query: VendorLeadsQuery,
): Promise<Lead[]> {
  if (companyId === null) return [];
  const { page: _page, pageSize: _pageSize, sort, ...rest } = query;
  return applyFilters(Lead.query(), { ...rest, companyId })
    .select('leads.*')
    .orderBy(orderOf(sort))
    .limit(LEADS_CSV_MAX_ROWS);
}

const CSV_HEADER = [
  'id',
  'created_at',
  'car_id',
  'car',
  'method',
  'status',
  'name',
  'email',
  'phone',
  'source_page',
];

/** Leads as CSV for a spreadsheet (services/csv.ts: RFC 4180, formula cells defused). */
export function leadsCsv(leads: readonly Lead[]): string {
  return toCsv(
    CSV_HEADER,
    leads.map((lead) => [
      lead.id,
      new Date(lead.createdAt).toISOString(),
      lead.carId,
      lead.carTitle,
      lead.method,
      lead.status,
      lead.name,
      lead.email,
      lead.phone,
      lead.sourcePage,
    ]),
  );
}

export type LeadWithCompany = Lead & { companyName: string };

export interface CompanyLeadCount {
  companyId: number;
  companyName: string;
  count: number;
}

/** Every company's leads, newest first, with totals per channel, status and company (admins). */
export async function listAllLeads(
  query: AdminLeadsQuery,
): Promise<LeadPage<LeadWithCompany> & { totals: { byCompany: CompanyLeadCount[] } }> {
  const { page, pageSize, ...filters } = query;
  const [items, total, totals, byCompany] = await Promise.all([
    applyFilters(Lead.query(), filters)
      .join('companies', 'companies.id', 'leads.company_id')
      .select('leads.*', 'companies.name as company_name')
      .orderBy([...NEWEST_FIRST])
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .castTo<LeadWithCompany[]>(),
    applyFilters(Lead.query(), filters).resultSize(),
    totalsOf(filters),
    topCompanies({ ...filters, companyId: undefined }),
  ]);
  return { items, total, page, pageSize, totals: { ...totals, byCompany } };
}

/** The companies with the most leads (ties by name), for the admin summary. */
async function topCompanies(filters: LeadFilters): Promise<CompanyLeadCount[]> {
  const rows = await applyFilters(Lead.query(), filters)
    .join('companies', 'companies.id', 'leads.company_id')
    .select('leads.company_id', 'companies.name as company_name')
    .count('* as n')
    .groupBy('leads.company_id', 'companies.name')
    .orderByRaw('count(*) desc, companies.name asc, leads.company_id asc')
    .limit(ADMIN_LEADS_TOP_COMPANIES)
    .castTo<{ companyId: number; companyName: string; n: number | string }[]>();
  return rows.map((row) => ({
    companyId: row.companyId,
    companyName: row.companyName,
    count: Number(row.n),
  }));
}

// ——— Follow-up ———

/**
 * Moves one of the vendor's leads to `status`. Another company's lead is not found; a move the
 * rules refuse is a 422; the lead's current status is answered unchanged (a repeated click).
 */
export async function moveLead(actor: Actor, id: number, status: LeadStatus): Promise<Lead> {
  const lead = await Lead.query().findById(id);
  if (!lead || !leadPolicy.canManage(actor, lead)) throw notFound('Lead not found');
  if (lead.status === status) return lead;
  if (!leadRules[status](actor, lead)) {
    const problem = leadMoveProblem(lead.status, status) ?? 'This move is not allowed';
    throw new HttpError(422, ERROR_CODES.businessRule, problem, { status: problem });
  }
  // Only from the status just read: two tabs moving the same lead cannot both win.
  const changed = await Lead.query().patch({ status }).where({ id: lead.id, status: lead.status });
  if (changed === 0) {
    throw conflict('This lead was changed in the meantime. Reload it and try again.');
  }
  return (await Lead.query().findById(lead.id))!;
}
