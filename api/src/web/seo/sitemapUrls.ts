/**
 * Every public URL a search engine should know: the main pages, the landing pages from core's
 * catalogue (canonical slugs only), the companies, every public car and the blog (its list, the
 * category and tag lists that have public posts, and every public post).
 */
import type { Knex } from 'knex';
import { DEFAULT_LANGUAGE, pathInLanguage, SITE_LANGUAGES } from '@core/i18n/languages';
import { CATEGORY_PAGES } from '@core/catalogue/categories';
import { LOCATION_PAGES } from '@core/catalogue/locations';
import { WITH_DRIVER_HREF } from '@core/catalogue/menus';
import { PUBLIC_POST_DATE, whereBlogPostIsPublic } from '../../services/publicBlog';
import { whereCarIsPublic } from '../../services/publicCars';
import { whereCompanyIsListed } from '../../services/publicCompanies';
import type { SitemapUrl } from './sitemapXml';

const STATIC_PATHS = ['/', '/cars', WITH_DRIVER_HREF, '/companies', '/about', '/privacy', '/terms'];

type SitemapSource = (knex: Knex, catalogueChanged: Date) => Promise<SitemapUrl[]>;

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Pages whose content is the catalogue: they change when the newest public car does. */
const catalogueSource: SitemapSource = async (_knex, catalogueChanged) =>
  [
    ...STATIC_PATHS,
    ...CATEGORY_PAGES.map((page) => `/category/${page.slug}`),
    ...LOCATION_PAGES.map((page) => `/location/${page.slug}`),
  ].map((path) => ({ path, lastmod: catalogueChanged }));

const companiesSource: SitemapSource = async (knex) => {
  const companies: { id: number; created_at: Date | string }[] = await whereCompanyIsListed(
    knex('companies'),
  )
    .select('id', 'created_at')
    .orderBy('id');
  const newestCars: { company_id: number; at: Date | string }[] = await whereCarIsPublic(
    knex('cars').join('companies', 'companies.id', 'cars.company_id'),
  )
    .groupBy('cars.company_id')
    .select('cars.company_id', knex.raw('max(cars.created_at) as at'));
  const newestCar = new Map(newestCars.map((row) => [row.company_id, asDate(row.at)]));
  return companies.map((company) => {
    const created = asDate(company.created_at);
    const car = newestCar.get(company.id);
    return { path: `/companies/${company.id}/cars`, lastmod: car && car > created ? car : created };
  });
};

const carsSource: SitemapSource = async (knex) => {
  const rows: { id: number; created_at: Date | string }[] = await whereCarIsPublic(
    knex('cars').join('companies', 'companies.id', 'cars.company_id'),
  )
    .select('cars.id', 'cars.created_at')
    .orderBy('cars.id');
  return rows.map((row) => ({ path: `/cars/${row.id}`, lastmod: asDate(row.created_at) }));
};

/**
 * The blog: posts by their last change, each in its own language only (`/ar/blog/…` for an
 * Arabic post), its alternates its public translations (none: no alternate); the list pages by
 * their newest post, in every language (`/blog`, `/ar/blog`), a category's or tag's list in
 * the languages that have posts in it.
 */
const blogSource: SitemapSource = async (knex) => {
  const posts: {
    id: number;
    slug: string;
    language: string;
    translation_of_id: number | null;
    updated_at: Date | string;
    at: Date | string;
    category_slug: string | null;
  }[] = await whereBlogPostIsPublic(knex('posts'))
    .leftJoin('post_categories', 'post_categories.id', 'posts.category_id')
    .select(
      'posts.id',
      'posts.slug',
      'posts.language',
      'posts.translation_of_id',
      'posts.updated_at',
      knex.raw(`${PUBLIC_POST_DATE} as at`),
      'post_categories.slug as category_slug',
    )
    .orderByRaw(`${PUBLIC_POST_DATE} DESC, posts.id DESC`);
  if (!posts.length) return [{ path: '/blog', lastmod: new Date() }];
  const tags: { post_id: number; slug: string }[] = await knex('post_tags')
    .join('tags', 'tags.id', 'post_tags.tag_id')
    .whereIn(
      'post_tags.post_id',
      posts.map((post) => post.id),
    )
    .select('post_tags.post_id', 'tags.slug');
  // A list page's newest post, by language: '/blog/category/x' → { en: date, ar: date }.
  const newest = new Map<string, Map<string, Date>>();
  const touch = (path: string, language: string, at: Date) => {
    const byLanguage = newest.get(path) ?? new Map<string, Date>();
    const seen = byLanguage.get(language);
    if (!seen || at > seen) byLanguage.set(language, at);
    newest.set(path, byLanguage);
  };
  // The posts of one original: the original and its translations, each a language.
  const family = new Map<number, typeof posts>();
  for (const post of posts) {
    const key = post.translation_of_id ?? post.id;
    family.set(key, [...(family.get(key) ?? []), post]);
  }
  const postUrls = posts.map((post): SitemapUrl => {
    const at = asDate(post.at);
    touch('/blog', post.language, at);
    if (post.category_slug) touch(`/blog/category/${post.category_slug}`, post.language, at);
    const path = pathInLanguage(`/blog/${post.slug}`, post.language);
    const versions = (family.get(post.translation_of_id ?? post.id) ?? []).filter(
      (other, index, all) => all.findIndex((o) => o.language === other.language) === index,
    );
    const alternates =
      versions.length > 1
        ? [
            ...versions.map((version) => ({
              hreflang: version.language,
              path: pathInLanguage(`/blog/${version.slug}`, version.language),
            })),
            ...versions
              .filter((version) => version.language === DEFAULT_LANGUAGE)
              .map((version) => ({ hreflang: 'x-default', path: `/blog/${version.slug}` })),
          ]
        : [];
    return { path, lastmod: asDate(post.updated_at), language: post.language, alternates };
  });
  const postOf = new Map(posts.map((post) => [post.id, post]));
  for (const tag of tags) {
    const post = postOf.get(tag.post_id)!;
    touch(`/blog/tag/${tag.slug}`, post.language, asDate(post.at));
  }
  const lists = [...newest].flatMap(([path, byLanguage]): SitemapUrl[] => {
    const dates = [...byLanguage.values()];
    const lastmod = dates.reduce((a, b) => (a > b ? a : b));
    // The blog's front page exists in every language (an empty one says so).
    if (path === '/blog' || byLanguage.size === SITE_LANGUAGES.length) return [{ path, lastmod }];
    return [...byLanguage].map(([language, at]) => ({
      path: pathInLanguage(path, language),
      lastmod: at,
      language,
      alternates: [],
    }));
  });
  return [...lists, ...postUrls];
};

export const SITEMAP_SOURCES: SitemapSource[] = [
  catalogueSource,
  companiesSource,
  carsSource,
  blogSource,
];

export async function listSitemapUrls(knex: Knex): Promise<SitemapUrl[]> {
  const newest = await whereCarIsPublic(
    knex('cars').join('companies', 'companies.id', 'cars.company_id'),
  )
    .max({ at: 'cars.created_at' })
    .first();
  const catalogueChanged = newest?.at ? asDate(newest.at as Date | string) : new Date();
  const lists = [];
  for (const source of SITEMAP_SOURCES) lists.push(await source(knex, catalogueChanged));
  return lists.flat();
}
