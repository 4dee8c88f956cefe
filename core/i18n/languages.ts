/**
 * The site's languages (issue #21). English is at the root; every other language is the same
 * site under its own first path segment (`/ar/cars/12`), with the same slugs. Adding a language
 * is a line here and a folder of strings (public-site/src/i18n/locales/{code}/).
 */
export interface SiteLanguage {
  /** BCP 47 code, also the path segment and the locale folder's name. */
  code: string;
  dir: 'ltr' | 'rtl';
  /** The locale Intl formats numbers and dates with (Latin digits, as UAE sites show prices). */
  intlLocale: string;
  /** The language's own name, for the switcher. */
  nativeName: string;
  /** Offered, in this language, to a browser that prefers it on another language's page. */
  suggestion: string;
  /** The offer's close button, aloud. */
  dismiss: string;
}

export const DEFAULT_LANGUAGE = 'en';

export const SITE_LANGUAGES: SiteLanguage[] = [
  {
    code: 'en',
    dir: 'ltr',
    intlLocale: 'en-AE',
    nativeName: 'English',
    suggestion: 'This page is available in English',
    dismiss: 'Close',
  },
  {
    code: 'ar',
    dir: 'rtl',
    intlLocale: 'ar-AE-u-nu-latn',
    nativeName: 'العربية',
    suggestion: 'هذه الصفحة متوفرة باللغة العربية',
    dismiss: 'إغلاق',
  },
];

/** The cookie that remembers the visitor's choice (the switcher sets it; nothing redirects by it). */
export const LANGUAGE_COOKIE = 'site_lang';

export function siteLanguage(code: string): SiteLanguage {
  return SITE_LANGUAGES.find((language) => language.code === code) ?? SITE_LANGUAGES[0]!;
}

/** The language a site path is in: its first segment when that is a language, else English. */
export function languageOfPath(pathname: string): string {
  const first = /^\/([^/?#]+)/.exec(pathname)?.[1];
  return first && first !== DEFAULT_LANGUAGE && SITE_LANGUAGES.some((l) => l.code === first)
    ? first
    : DEFAULT_LANGUAGE;
}

/** The router's basename for a language: '' for English, '/ar' for Arabic. */
export function languageBase(language: string): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** A path without its language segment: `/ar/cars?type=suv` → `/cars?type=suv`, `/ar` → `/`. */
export function pathWithoutLanguage(path: string): string {
  const language = languageOfPath(path);
  if (language === DEFAULT_LANGUAGE) return path;
  const rest = path.slice(language.length + 1);
  return rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest;
}

/**
 * A language-less site path (`/cars?type=suv`, `/`) in a language: `/ar/cars?type=suv`, `/ar`.
 * Paths outside the site (the console under /admin and /dashboard) stay as they are.
 */
export function pathInLanguage(path: string, language: string): string {
  const base = languageBase(language);
  if (!base || !path.startsWith('/') || /^\/(admin|dashboard|api|media)(\/|$)/.test(path))
    return path;
  return path === '/' ? base : /^\/[?#]/.test(path) ? `${base}${path.slice(1)}` : `${base}${path}`;
}
