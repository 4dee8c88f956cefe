import { loginInputSchema, registerInputSchema } from '@core/schemas/auth';
import { knownDeviceUserIds } from '../auth/knownDevice';
import { setSignedInHint } from '../auth/session';
import { signIn } from '../auth/signIn';
import { sessionPolicy } from '../policies/session';
import { presentCurrentUser } from '../presenters/user';
import { authenticate, registerCompany, type LoginLimiters } from '../services/accounts';
import type { ApiRouter } from './apiRouter';

export function authRoutes(api: ApiRouter, limiters: LoginLimiters) {
  api.add({
    method: 'get',
    path: '/auth/me',
    policy: sessionPolicy.me,
    handler: ({ actor, deps }) => presentCurrentUser(actor, deps.mail),
  });

  api.add({
    method: 'post',
    path: '/auth/login',
    policy: sessionPolicy.login,
    session: true,
    cache: 'no-store',
    body: loginInputSchema,
    handler: async ({ ctx, body, deps }) => {
      const user = await authenticate(deps.knex, body, ctx.ip, limiters, {
        refuseDemoAccounts: deps.config.isProduction,
        knownDeviceUserIds: knownDeviceUserIds(ctx),
      });
      return presentCurrentUser(await signIn(ctx, user), deps.mail);
    },
  });

  api.add({
    method: 'post',
    path: '/auth/register',
    policy: sessionPolicy.register,
    session: true,
    cache: 'no-store',
    body: registerInputSchema,
    idempotent: true,
    status: 201,
    handler: async ({ ctx, body, deps }) => {
      const user = await registerCompany(deps.knex, body, ctx.ip, limiters, {
        publicUrl: deps.config.publicUrl,
      });
      deps.mail.worker.wake();
      return presentCurrentUser(await signIn(ctx, user), deps.mail);
    },
  });

  api.add({
    method: 'post',
    path: '/auth/logout',
    policy: sessionPolicy.logout,
    session: true,
    cache: 'no-store',
    handler: ({ ctx, deps }) => {
      // Removes the stored session and clears the cookie.
      ctx.session = null;
      ctx.state.actor = null;
      setSignedInHint(ctx, deps.config, false);
      return { ok: true };
    },
  });
}
