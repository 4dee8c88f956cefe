/**
 * A company's leads as a CSV export.
 */
import type { VendorLeadsQuery } from '@core/schemas/lead';
import { Lead } from '../../models';
import { toCsv } from '../csv';
import { dateText } from '../verification';
import { applyFilters, orderOf } from './leadQueries';

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
  // The trip the renter asked about (UAE dates, rental days, the total quoted then in AED, VAT
  // included); empty for a lead without dates. Last, so the earlier columns keep their places.
  'trip_from',
  'trip_to',
  'trip_days',
  'quoted_total',
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
      dateText(lead.tripFrom),
      dateText(lead.tripTo),
      lead.tripDays,
      lead.quotedTotal === null ? null : Number(lead.quotedTotal).toFixed(2),
    ]),
  );
}
