/**
 * Leads as CSV exports: a company's own (vendors) and every company's (admins).
 */
import type { AdminLeadsQuery, VendorLeadsQuery } from '@core/schemas/lead';
import { Lead } from '../../models';
import { toCsv } from '../csv';
import { dateText } from '../verification';
import { applyFilters, NEWEST_FIRST, orderOf } from './leadQueries';

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

/** A lead's own columns, after its id and time: the vendor's export, and the admin's after the company. */
const LEAD_HEADER = [
  'car_id',
  'car',
  'method',
  'status',
  'name',
  'email',
  'phone',
  'source_page',
  // The trip the renter asked about (UAE dates, rental days, the total quoted then in AED, VAT
  // included); empty for a lead without dates. Last, so the earlier columns keep their places.
  'trip_from',
  'trip_to',
  'trip_days',
  'quoted_total',
];

const leadCells = (lead: Lead) => [
  lead.carId,
  lead.carTitle,
  lead.method,
  lead.status,
  lead.name,
  lead.email,
  lead.phone,
  lead.sourcePage,
  dateText(lead.tripFrom),
  dateText(lead.tripTo),
  lead.tripDays,
  lead.quotedTotal === null ? null : Number(lead.quotedTotal).toFixed(2),
];

const createdAt = (lead: Lead) => new Date(lead.createdAt).toISOString();

/** Leads as CSV for a spreadsheet (services/csv.ts: RFC 4180, formula cells defused). */
export function leadsCsv(leads: readonly Lead[]): string {
  return toCsv(
    ['id', 'created_at', ...LEAD_HEADER],
    leads.map((lead) => [lead.id, createdAt(lead), ...leadCells(lead)]),
  );
}

type AdminExportLead = Lead & { companyName: string; emirate: string };

/** Every company's leads for the admin's CSV: the list's filters, newest first, no paging (capped). */
export async function allLeadsForExport(query: AdminLeadsQuery): Promise<AdminExportLead[]> {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return applyFilters(Lead.query(), filters)
    .join('companies', 'companies.id', 'leads.company_id')
    .leftJoin('cars', 'cars.id', 'leads.car_id')
    .select(
      'leads.*',
      'companies.name as company_name',
      // The car's emirate; a deleted car's lead goes by its company's (as the filter does).
      Lead.raw('coalesce(cars.emirate, companies.emirate) as emirate'),
    )
    .orderBy([...NEWEST_FIRST])
    .limit(LEADS_CSV_MAX_ROWS)
    .castTo<AdminExportLead[]>();
}

/** The admin's leads as CSV: the vendor's columns with the company and the emirate. */
export function adminLeadsCsv(leads: readonly AdminExportLead[]): string {
  return toCsv(
    ['id', 'created_at', 'company_id', 'company', 'emirate', ...LEAD_HEADER],
    leads.map((lead) => [
      lead.id,
      createdAt(lead),
      lead.companyId,
      lead.companyName,
      lead.emirate,
      ...leadCells(lead),
    ]),
  );
}
