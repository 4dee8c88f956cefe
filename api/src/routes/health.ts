import Router from '@koa/router';
import type { Knex } from 'knex';
import { isDatabaseUp } from '../db/database';

export function healthRoutes(knex: Knex): Router {
  const router = new Router();
  router.get('/health', async (ctx) => {
    const db = await isDatabaseUp(knex);
    ctx.status = db ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ok: db, db: db ? 'up' : 'down' };
  });
  return router;
}
