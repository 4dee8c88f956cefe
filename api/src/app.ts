/**
 * Builds the Koa app. The middleware order lives here, in one place:
 * errors → client address (trusted proxies only) → canonical host redirect (when configured) →
 * security headers → a public catalogue answer asked again (routes/endpoint/hotAnswers.ts) →
 * demo media → /api (body, NUL check, cross-site check, then per route: session and actor where
 * needed, policy, handler) → JSON 404 for unknown /api paths → the built apps.
 * Uploaded photos (/media/uploads, `storage/`) are served right after the demo media.
 */
import path from 'node:path';
import Koa, { type Middleware } from 'koa';
import type { RouterMiddleware } from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import compose from 'koa-compose';
import type { AppContext, AppDeps, AppState } from './appContext';
import { loadActor } from './auth/actor';
import { sessionMiddleware } from './auth/session';
import { resolveSessionSecret } from './auth/sessionSecret';
import { notFound } from './errors';
import { createMail } from './mail';
import { errorHandler } from './middleware/errorHandler';
import { rejectNulCharacters } from './middleware/rejectNulCharacters';
import { manualProvider } from './payments';
import { buildApiRouter } from './routes';
import { clientAddress, trustsProxies } from './security/clientAddress';
import { rejectCrossSiteWrites } from './security/crossSite';
import { apiSecurityHeaders, pageSecurityHeaders } from './security/headers';
import { createCatalogue } from './services/catalogue';
import { SearchRecorder } from './services/searchStats/searchRecorder';
import { createListingEventRecorder } from './services/listingAnalytics/recorder';
import { createStorage, serveUploads } from './storage';
import { canonicalHostRedirect } from './web/canonicalHost';
import { demoMedia } from './web/demoMedia';
import { shareImages } from './web/shareImages';
import { seoRoutes } from './web/seo/seoRoutes';
import { staticApps, type BuiltApps } from './web/staticApps';
import { projectRoot } from './projectRoot';

export const DEFAULT_BUILT_APPS: BuiltApps = {
  publicSiteDir: path.join(projectRoot, 'dist/public-site'),
  publicSiteServerDir: path.join(projectRoot, 'dist/public-site-server'),
  consoleDir: path.join(projectRoot, 'dist/console'),
};

export interface CreateAppOptions extends AppDeps {
  builtApps?: BuiltApps;
}

type AppCtx = Koa.ParameterizedContext<AppState, AppContext>;

const isApiPath = (urlPath: string) => urlPath === '/api' || urlPath.startsWith('/api/');

export function createApp({ builtApps = DEFAULT_BUILT_APPS, ...deps }: CreateAppOptions) {
  const { config, knex, logger } = deps;
  // Koa's `proxy` makes it read X-Forwarded-Proto/Host; the client address itself is set by
  // clientAddress from the trusted hops only.
  const app = new Koa<AppState, AppContext>({
    proxy: trustsProxies(config.trustProxy),
    maxIpsCount: config.trustProxy.hops,
  });
  const storage = createStorage(config);
  app.context.deps = {
    ...deps,
    catalogue: createCatalogue(knex, {
      answerSeconds: config.searchCacheSeconds,
      facetIndexSeconds: config.facetIndexSeconds,
      databaseUrl: config.databaseUrl,
      logger,
    }),
    storage,
    payments: manualProvider,
    // Its worker is started by server.ts (tests drain it themselves).
    mail: createMail(config, knex, logger),
    // Its flush timer is started by server.ts (tests flush it themselves).
    searches: new SearchRecorder(knex, logger),
    // Its last batch is written on shutdown (server.ts; tests close it themselves).
    listingEvents: createListingEventRecorder(knex, logger),
  };
  // Koa's default handler would print every error; ours already logged what matters.
  app.silent = true;
  const httpsPublicUrl = config.publicUrl.startsWith('https:');

  const session = sessionMiddleware(
    app as unknown as Koa,
    knex,
    config,
    resolveSessionSecret(config),
  );
  const api = buildApiRouter(
    knex,
    [
      async (ctx, next) => {
        // Users reach an https PUBLIC_URL over TLS ended by a proxy: the cookie is Secure.
        if (httpsPublicUrl) ctx.cookies.secure = true;
        await next();
      },
      session as unknown as RouterMiddleware<AppState, AppContext>,
      loadActor as unknown as RouterMiddleware<AppState, AppContext>,
    ],
    {
      signUpsPerHour: config.signUpsPerHour,
      listingEventsPerMinute: config.listingEventsPerMinute,
    },
  );

  app.use(errorHandler(logger));
  app.use(clientAddress(config.trustProxy));
  if (config.canonicalHostRedirect) app.use(canonicalHostRedirect(config.publicUrl));
  const pageHeaders = pageSecurityHeaders(httpsPublicUrl);
  const apiHeaders = apiSecurityHeaders(httpsPublicUrl);
  app.use((ctx, next) => (isApiPath(ctx.path) ? apiHeaders(ctx, next) : pageHeaders(ctx, next)));
  app.use(api.hotAnswers.middleware);
  app.use(demoMedia);
  app.use(shareImages(storage));
  app.use(serveUploads(config, storage));

  const smallJson = bodyParser({ enableTypes: ['json'], jsonLimit: '100kb', encoding: 'utf-8' });
  // The blog editor sends a post's HTML and its Tiptap document together: a long post with
  // both is well past 100 kB (the HTML itself is capped by core's BLOG_LIMITS).
  const postJson = bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', encoding: 'utf-8' });
  const jsonBodyParser: Middleware<AppState, AppContext> = (ctx, next) =>
    (ctx.path.startsWith('/api/admin/blog/posts') ? postJson : smallJson)(ctx, next);
  const apiStack = compose<AppCtx>([
    jsonBodyParser,
    rejectNulCharacters,
    rejectCrossSiteWrites([new URL(config.publicUrl).origin]),
    api.router.routes(),
    api.router.allowedMethods(),
    async (ctx: AppCtx) => {
      // Anything under /api that no route answered is a JSON 404, not the site's HTML.
      throw notFound(`No API route for ${ctx.method} ${ctx.path}`);
    },
  ] as unknown as Middleware<AppState, AppContext>[]);
  app.use((ctx, next) => (isApiPath(ctx.path) ? apiStack(ctx, next) : next()));

  app.use(seoRoutes() as unknown as Middleware<AppState, AppContext>);
  app.use(staticApps(builtApps, (appDeps, apiPath) => api.read(appDeps, apiPath)));
  return Object.assign(app, {
    apiRoutes: api.routes,
    /** A public read in process (the server renderer's), with the app's services. */
    readApi: (apiPath: string) => api.read(app.context.deps, apiPath),
  });
}
