import { DEFAULT_LANGUAGE } from '@core/i18n/languages';

/**
 * The `language` parameter of a public read whose answer holds company texts (a car's title and
 * description, a company's description: core i18n/companyTexts): nothing in English, so English
 * pages keep their keys and the API's cache its entries; `?language=ar` (or `&…`) otherwise.
 */
export function languageQuery(language: string, separator: '?' | '&'): string {
  return language === DEFAULT_LANGUAGE
    ? ''
    : `${separator}language=${encodeURIComponent(language)}`;
}
