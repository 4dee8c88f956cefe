/**
 * What the server answers for search engines besides the pages: /robots.txt, /sitemap.xml (and
 * its numbered parts past SITEMAP_MAX_URLS URLs), and permanent redirects from the duplicate
 * landing slugs to their canonical page, from a blog post's old slugs to its address, and from a
 * post's address in another language than its own to its translation there (else to itself).
 */
import type { Context, Next } from 'koa';
import type { AppContext } from '../../appContext';
import { CATEGORY_SLUG_ALIASES } from '@core/catalogue/categories';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from '@core/i18n/languages';
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

interface PostAddress {
  id: number;
  slug: string;
  language: string;
  translation_of_id: number | null;
}
const postAddress = (post: Pick<PostAddress, 'slug' | 'language'>) =>
  pathInLanguage(`/blog/${post.slug}`, post.language);

/** The public post that `slug` used to name, if any. */
async function movedPost(ctx: SeoContext, slug: string): Promise<PostAddress | undefined> {
  return (await ctx.deps
    .knex('post_slug_redirects')
    .join('posts', 'posts.id', 'post_slug_redirects.post_id')
    .where('post_slug_redirects.slug', slug)
    .whereRaw(PUBLIC_POST_CONDITION)
    .first('posts.id', 'posts.slug', 'posts.language', 'posts.translation_of_id')) as
    | PostAddress
    | undefined;
}

/**
 * Where a public post asked for under another language's address lives (`/ar/blog/{an English
 * post}`, as the language switcher writes it): its translation into that language, else the
 * post itself at its own language's address. Undefined: no such public post, or the address is
 * right.
 */
async function postInLanguage(
  ctx: SeoContext,
  slug: string,
  language: string,
): Promise<string | undefined> {
  const post = (await ctx.deps
    .knex('posts')
    .where('posts.slug', slug)
    .whereRaw(PUBLIC_POST_CONDITION)
    .first('posts.id', 'posts.slug', 'posts.language', 'posts.translation_of_id')) as
    | PostAddress
    | undefined;
  if (!post || post.language === language) return undefined;
  const originalId = post.translation_of_id ?? post.id;
  const translation = (await ctx.deps
    .knex('posts')
    .where((qb) => qb.where('posts.id', originalId).orWhere('posts.translation_of_id', originalId))
    .where('posts.language', language)
    .whereRaw(PUBLIC_POST_CONDITION)
    .orderBy('posts.id')
    .first('posts.slug', 'posts.language')) as Pick<PostAddress, 'slug' | 'language'> | undefined;
  return postAddress(translation ?? post);
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

    // A blog post's address in any language: `/blog/{slug}`, `/ar/blog/{slug}`.
    const slug = BLOG_POST_PATH.exec(pathWithoutLanguage(ctx.path))?.[1];
    if (slug) {
      const moved = await movedPost(ctx, slug);
      const target = moved
        ? postAddress(moved)
        : await postInLanguage(ctx, slug, languageOfPath(ctx.path));
      if (target) {
        ctx.status = 301;
        ctx.redirect(`${target}${ctx.search}`);
        return;
      }
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
