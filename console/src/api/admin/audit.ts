/** The audit trail (GET /api/admin/audit, and audit.csv with the same filters). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditAction, AuditPage, AuditSubjectType } from '@core/schemas/admin';
import { apiRequest, queryString } from '../client';

export const adminAuditKey = ['/api/admin/audit'] as const;

export interface AuditParams {
  subjectType?: AuditSubjectType;
  subjectId?: number;
  actorId?: number;
  companyId?: number;
  action?: AuditAction;
  page: number;
  pageSize: number;
}

export function useAuditTrail(params: AuditParams) {
  return useQuery({
    queryKey: [...adminAuditKey, params],
    queryFn: () => apiRequest<AuditPage>(`/api/admin/audit${queryString({ ...params })}`),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the events the filters select (every page, newest first). */
export function auditCsvUrl(params: Omit<AuditParams, 'page' | 'pageSize'>): string {
  return `/api/admin/audit.csv${queryString({ ...params })}`;
}
