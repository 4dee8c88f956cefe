import type { Emirate } from '../enums';
import type { CategoryPage } from './categories';
import type { CatalogueLabels } from './labels';
import type { LocationPage } from './locations';

/** A category page's texts in another language (catalogue/categories.ts has the page and filter). */
export type CategoryTexts = Pick<
  CategoryPage,
  'label' | 'title' | 'heading' | 'intro' | 'metaTitle' | 'metaDescription'
>;

/**
 * A location page's texts in another language (catalogue/locations.ts has the page, its price and
 * filter). `{price}` stands where the English says "AED 150": the page's one price-from, written
 * in the page's language (see `locationTextsIn`).
 */
export type LocationTextsIn = Pick<
  LocationPage,
  'title' | 'metaTitle' | 'metaDescription' | 'heroText' | 'desc'
>;

/** The catalogue in a language other than English: its labels and landing pages' texts. */
export interface CatalogueLanguage {
  labels: CatalogueLabels;
  categoryPages: Record<string, CategoryTexts>;
  locationPages: Record<string, LocationTextsIn>;
  /** A location page's place name, by slug. */
  locationNames: Record<string, string>;
  /** `titleInEmirate` in the language: the capital a title names becomes the emirate chosen. */
  titleInEmirate(title: string, emirate: Emirate | undefined): string;
}

/**
 * The languages added so far. Each language's catalogue is its own module (`ar/arabic.ts`) that
 * adds itself when imported, so the site's English pages carry none of it: the server renderer
 * imports every one, the browser the page's own before it hydrates (public-site i18n/languagePacks).
 * A language not added reads as English.
 */
const languages = new Map<string, CatalogueLanguage>();

export function addCatalogueLanguage(language: string, catalogue: CatalogueLanguage): void {
  languages.set(language, catalogue);
}

export function catalogueLanguage(language: string): CatalogueLanguage | undefined {
  return languages.get(language);
}
