import { isDatabaseUp } from '../db/database';
import { systemPolicy } from '../policies/system';
import type { ApiRouter } from './apiRouter';

export function healthRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/health',
    policy: systemPolicy.health,
    handler: async (ctx) => {
      const db = await isDatabaseUp(ctx.deps.knex);
      ctx.status = db ? 200 : 503;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { ok: db, db: db ? 'up' : 'down' };
    },
  });
}
