/**
 * One company's leads, for its vendor's console.
 */
import { CONTACT_METHODS, LEAD_STATUSES } from '@core/enums';
import {
  VENDOR_LEADS_TOP_CARS,
  type CarLeadCount,
  type VendorLeadsQuery,
} from '@core/schemas/lead';
import { Lead } from '../../models';
import type { LeadFilters, LeadPage } from './leadQueries';
import { applyFilters, orderOf, totalsOf, zeroCounts } from './leadQueries';

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
