import { EMIRATE_LABELS_AR } from './ar/labels';
import type { Emirate } from '../enums';
import { CATEGORY_PAGES_AR } from './ar/categories';
import { LOCATION_PAGES_AR } from './ar/locations';
import { LOCATION_NAMES_AR } from './ar/labels';
import { titleInEmirate, type CategoryPage } from './categories';
import { locationTexts, type LocationPage, type LocationTexts } from './locations';

/**
 * The landing pages' texts in a page's language (issue #21): the 12 category pages (14 slugs
 * with the aliases) and the 10 location pages, with their Arabic title, heading, intro or hero
 * text, description and head texts. The page's slug, filter and price stay the catalogue's.
 * English is the catalogue as written.
 */
export function categoryPageIn(page: CategoryPage, language: string): CategoryPage {
  const texts = language === 'ar' ? CATEGORY_PAGES_AR[page.slug] : undefined;
  return texts ? { ...page, ...texts } : page;
}

export function locationPageIn(page: LocationPage, language: string): LocationPage {
  const texts = language === 'ar' ? LOCATION_PAGES_AR[page.slug] : undefined;
  if (!texts) return page;
  return { ...page, ...texts, name: LOCATION_NAMES_AR[page.slug] ?? page.name };
}

/**
 * `locationTexts` in a language: the one price-from (the cheapest car listed, else the
 * catalogue's) written with the language's price format where the texts quote it.
 */
export function locationTextsIn(
  page: LocationPage,
  cheapestDayPrice: number | undefined,
  language: string,
  formatPrice: (amount: number) => string,
): LocationTexts {
  const texts = language === 'ar' ? LOCATION_PAGES_AR[page.slug] : undefined;
  if (!texts) return locationTexts(page, cheapestDayPrice);
  const priceFrom = cheapestDayPrice ?? page.priceFrom;
  const quoted = (text: string) => text.replaceAll('{price}', formatPrice(priceFrom));
  return {
    priceFrom,
    metaTitle: quoted(texts.metaTitle),
    metaDescription: quoted(texts.metaDescription),
    heroText: quoted(texts.heroText),
    desc: quoted(texts.desc),
  };
}

/** `titleInEmirate` in a language: the "Dubai" (دبي) a title names becomes the emirate. */
export function titleInEmirateIn(
  title: string,
  emirate: Emirate | undefined,
  language: string,
): string {
  if (language !== 'ar') return titleInEmirate(title, emirate);
  return emirate ? title.replace('دبي', EMIRATE_LABELS_AR[emirate]) : title;
}
