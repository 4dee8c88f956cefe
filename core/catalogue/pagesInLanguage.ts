import type { Emirate } from '../enums';
import { titleInEmirate, type CategoryPage } from './categories';
import { catalogueLanguage } from './catalogueLanguages';

/**
 * The landing pages' texts in a page's language (issue #21): the 12 category pages (14 slugs
 * with the aliases) and the 10 location pages, with their title, heading, intro or hero text,
 * description and head texts in the language (its catalogue module, e.g. `ar/arabic.ts`, added:
 * catalogueLanguages.ts). The page's slug, filter and price stay the catalogue's. English is the
 * catalogue as written. A location page's texts are `locationPagesIn.ts` (only its page needs
 * them; a link needs `catalogueLabels(language).locationTitle`).
 */
export function categoryPageIn(page: CategoryPage, language: string): CategoryPage {
  const texts = catalogueLanguage(language)?.categoryPages[page.slug];
  return texts ? { ...page, ...texts } : page;
}

/** `titleInEmirate` in a language: the capital a title names (دبي in Arabic) becomes the emirate. */
export function titleInEmirateIn(
  title: string,
  emirate: Emirate | undefined,
  language: string,
): string {
  const catalogue = catalogueLanguage(language);
  return catalogue ? catalogue.titleInEmirate(title, emirate) : titleInEmirate(title, emirate);
}
