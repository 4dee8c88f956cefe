/** The development outbox (GET /api/admin/outbox): what the product would have mailed. */
import { useQuery } from '@tanstack/react-query';
import type { OutboxList } from '@core/schemas/mail';
import { apiRequest } from '../client';

export const adminOutboxKey = ['/api/admin/outbox'] as const;

export function useOutbox() {
  return useQuery({
    queryKey: adminOutboxKey,
    queryFn: () => apiRequest<OutboxList>('/api/admin/outbox'),
    // A mail arrives a moment after the action that causes it: look again now and then.
    refetchInterval: 5_000,
    retry: false,
  });
}
