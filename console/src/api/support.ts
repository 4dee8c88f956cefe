/** Support tickets (GET · POST /api/vendor/support, /:id, /:id/messages). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  SupportMessageInput,
  SupportTicketDetail,
  SupportTicketInput,
  SupportTicketList,
} from '@core/schemas/support';
import { apiRequest, jsonBody } from './client';
import { useInvalidate } from './queryClient';

export const supportKey = ['/api/vendor/support'] as const;

export function useSupportTickets() {
  return useQuery({
    queryKey: [...supportKey, 'list'],
    queryFn: () => apiRequest<SupportTicketList>('/api/vendor/support'),
  });
}

export function useSupportTicket(id: number | undefined) {
  return useQuery({
    queryKey: [...supportKey, 'one', id],
    queryFn: () => apiRequest<SupportTicketDetail>(`/api/vendor/support/${id}`),
    enabled: id !== undefined,
  });
}

export function useOpenTicket() {
  const invalidate = useInvalidate(supportKey);
  return useMutation({
    mutationFn: (input: SupportTicketInput) =>
      apiRequest<SupportTicketDetail>('/api/vendor/support', jsonBody('POST', input)),
    onSuccess: invalidate,
  });
}

export function useReplyToTicket(id: number) {
  const invalidate = useInvalidate(supportKey);
  return useMutation({
    mutationFn: (input: SupportMessageInput) =>
      apiRequest<SupportTicketDetail>(
        `/api/vendor/support/${id}/messages`,
        jsonBody('POST', input),
      ),
    onSuccess: invalidate,
  });
}
