/** Rental companies (GET /api/admin/vendors): verification and suspension. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminVendor, AdminVendorFilter, AdminVendorPage } from '@core/schemas/admin';
import { apiRequest, jsonBody, queryString } from '../client';
import { useInvalidate } from '../queryClient';
import { adminAuditKey } from './audit';
import { adminCompaniesKey } from './companies';
import { adminDocumentsKey } from './documents';
import { adminOverviewKey } from './overview';

export const adminVendorsKey = ['/api/admin/vendors'] as const;

export interface AdminVendorsParams {
  status?: AdminVendorFilter;
  q?: string;
  page: number;
  pageSize: number;
}

export function useAdminVendors(params: AdminVendorsParams) {
  return useQuery({
    queryKey: [...adminVendorsKey, params],
    queryFn: () => apiRequest<AdminVendorPage>(`/api/admin/vendors${queryString({ ...params })}`),
    placeholderData: keepPreviousData,
  });
}

export type VendorDecision = 'verify' | 'reject' | 'suspend' | 'reinstate';

/** One of the four decisions; `reject` and `suspend` need a reason. */
export function useVendorDecision() {
  const invalidate = useInvalidate(
    adminVendorsKey,
    adminDocumentsKey,
    adminOverviewKey,
    adminAuditKey,
    adminCompaniesKey,
  );
  return useMutation({
    mutationFn: ({
      id,
      decision,
      reason,
    }: {
      id: number;
      decision: VendorDecision;
      reason?: string;
    }) =>
      apiRequest<AdminVendor>(
        `/api/admin/vendors/${id}/${decision}`,
        jsonBody('POST', reason === undefined ? {} : { reason }),
      ),
    onSuccess: invalidate,
  });
}
