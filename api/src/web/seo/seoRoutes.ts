/**
 * What the server answers for search engines besides the pages: /robots.txt, /sitemap.xml (and
 * its numbered parts past SITEMAP_MAX_URLS URLs), and permanent redirects from the duplicate
 * landing slugs to their canonical page.
 */
import type { Context, Next } from 'koa';
import type { AppContext } from '../../appContext';
import { CATEGORY_SLUG_ALIASES } from '@core/catalogue/categories';
import { listSitemapUrls } from './sitemapUrls';
import { buildSitemapFiles, type SitemapFiles } from './sitemapXml';

type SeoContext = Context & AppContext;

const PRIVATE_PATHS = [
  '/api/',
  '/dashboard',
  '/admin',
  '/login',
  '/register',
  '/vendor/',
  '/favourites',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

const SITEMAP_PART = /^\/sitemap-(\d{1,6})\.xml$/;
const CATEGORY_PATH = /^\/category\/([^/]+)\/?$/;

async function sitemapFiles(ctx: SeoContext): Promise<SitemapFiles> {
  const { catalogue, knex, config } = ctx.deps;
  return catalogue.cache.get('sitemap', async () =>
    buildSitemapFiles(await listSitemapUrls(knex), config.publicUrl),
  );
}

export function seoRoutes() {
  return async function answerSeo(ctx: SeoContext, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const origin = ctx.deps.config.publicUrl;

    const alias = CATEGORY_PATH.exec(ctx.path)?.[1];
    const canonical = alias ? CATEGORY_SLUG_ALIASES[alias] : undefined;
    if (canonical) {
      ctx.status = 301;
      ctx.redirect(`/category/${canonical}${ctx.search}`);
      return;
    }

    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.body = robotsTxt(origin);
      return;
    }

    const part = SITEMAP_PART.exec(ctx.path)?.[1];
    if (ctx.path === '/sitemap.xml' || part) {
      const files = await sitemapFiles(ctx);
      const body = part ? files.parts[Number(part) - 1] : files.root;
      if (body === undefined) {
        ctx.status = 404;
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = 'No such sitemap file.';
        return;
      }
      ctx.type = 'application/xml; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = body;
      return;
    }
    return next();
  };
}
