/** The support inbox (GET /api/admin/support), a ticket, replies and closing. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TicketStatus } from '@core/enums';
import type { AdminSupportPage } from '@core/schemas/admin';
import type { SupportTicketDetail } from '@core/schemas/support';
import { apiRequest, jsonBody, queryString } from '../client';
import { useInvalidate } from '../queryClient';
import { adminOverviewKey } from './overview';

export const adminSupportKey = ['/api/admin/support'] as const;

export function useAdminTickets(params: { status?: TicketStatus; page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...adminSupportKey, params],
    queryFn: () => apiRequest<AdminSupportPage>(`/api/admin/support${queryString({ ...params })}`),
    placeholderData: keepPreviousData,
  });
}

export function useAdminTicket(id: number | undefined) {
  return useQuery({
    queryKey: [...adminSupportKey, id],
    queryFn: () => apiRequest<SupportTicketDetail>(`/api/admin/support/${id}`),
    enabled: id !== undefined,
  });
}

export function useAnswerTicket(id: number) {
  const invalidate = useInvalidate(adminSupportKey, adminOverviewKey);
  return useMutation({
    mutationFn: (input: { message: string }) =>
      apiRequest<SupportTicketDetail>(`/api/admin/support/${id}/messages`, jsonBody('POST', input)),
    onSuccess: invalidate,
  });
}

export function useCloseTicket(id: number) {
  const invalidate = useInvalidate(adminSupportKey, adminOverviewKey);
  return useMutation({
    mutationFn: () =>
      apiRequest<SupportTicketDetail>(`/api/admin/support/${id}/close`, jsonBody('POST', {})),
    onSuccess: invalidate,
  });
}
