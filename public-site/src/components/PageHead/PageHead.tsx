import { useContext, useLayoutEffect } from 'react';
import { DEFAULT_LANGUAGE, pathInLanguage, SITE_LANGUAGES } from '@core/i18n/languages';
import { useTranslation } from '../../i18n/react';
import { useSite } from '../Providers/SiteContext';
import { HeadCollectorContext } from './HeadCollector';
import { headTags, writeHeadTags } from './headTags';
import { jsonLdInLanguage } from './structuredData';

export interface PageHeadProps {
  /** The full `<title>`, e.g. "SUV Rental Dubai | UAE Car Rental". */
  title: string;
  description: string;
  /** The page's canonical path (with its meaningful query, if any), e.g. "/cars/12". */
  canonicalPath: string;
  /** An absolute or site-relative image for link previews. */
  image?: string;
  /** Open Graph type: 'website' for lists and landing pages, 'product' for a car. */
  type?: 'website' | 'product' | 'article' | 'profile';
  keywords?: string;
  /**
   * schema.org data; one object or several, with the English addresses (`${origin}/cars/12`):
   * PageHead puts them in the page's language and adds `inLanguage` (jsonLdInLanguage).
   */
  jsonLd?: object | object[];
  /** Pages that must not be indexed (not found, account pages, favourites). */
  noIndex?: boolean;
  /**
   * A page that exists in some languages only (a blog post: itself and its translations):
   * its language-less path in each other language. Left out: the page is in every language,
   * at the same path. Empty: the page stands alone, with no hreflang alternates at all.
   */
  translations?: { language: string; path: string }[];
}

/**
 * The hreflang alternates of a page in some languages only: itself and each translation, and
 * x-default when one of them is English; none when it has no translation (a lone pair of
 * "alternates" pointing at itself would tell search engines nothing true).
 */
function pageTranslations(
  language: string,
  path: string,
  translations: { language: string; path: string }[],
  origin: string,
) {
  if (translations.length === 0) return [];
  const versions = [{ language, path }, ...translations];
  const href = (version: { language: string; path: string }) =>
    new URL(pathInLanguage(version.path, version.language), origin).href;
  const english = versions.find((version) => version.language === DEFAULT_LANGUAGE);
  return [
    ...versions.map((version) => ({ hreflang: version.language, href: href(version) })),
    ...(english ? [{ hreflang: 'x-default', href: href(english) }] : []),
  ];
}

/**
 * Every page declares its head through this one component. The server renderer collects the
 * tags (HeadCollector.tsx) and writes them into the document's `<head>`; in the browser they
 * replace the previous page's (or the server's) in `document.head` once the page is shown.
 * JSON-LD stays in the body, where search engines read it too.
 */
export function PageHead({
  title,
  description,
  canonicalPath,
  image,
  type = 'website',
  keywords,
  jsonLd,
  noIndex = false,
  translations,
}: PageHeadProps) {
  const { origin, siteName } = useSite();
  const { i18n } = useTranslation();
  // The page in each language (same path under its base): self-canonical, and hreflang pairs.
  const inLanguage = (code: string) => new URL(pathInLanguage(canonicalPath, code), origin).href;
  const canonical = inLanguage(i18n.language);
  const alternates = translations
    ? pageTranslations(i18n.language, canonicalPath, translations, origin)
    : [
        ...SITE_LANGUAGES.map(({ code }) => ({ hreflang: code, href: inLanguage(code) })),
        { hreflang: 'x-default', href: inLanguage(DEFAULT_LANGUAGE) },
      ];
  const imageUrl = image ? new URL(image, origin).href : undefined;
  const tags = headTags({
    title,
    description,
    canonical,
    alternates,
    locale: i18n.language,
    imageUrl,
    type,
    keywords,
    noIndex,
    siteName,
  });
  const collect = useContext(HeadCollectorContext);
  collect?.(tags);
  const key = JSON.stringify(tags);
  useLayoutEffect(() => writeHeadTags(JSON.parse(key) as typeof tags), [key]);
  return (
    <>
      {jsonLd && (
        <script
          type="application/ld+json"
          // JSON.stringify output with "<" escaped cannot close the script element.
          dangerouslySetInnerHTML={{
            __html: JSON.stringify(jsonLdInLanguage(jsonLd, origin, i18n.language)).replace(
              /</g,
              '\\u003c',
            ),
          }}
        />
      )}
    </>
  );
}
