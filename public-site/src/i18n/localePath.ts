import { pathInLanguage } from '@core/i18n/languages';
import { useSite } from '../components/Providers/SiteContext';
import { useTranslation } from './react';

/**
 * A site path in the page's language (`/cars` → `/ar/cars` on an Arabic page), for what the
 * router's basename does not reach: plain `<a href>`s, GET forms' `action`s, absolute URLs.
 * Router `Link`s and `navigate` need nothing: the router works under the language's base.
 */
export function useLocalePath(): (path: string) => string {
  const { i18n } = useTranslation();
  return (path) => pathInLanguage(path, i18n.language);
}

/** An absolute URL of a site path in the page's language (share links, the support chat). */
export function useLocaleUrl(): (path: string) => string {
  const localePath = useLocalePath();
  const { origin } = useSite();
  return (path) => `${origin}${localePath(path)}`;
}
