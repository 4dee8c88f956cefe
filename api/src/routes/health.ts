import { isDatabaseUp } from '../db/database';
import { systemPolicy } from '../policies/system';
import type { ApiRouter } from './apiRouter';

export function healthRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/health',
    policy: systemPolicy.health,
    cache: 'no-store',
    handler: async ({ ctx, deps }) => {
      const db = await isDatabaseUp(deps.knex);
      ctx.status = db ? 200 : 503;
      ctx.body = { ok: db, db: db ? 'up' : 'down' };
    },
  });
}
