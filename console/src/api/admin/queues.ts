/** GET /api/admin/queues: the waiting counts on the admin menu's entries. */
import { useQuery } from '@tanstack/react-query';
import type { AdminQueueCounts } from '@core/schemas/admin';
import { apiRequest } from '../client';

export const adminQueuesKey = ['/api/admin/queues'] as const;

/**
 * Asked for every 30 s while the menu shows (another admin's decisions, new sign-ups), and after
 * each of this admin's own changes (createQueryClient's mutation cache), without a reload.
 */
export function useAdminQueueCounts(enabled: boolean) {
  return useQuery({
    queryKey: adminQueuesKey,
    queryFn: () => apiRequest<AdminQueueCounts>('/api/admin/queues'),
    enabled,
    refetchInterval: 30_000,
  });
}
