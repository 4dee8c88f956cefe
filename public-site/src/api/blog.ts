/**
 * The blog's data for the site: query option builders shared by the pages (`useQuery`) and the
 * route table (`handle.queries`, prefetched by the server), so the keys match.
 */
import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE } from '@core/i18n/languages';
import type { BlogCategoryWithCount, PublicPost, PublicPostPage } from '@core/schemas/blog';

export interface BlogListFilter {
  category?: string;
  tag?: string;
  page: number;
}

/** `?page=2` → 2; anything else (missing, 0, "abc") → 1. */
export function pageFromSearch(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export type BlogListKind = 'all' | 'category' | 'tag';

/** The list's filter from the URL: /blog, /blog/category/:slug or /blog/tag/:slug, ?page=N. */
export function blogFilterOf(
  kind: BlogListKind,
  params: Record<string, string | undefined>,
  searchParams: URLSearchParams,
): BlogListFilter {
  return {
    ...(kind === 'category' ? { category: params.slug } : {}),
    ...(kind === 'tag' ? { tag: params.slug } : {}),
    page: pageFromSearch(searchParams),
  };
}

/** The list's own URL (the site's), page 1 without `?page`. */
export function blogListPath(filter: Omit<BlogListFilter, 'page'>, page = 1): string {
  const base = filter.category
    ? `/blog/category/${filter.category}`
    : filter.tag
      ? `/blog/tag/${filter.tag}`
      : '/blog';
  return page > 1 ? `${base}?page=${page}` : base;
}

/** A page of the blog's posts in a language (the site's /blog: English, /ar/blog: Arabic). */
export function blogPostsQuery(filter: BlogListFilter, language: string) {
  const params = new URLSearchParams();
  if (language !== DEFAULT_LANGUAGE) params.set('language', language);
  if (filter.category) params.set('category', filter.category);
  if (filter.tag) params.set('tag', filter.tag);
  if (filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return queryOptions<PublicPostPage>({
    queryKey: [`/api/blog/posts${query ? `?${query}` : ''}`],
  });
}

/** A post as a page in a language shows it: one in another language answers 404. */
export const blogPostQuery = (slug: string, language: string) =>
  queryOptions<PublicPost>({
    queryKey: [`/api/blog/posts/${encodeURIComponent(slug)}?language=${language}`],
  });

/** The categories named in a language, with the number of that language's posts in each. */
export const blogCategoriesQuery = (language: string) =>
  queryOptions<BlogCategoryWithCount[]>({
    queryKey: [
      `/api/blog/categories${language !== DEFAULT_LANGUAGE ? `?language=${language}` : ''}`,
    ],
  });
