/** GET /api/admin/overview: every queue's count and the item waiting longest. */
import { useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@core/schemas/admin';
import { apiRequest } from '../client';

export const adminOverviewKey = ['/api/admin/overview'] as const;

export function useAdminOverview() {
  return useQuery({
    queryKey: adminOverviewKey,
    queryFn: () => apiRequest<AdminOverview>('/api/admin/overview'),
  });
}
