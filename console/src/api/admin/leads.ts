/**
 * Every company's leads (GET /api/admin/leads) with totals per channel and company, and the same
 * selection as CSV (GET /api/admin/leads.csv).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContactMethod, Emirate } from '@core/enums';
import type { AdminLeadPage } from '@core/schemas/lead';
import { apiRequest, queryString } from '../client';

export const adminLeadsKey = ['/api/admin/leads'] as const;

export interface AdminLeadsParams {
  companyId?: number;
  method?: ContactMethod;
  emirate?: Emirate;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export function useAdminLeads(params: AdminLeadsParams) {
  return useQuery({
    queryKey: [...adminLeadsKey, params],
    queryFn: () => apiRequest<AdminLeadPage>(`/api/admin/leads${queryString({ ...params })}`),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the leads the filters select (every page, newest first). */
export function adminLeadsCsvUrl(params: Omit<AdminLeadsParams, 'page' | 'pageSize'>): string {
  return `/api/admin/leads.csv${queryString({ ...params })}`;
}
