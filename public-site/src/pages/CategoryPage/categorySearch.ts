import { resolveCategory, type CategoryPage } from '@core/catalogue/categories';
import type { CarSearchParams } from '@core/rules/carSearchParams';

/** The landing page a slug shows: its own, or the canonical page of an alias slug. */
export function categoryPageOf(slug: string | undefined): CategoryPage | undefined {
  return slug ? resolveCategory(slug)?.page : undefined;
}

/** The cars of a category page: the listing's `category` parameter (its filter, in core). */
export function categorySearchParams(slug: string | undefined): CarSearchParams | undefined {
  const page = categoryPageOf(slug);
  return page ? { category: page.slug } : undefined;
}
