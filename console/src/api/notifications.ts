/** The signed-in user's notification preferences (GET · PATCH /api/profile/notifications). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { NotificationPatch, NotificationSettings } from '@core/schemas/notifications';
import { apiRequest, jsonBody } from './client';
import { useInvalidate } from './queryClient';

export const notificationsKey = ['/api/profile/notifications'] as const;

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: () => apiRequest<NotificationSettings>('/api/profile/notifications'),
  });
}

export function useUpdateNotifications() {
  const invalidate = useInvalidate(notificationsKey);
  return useMutation({
    mutationFn: (patch: NotificationPatch) =>
      apiRequest<NotificationSettings>('/api/profile/notifications', jsonBody('PATCH', patch)),
    onSuccess: invalidate,
  });
}
