/**
 * What the lead lists share: the filters, the orders, paging and the totals beside a list.
 */
import type { QueryBuilder } from 'objection';
import {
  CONTACT_METHODS,
  LEAD_STATUSES,
  type ContactMethod,
  type Emirate,
  type LeadStatus,
} from '@core/enums';
import type { DateBound, LeadTotals, VendorLeadSort } from '@core/schemas/lead';
import { Lead } from '../../models';

export interface LeadFilters {
  companyId?: number;
  carId?: number;
  status?: LeadStatus;
  method?: ContactMethod;
  from?: Date;
  to?: DateBound;
  /** The car's emirate; a lead whose car was deleted goes by its company's. */
  emirate?: Emirate;
}

/** Every column named with its table: admin lists join `companies`, which has a status too. */
export function applyFilters<Q extends QueryBuilder<Lead, unknown>>(
  qb: Q,
  filters: LeadFilters,
): Q {
  if (filters.companyId !== undefined) qb.where('leads.company_id', filters.companyId);
  if (filters.carId !== undefined) qb.where('leads.car_id', filters.carId);
  if (filters.status !== undefined) qb.where('leads.status', filters.status);
  if (filters.method !== undefined) qb.where('leads.method', filters.method);
  if (filters.from) qb.where('leads.created_at', '>=', filters.from);
  if (filters.to) qb.where('leads.created_at', filters.to.inclusive ? '<=' : '<', filters.to.at);
  const { emirate } = filters;
  if (emirate !== undefined) {
    // Subqueries, not joins: the lists and their totals add joins of their own.
    qb.where((inner) =>
      inner
        .whereIn('leads.car_id', (cars) => cars.from('cars').select('id').where({ emirate }))
        .orWhere((gone) =>
          gone
            .whereNull('leads.car_id')
            .whereIn('leads.company_id', (companies) =>
              companies.from('companies').select('id').where({ emirate }),
            ),
        ),
    );
  }
  return qb;
}

export const NEWEST_FIRST = [
  { column: 'leads.created_at', order: 'desc' },
  { column: 'leads.id', order: 'desc' },
] as const;
const OLDEST_FIRST = [
  { column: 'leads.created_at', order: 'asc' },
  { column: 'leads.id', order: 'asc' },
] as const;
export const orderOf = (sort: VendorLeadSort | undefined) =>
  sort === 'oldest' ? [...OLDEST_FIRST] : [...NEWEST_FIRST];

interface Paging {
  page: number;
  pageSize: number;
}

export const zeroCounts = <K extends string>(keys: readonly K[]) =>
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
export async function totalsOf(filters: LeadFilters): Promise<LeadTotals> {
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
