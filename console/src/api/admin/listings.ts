/** The listing queue (GET /api/admin/listings) and its decisions. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ListingStatus } from '@core/enums';
import type { AdminListing, AdminListingPage, BulkApproveResult } from '@core/schemas/admin';
import { apiRequest, jsonBody, queryString } from '../client';
import { useInvalidate } from '../queryClient';
import { adminAuditKey } from './audit';
import { adminOverviewKey } from './overview';

export const adminListingsKey = ['/api/admin/listings'] as const;

export interface AdminListingsParams {
  status: ListingStatus;
  page: number;
  pageSize: number;
  q?: string;
}

export function useAdminListings(params: AdminListingsParams) {
  return useQuery({
    queryKey: [...adminListingsKey, params],
    queryFn: () => apiRequest<AdminListingPage>(`/api/admin/listings${queryString({ ...params })}`),
    placeholderData: keepPreviousData,
  });
}

const useListingInvalidate = () => useInvalidate(adminListingsKey, adminOverviewKey, adminAuditKey);

export function useApproveListing() {
  const invalidate = useListingInvalidate();
  return useMutation({
    // A refusal (the vendor changed the listing meanwhile) shows the new changes.
    onError: invalidate,
    mutationFn: ({ id, revision }: { id: number; revision?: number }) =>
      apiRequest<AdminListing>(`/api/admin/listings/${id}/approve`, jsonBody('POST', { revision })),
    onSuccess: invalidate,
  });
}

export function useRejectListing() {
  const invalidate = useListingInvalidate();
  return useMutation({
    mutationFn: ({ id, reason, revision }: { id: number; reason: string; revision?: number }) =>
      apiRequest<AdminListing>(
        `/api/admin/listings/${id}/reject`,
        jsonBody('POST', { reason, revision }),
      ),
    onSuccess: invalidate,
  });
}

export function useBulkApprove() {
  const invalidate = useListingInvalidate();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest<BulkApproveResult>('/api/admin/listings/bulk-approve', jsonBody('POST', { ids })),
    onSuccess: invalidate,
  });
}
