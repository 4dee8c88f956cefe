/**
 * Every public URL a search engine should know: the main pages, the landing pages from core's
 * catalogue (canonical slugs only), the companies, every public car and the blog (its list, the
 * category and tag lists that have public posts, and every public post).
 */
import type { Knex } from 'knex';
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

/** The blog: posts by their last change; list pages by their newest post. */
const blogSource: SitemapSource = async (knex) => {
  const posts: {
    id: number;
    slug: string;
    updated_at: Date | string;
    at: Date | string;
    category_slug: string | null;
  }[] = await whereBlogPostIsPublic(knex('posts'))
    .leftJoin('post_categories', 'post_categories.id', 'posts.category_id')
    .select(
      'posts.id',
      'posts.slug',
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
  const newest = new Map<string, Date>();
  const touch = (path: string, at: Date) => {
    const seen = newest.get(path);
    if (!seen || at > seen) newest.set(path, at);
  };
  const postUrls = posts.map((post) => {
    const lastmod = asDate(post.updated_at);
    touch('/blog', asDate(post.at));
    if (post.category_slug) touch(`/blog/category/${post.category_slug}`, asDate(post.at));
    return { path: `/blog/${post.slug}`, lastmod };
  });
  const dateOf = new Map(posts.map((post) => [post.id, asDate(post.at)]));
  for (const tag of tags) touch(`/blog/tag/${tag.slug}`, dateOf.get(tag.post_id)!);
  return [...[...newest].map(([path, lastmod]) => ({ path, lastmod })), ...postUrls];
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
