/**
 * The signed-in user's own account (issue 17): confirming the address, "Resend", changing the
 * password and the address, and the session list (api/src/routes/account.ts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountMessage,
  AccountSessions,
  ChangeEmailInput,
  ChangePasswordInput,
  EmailConfirmAnswer,
} from '@core/schemas/account';
import { currentUserKey } from '../auth/session';
import { apiDelete, apiRequest, jsonBody } from './client';

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<EmailConfirmAnswer>('/api/auth/email-confirmation', jsonBody('POST', { token })),
    // The signed-in user (if any) now has a confirmed or a new address.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () =>
      apiRequest<AccountMessage>('/api/auth/email-verification', jsonBody('POST', {})),
  });
}

export const accountSessionsKey = ['/api/account/sessions'] as const;

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest<AccountMessage>('/api/account/password', jsonBody('POST', input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: ChangeEmailInput) =>
      apiRequest<AccountMessage>('/api/account/email', jsonBody('POST', input)),
  });
}

export function useAccountSessions() {
  return useQuery({
    queryKey: accountSessionsKey,
    queryFn: () => apiRequest<AccountSessions>('/api/account/sessions'),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/api/account/sessions/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ ended: number }>('/api/account/sessions/sign-out-others', jsonBody('POST', {})),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }),
  });
}
