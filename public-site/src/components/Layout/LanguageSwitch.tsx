import { useLocation } from 'react-router';
import {
  LANGUAGE_COOKIE,
  pathInLanguage,
  pathWithoutLanguage,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@core/i18n/languages';
import { useTranslation } from '../../i18n/react';

/** A year: the choice outlives the visit; it only chooses what the suggestion offers. */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function rememberLanguage(code: string) {
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * A blog post is written in one language and has its own slug in each translation: the switch
 * goes to the translation the page names (its hreflang alternate), or to the blog's list in that
 * language when there is none (the same path there would only redirect back to this post).
 * `null` for any other page, which is at the same path in every language.
 */
function blogPostInLanguage(bare: string, code: string): string | null {
  if (!/^\/blog\/(?!category\/)[^/]+$/.test(bare)) return null;
  const alternate = document.head.querySelector<HTMLLinkElement>(
    `link[rel="alternate"][hreflang="${code}"]`,
  );
  return alternate ? pathWithoutLanguage(new URL(alternate.href).pathname) : '/blog';
}

/**
 * Links to this page in the site's other languages (the header and the phone menu), with the
 * query kept. A full page load: the document's language, direction and strings change with it.
 * The href is written from the address bar's own path and query at the click (the server renders
 * the page for its page URL, which keeps only the query the page reads).
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const others = SITE_LANGUAGES.filter((language) => language.code !== i18n.language);
  return (
    <>
      {others.map((language: SiteLanguage) => (
        <a
          key={language.code}
          className={className}
          href={pathInLanguage(pathname + search + hash, language.code)}
          hrefLang={language.code}
          lang={language.code}
          onClick={(event) => {
            const { pathname: path, search: query, hash: anchor } = window.location;
            const bare =
              blogPostInLanguage(pathWithoutLanguage(path), language.code) ??
              pathWithoutLanguage(path) + query + anchor;
            event.currentTarget.href = pathInLanguage(bare, language.code);
            rememberLanguage(language.code);
          }}
        >
          {language.nativeName}
        </a>
      ))}
    </>
  );
}
