import { loginInputSchema, registerInputSchema } from '@core/schemas/auth';
import { knownDeviceUserIds } from '../auth/knownDevice';
import { setSignedInHint } from '../auth/session';
import { signIn } from '../auth/signIn';
import { parseInput } from '../errors';
import { sessionPolicy } from '../policies/session';
import { presentCurrentUser } from '../presenters/user';
import { authenticate, registerCompany, type LoginLimiters } from '../services/accounts';
import type { ApiRouter } from './apiRouter';

export function authRoutes(api: ApiRouter, limiters: LoginLimiters) {
  api.add({
    method: 'get',
    path: '/auth/me',
    policy: sessionPolicy.me,
    handler: (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentCurrentUser(ctx.state.actor!);
    },
  });

  api.add({
    method: 'post',
    path: '/auth/login',
    policy: sessionPolicy.login,
    session: true,
    handler: async (ctx) => {
      const input = parseInput(loginInputSchema, ctx.request.body, 'body');
      const user = await authenticate(ctx.deps.knex, input, ctx.ip, limiters, {
        refuseDemoAccounts: ctx.deps.config.isProduction,
        knownDeviceUserIds: knownDeviceUserIds(ctx),
      });
      await signIn(ctx, user);
      ctx.body = presentCurrentUser(ctx.state.actor!);
    },
  });

  api.add({
    method: 'post',
    path: '/auth/register',
    policy: sessionPolicy.register,
    session: true,
    handler: async (ctx) => {
      const input = parseInput(registerInputSchema, ctx.request.body, 'body');
      const user = await registerCompany(ctx.deps.knex, input, ctx.ip, limiters);
      await signIn(ctx, user);
      ctx.status = 201;
      ctx.body = presentCurrentUser(ctx.state.actor!);
    },
  });

  api.add({
    method: 'post',
    path: '/auth/logout',
    policy: sessionPolicy.logout,
    session: true,
    handler: (ctx) => {
      // Removes the stored session and clears the cookie.
      ctx.session = null;
      ctx.state.actor = null;
      setSignedInHint(ctx, ctx.deps.config, false);
      ctx.body = { ok: true };
    },
  });
}
