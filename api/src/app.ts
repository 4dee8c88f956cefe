/**
 * Builds the Koa app. The middleware order lives here, in one place:
 * errors → security headers → demo media → API routes (JSON) → unknown /api → built apps.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import helmet from 'koa-helmet';
import type { Knex } from 'knex';
import type { Config } from './config';
import { notFound } from './errors';
import type { Logger } from './logger';
import { errorHandler } from './middleware/errorHandler';
import { carRoutes } from './routes/cars';
import { healthRoutes } from './routes/health';
import { demoMedia } from './web/demoMedia';
import { staticApps, type BuiltApps } from './web/staticApps';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const DEFAULT_BUILT_APPS: BuiltApps = {
  publicSiteDir: path.join(projectRoot, 'dist/public-site'),
  consoleDir: path.join(projectRoot, 'dist/console'),
};

export interface AppDeps {
  config: Config;
  knex: Knex;
  logger: Logger;
  builtApps?: BuiltApps;
}

export function createApp({ config, knex, logger, builtApps = DEFAULT_BUILT_APPS }: AppDeps): Koa {
  const app = new Koa({ proxy: config.isProduction });
  // Koa's default handler would print every error; ours already logged what matters.
  app.silent = true;

  app.use(errorHandler(logger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // antd writes its CSS-in-JS into <style> tags.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': ["'self'"],
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.publicUrl.startsWith('https:'),
    }),
  );
  app.use(demoMedia);

  const api = new Router({ prefix: '/api' });
  api.use(bodyParser({ enableTypes: ['json'], jsonLimit: '100kb', encoding: 'utf-8' }));
  for (const routes of [healthRoutes(knex), carRoutes()]) {
    api.use(routes.routes(), routes.allowedMethods({ throw: false }));
  }
  app.use(api.routes());
  app.use(api.allowedMethods());

  // Anything under /api that no route answered is a JSON 404, not the site's HTML.
  app.use(async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      throw notFound(`No API route for ${ctx.method} ${ctx.path}`);
    }
    await next();
  });

  app.use(staticApps(builtApps));
  return app;
}
