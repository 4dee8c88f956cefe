import fs from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import type { AppContext } from '../appContext';
import { createSiteRenderer, type ApiReader } from './siteRenderer';

/** Where the built apps live (see vite configs). */
export interface BuiltApps {
  publicSiteDir: string;
  /** The site's server renderer (Vite's --ssr build). Without it pages render in the browser. */
  publicSiteServerDir: string;
  consoleDir: string;
}

const CONSOLE_ASSET_PREFIX = '/console/';
const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;
const ONE_YEAR = 365 * 24 * 60 * 60;

/** Console screens live at the spec's /dashboard/* and /admin/* URLs. (docs/product.md#the-product) */
export function isConsolePath(urlPath: string): boolean {
  return /^\/(dashboard|admin)(\/|$)/.test(urlPath);
}

/**
 * Serves the built public site at every non-API path and the built console at /dashboard/* and
 * /admin/*. Site pages are rendered on the server (siteRenderer); console deep links, and site
 * pages when server rendering is unavailable, get the app's index.html, which routes on the
 * client.
 */
export function staticApps(apps: BuiltApps, readApi: ApiReader) {
  const siteRenderer = createSiteRenderer(apps.publicSiteDir, apps.publicSiteServerDir, readApi);
  return async function serveApps(ctx: Context & AppContext, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') return next();

    const inConsole = ctx.path.startsWith(CONSOLE_ASSET_PREFIX);
    const root = inConsole ? apps.consoleDir : apps.publicSiteDir;
    const file = inConsole ? ctx.path.slice(CONSOLE_ASSET_PREFIX.length - 1) : ctx.path;

    if (file !== '/' && path.extname(file)) {
      const sent = await sendFile(ctx, root, file);
      if (sent) {
        ctx.set(
          'Cache-Control',
          HASHED_ASSET.test(file)
            ? `public, max-age=${ONE_YEAR}, immutable`
            : 'public, max-age=3600',
        );
        return;
      }
      if (inConsole || file.startsWith('/assets/')) return next(); // a missing asset is a 404
    }

    const inSite = !isConsolePath(ctx.path);
    if (inSite && siteRenderer && (await siteRenderer.serve(ctx))) return;
    const appDir = inSite ? apps.publicSiteDir : apps.consoleDir;
    const indexFile = path.join(appDir, 'index.html');
    if (!fs.existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web apps are not built yet: run `npm run build` (npm start does it for you).';
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root: appDir });
  };
}

async function sendFile(ctx: Context, root: string, file: string): Promise<boolean> {
  try {
    const served = await send(ctx, file, { root, gzip: true, brotli: true });
    return Boolean(served);
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 404 || status === 400 || status === 403) return false;
    throw error;
  }
}
