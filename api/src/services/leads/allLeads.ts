/**
 * Every company's leads, for admins.
 */
import { ADMIN_LEADS_TOP_COMPANIES, type AdminLeadsQuery } from '@core/schemas/lead';
import { Lead } from '../../models';
import type { LeadFilters, LeadPage } from './leadQueries';
import { NEWEST_FIRST, applyFilters, totalsOf } from './leadQueries';

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
