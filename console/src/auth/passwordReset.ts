/**
 * Forgot password, in the console: ask for a link (/admin/forgot-password or
 * /dashboard/forgot-password, linked from the sign-in screen and the public site's /login), then
 * the screen the mailed link opens (/admin/reset-password or /dashboard/reset-password, the
 * token in the URL's fragment so it never reaches a server log). Both work without a session.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  type CurrentUser,
  type PasswordResetAnswer,
} from '@core/schemas/auth';
import { apiRequest, jsonBody } from '../api/client';
import { switchUser } from './session';

export { FORGOT_PASSWORD_ROUTE, isConsoleArea, RESET_PASSWORD_ROUTE } from './passwordResetRoutes';

/** The token of a reset link: `#token=…` (a `?token=` copy works too). */
export function resetTokenFrom(location: { hash: string; search: string }): string {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  return fromHash ?? new URLSearchParams(location.search).get('token') ?? '';
}

export const forgotPasswordFormSchema = passwordResetRequestSchema;
export type ForgotPasswordValues = z.input<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = passwordResetConfirmSchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
export type ResetPasswordValues = z.input<typeof resetPasswordFormSchema>;

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<PasswordResetAnswer>('/api/auth/password-reset', jsonBody('POST', { email })),
  });
}

/** Sets the new password; the answer is the signed-in user (every other session has ended). */
export function useConfirmPasswordReset(token: string, onSignedIn: (user: CurrentUser) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<CurrentUser>(
        '/api/auth/password-reset/confirm',
        jsonBody('POST', { token, password }),
      ),
    onSuccess: (user) => {
      onSignedIn(user);
      switchUser(queryClient, user);
    },
  });
}
