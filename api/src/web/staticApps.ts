import fs from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';

/** Where the built apps live (see vite configs). */
export interface BuiltApps {
  publicSiteDir: string;
  consoleDir: string;
}

const CONSOLE_ASSET_PREFIX = '/console/';
const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;
const ONE_YEAR = 365 * 24 * 60 * 60;

/** Console screens live at the spec's /dashboard/* and /admin/* URLs. */
export function isConsolePath(urlPath: string): boolean {
  return /^\/(dashboard|admin)(\/|$)/.test(urlPath);
}

/**
 * Serves the built public site at every non-API path and the built console at /dashboard/* and
 * /admin/*. Deep links fall back to each app's index.html, which routes on the client.
 */
export function staticApps(apps: BuiltApps) {
  return async function serveApps(ctx: Context, next: Next) {
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

    const appDir = isConsolePath(ctx.path) ? apps.consoleDir : apps.publicSiteDir;
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
