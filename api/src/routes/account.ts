import {
  VERIFICATION_SENT_MESSAGE,
  changeEmailSchema,
  changePasswordSchema,
  emailConfirmSchema,
  type AccountMessage,
  type AccountSessions,
  type EmailConfirmAnswer,
} from '@core/schemas/account';
import { notFound } from '../errors';
import { accountPolicy } from '../policies/account';
import {
  confirmEmailToken,
  createResendLimiter,
  requestEmailChange,
  resendVerification,
} from '../services/accountEmail';
import {
  endAccountSession,
  endOtherSessions,
  listAccountSessions,
} from '../services/accountSessions';
import { createCurrentPasswordLimiter } from '../services/currentPassword';
import { changePassword } from '../services/passwordChange';
import type { Knex } from 'knex';
import { noContent, type ApiRouter } from './apiRouter';

const sessionId = (raw: unknown) => {
  const id = (raw as { id?: unknown }).id;
  if (typeof id !== 'string' || !/^[0-9a-f]{64}$/.test(id))
    throw notFound('This session has already ended');
  return { id };
};

/** The signed-in user's own account: address confirmation, password, address, sessions. */
export function accountRoutes(api: ApiRouter, knex: Knex) {
  const resendLimiter = createResendLimiter(knex);
  const currentPasswordLimiter = createCurrentPasswordLimiter(knex);

  api.add({
    method: 'post',
    path: '/auth/email-verification',
    policy: accountPolicy.resendVerification,
    status: 202,
    handler: async ({ actor, deps }): Promise<AccountMessage> => {
      await resendVerification(deps.knex, actor, resendLimiter, deps.config.publicUrl);
      deps.mail.worker.wake();
      return { ok: true, message: VERIFICATION_SENT_MESSAGE };
    },
  });

  api.add({
    method: 'post',
    path: '/auth/email-confirmation',
    policy: accountPolicy.confirmEmail,
    cache: 'no-store',
    body: emailConfirmSchema,
    handler: ({ body, deps }): Promise<EmailConfirmAnswer> =>
      confirmEmailToken(deps.knex, body.token),
  });

  api.add({
    method: 'post',
    path: '/account/password',
    policy: accountPolicy.changePassword,
    body: changePasswordSchema,
    handler: async ({ actor, body, ctx, deps }) => {
      const { otherSessionsEnded } = await changePassword(
        deps.knex,
        actor,
        body,
        currentPasswordLimiter,
        ctx.state.sessionId,
        deps.config.publicUrl,
      );
      // Its "password changed" notice was committed with it.
      deps.mail.worker.wake();
      return {
        ok: true as const,
        message:
          otherSessionsEnded > 0
            ? `Password changed. ${otherSessionsEnded} other session${otherSessionsEnded === 1 ? '' : 's'} signed out.`
            : 'Password changed.',
      };
    },
  });

  api.add({
    method: 'post',
    path: '/account/email',
    policy: accountPolicy.changeEmail,
    body: changeEmailSchema,
    status: 202,
    handler: async ({ actor, body, deps }): Promise<AccountMessage> => {
      await requestEmailChange(
        deps.knex,
        actor,
        body,
        currentPasswordLimiter,
        deps.config.publicUrl,
      );
      deps.mail.worker.wake();
      return {
        ok: true,
        message: `We have sent a confirmation link to ${body.email}. Your address changes when you open it; until then, sign in with ${actor.email}.`,
      };
    },
  });

  api.add({
    method: 'get',
    path: '/account/sessions',
    policy: accountPolicy.sessions,
    handler: async ({ actor, ctx, deps }): Promise<AccountSessions> => ({
      items: await listAccountSessions(deps.knex, actor.id, ctx.state.sessionId, ctx.ip),
    }),
  });

  api.add({
    method: 'post',
    path: '/account/sessions/sign-out-others',
    policy: accountPolicy.sessions,
    handler: async ({ actor, ctx, deps }) => ({
      ended: await endOtherSessions(deps.knex, actor.id, ctx.state.sessionId),
    }),
  });

  api.add({
    method: 'delete',
    path: '/account/sessions/:id',
    policy: accountPolicy.sessions,
    params: sessionId,
    handler: async ({ actor, params, ctx, deps }) => {
      await endAccountSession(deps.knex, actor.id, params.id);
      // Signing this very session out is signing out.
      if (params.id === ctx.state.sessionId) ctx.session = null;
    },
    present: noContent,
  });
}
