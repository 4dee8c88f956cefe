/** The company's leads (GET /api/vendor/leads, PATCH /api/vendor/leads/:id). */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ContactMethod, LeadStatus } from '@core/enums';
import type { Lead, VendorLeadPage, VendorLeadSort } from '@core/schemas/lead';
import { apiRequest, jsonBody, queryString } from './client';
import { useInvalidate } from './queryClient';
import { vendorOverviewKey } from './vendorOverview';

export const vendorLeadsKey = ['/api/vendor/leads'] as const;

export interface VendorLeadsParams {
  page: number;
  pageSize: number;
  status?: LeadStatus;
  method?: ContactMethod;
  carId?: number;
  sort?: VendorLeadSort;
  from?: string;
  to?: string;
}

export function useVendorLeads(params: VendorLeadsParams) {
  return useQuery({
    queryKey: [...vendorLeadsKey, params],
    queryFn: () => apiRequest<VendorLeadPage>(`/api/vendor/leads${queryString({ ...params })}`),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the leads the filters select (every page). */
export function vendorLeadsCsvUrl(params: Omit<VendorLeadsParams, 'page' | 'pageSize'>): string {
  return `/api/vendor/leads.csv${queryString({ ...params })}`;
}

export function useMoveLead() {
  const invalidate = useInvalidate(vendorLeadsKey, vendorOverviewKey);
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: LeadStatus }) =>
      apiRequest<Lead>(`/api/vendor/leads/${id}`, jsonBody('PATCH', { status })),
    onSuccess: invalidate,
  });
}
