/** Document review (GET /api/admin/documents) and its decisions. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminDocument, AdminDocumentFilter, AdminDocumentPage } from '@core/schemas/admin';
import { apiRequest, jsonBody, queryString } from '../client';
import { useInvalidate } from '../queryClient';
import { adminAuditKey } from './audit';
import { adminOverviewKey } from './overview';

export const adminDocumentsKey = ['/api/admin/documents'] as const;

export interface AdminDocumentsParams {
  status: AdminDocumentFilter;
  companyId?: number;
  page: number;
  pageSize: number;
}

export function useAdminDocuments(params: AdminDocumentsParams) {
  return useQuery({
    queryKey: [...adminDocumentsKey, params],
    queryFn: () =>
      apiRequest<AdminDocumentPage>(`/api/admin/documents${queryString({ ...params })}`),
    placeholderData: keepPreviousData,
  });
}

export function useDocumentDecision() {
  // A decision can change the company's verification: companies are refreshed too.
  const invalidate = useInvalidate(
    adminDocumentsKey,
    ['/api/admin/vendors'],
    adminOverviewKey,
    adminAuditKey,
  );
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      apiRequest<AdminDocument>(
        `/api/admin/documents/${id}/${reason === undefined ? 'approve' : 'reject'}`,
        jsonBody('POST', reason === undefined ? {} : { reason }),
      ),
    onSuccess: invalidate,
  });
}
