/** Every company's leads (GET /api/admin/leads) with totals per channel and company. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContactMethod } from '@core/enums';
import type { AdminLeadPage } from '@core/schemas/lead';
import { apiRequest, queryString } from '../client';

export const adminLeadsKey = ['/api/admin/leads'] as const;

export interface AdminLeadsParams {
  companyId?: number;
  method?: ContactMethod;
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
