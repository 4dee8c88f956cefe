import {
  PASSWORD_RESET_SENT_MESSAGE,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  type PasswordResetAnswer,
} from '@core/schemas/auth';
import { signIn } from '../auth/signIn';
import { sessionPolicy } from '../policies/session';
import { presentCurrentUser } from '../presenters/user';
import {
  confirmPasswordReset,
  requestPasswordReset,
  type PasswordResetLimiters,
} from '../services/passwordReset';
import type { ApiRouter } from './apiRouter';

/** Forgot password: ask for a link (same answer for any address), then use it. */
export function passwordResetRoutes(api: ApiRouter, limiters: PasswordResetLimiters) {
  api.add({
    method: 'post',
    path: '/auth/password-reset',
    policy: sessionPolicy.passwordReset,
    cache: 'no-store',
    body: passwordResetRequestSchema,
    idempotent: true,
    status: 202,
    handler: async ({ ctx, body, deps }): Promise<PasswordResetAnswer> => {
      const queued = await requestPasswordReset(deps.knex, body.email, ctx.ip, limiters, {
        publicUrl: deps.config.publicUrl,
        refuseDemoAccounts: deps.config.isProduction,
      });
      if (queued) deps.mail.worker.wake();
      return { ok: true, message: PASSWORD_RESET_SENT_MESSAGE };
    },
  });

  api.add({
    method: 'post',
    path: '/auth/password-reset/confirm',
    policy: sessionPolicy.passwordReset,
    session: true,
    cache: 'no-store',
    body: passwordResetConfirmSchema,
    handler: async ({ ctx, body, deps }) => {
      const user = await confirmPasswordReset(deps.knex, body, {
        refuseDemoAccounts: deps.config.isProduction,
        publicUrl: deps.config.publicUrl,
      });
      // Its "password changed" notice was committed with it.
      deps.mail.worker.wake();
      return presentCurrentUser(await signIn(ctx, user), deps.mail);
    },
  });
}
