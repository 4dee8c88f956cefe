import { catalogueLanguage } from './catalogueLanguages';
import { locationTexts, type LocationPage, type LocationTexts } from './locations';

/**
 * A location landing page's texts in a page's language (see pagesInLanguage.ts): apart, so that
 * only the location page's chunk carries the pages' prose.
 */
export function locationPageIn(page: LocationPage, language: string): LocationPage {
  const catalogue = catalogueLanguage(language);
  const texts = catalogue?.locationPages[page.slug];
  if (!texts) return page;
  return { ...page, ...texts, name: catalogue.locationNames[page.slug] ?? page.name };
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
  const texts = catalogueLanguage(language)?.locationPages[page.slug];
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
