/** The admin's company page (GET /api/admin/companies/:id): one read for the whole page. */
import { useQuery } from '@tanstack/react-query';
import type { AdminCompanyPage } from '@core/schemas/admin';
import { apiRequest } from '../client';

export const adminCompaniesKey = ['/api/admin/companies'] as const;

export function useAdminCompany(id: number | undefined) {
  return useQuery({
    queryKey: [...adminCompaniesKey, id],
    queryFn: () => apiRequest<AdminCompanyPage>(`/api/admin/companies/${id}`),
    enabled: id !== undefined,
  });
}
