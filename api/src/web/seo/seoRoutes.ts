/**
 * What the server answers for search engines besides the pages: /robots.txt, /sitemap.xml (and
 * its numbered parts past SITEMAP_MAX_URLS URLs), and permanent redirects from the duplicate
 * landing slugs to their canonical page and from a blog post's old slugs to its address.
 */
import type { Context, Next } from 'koa';
import type { AppContext } from '../../appContext';
import { CATEGORY_SLUG_ALIASES } from '@core/catalogue/categories';
import { PUBLIC_POST_CONDITION } from '../../services/publicBlog';
import { listSitemapUrls } from './sitemapUrls';
import { buildSitemapFiles, inEveryLanguage, type SitemapFiles } from './sitemapXml';

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
const BLOG_POST_PATH = /^\/blog\/([a-z0-9-]{1,120})\/?$/;

/** The current slug of the public post that `slug` used to name, if any. */
async function movedPostSlug(ctx: SeoContext, slug: string): Promise<string | undefined> {
  const row = (await ctx.deps
    .knex('post_slug_redirects')
    .join('posts', 'posts.id', 'post_slug_redirects.post_id')
    .where('post_slug_redirects.slug', slug)
    .whereRaw(PUBLIC_POST_CONDITION)
    .first('posts.slug')) as { slug: string } | undefined;
  return row?.slug;
}

async function sitemapFiles(ctx: SeoContext): Promise<SitemapFiles> {
  const { catalogue, knex, config } = ctx.deps;
  return catalogue.cache.get('sitemap', async () =>
    buildSitemapFiles(inEveryLanguage(await listSitemapUrls(knex)), config.publicUrl),
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

    const oldSlug = BLOG_POST_PATH.exec(ctx.path)?.[1];
    const movedTo = oldSlug ? await movedPostSlug(ctx, oldSlug) : undefined;
    if (movedTo) {
      ctx.status = 301;
      ctx.redirect(`/blog/${movedTo}${ctx.search}`);
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
