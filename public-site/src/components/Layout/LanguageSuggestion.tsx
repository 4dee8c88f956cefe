import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  LANGUAGE_COOKIE,
  pathInLanguage,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@core/i18n/languages';
import { useTranslation } from '../../i18n/react';
import { rememberLanguage } from './LanguageSwitch';

function cookieLanguage(): string | undefined {
  return new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]+)`).exec(document.cookie)?.[1];
}

/** The site language the browser prefers first, when the visitor never chose one. */
function preferredLanguage(): SiteLanguage | undefined {
  if (cookieLanguage()) return undefined;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const found = SITE_LANGUAGES.find((language) => language.code === tag.split('-')[0]);
    if (found) return found;
  }
  return undefined;
}

/**
 * A dismissible offer of the page in the visitor's own language, never a redirect (a search
 * engine must reach every language's page). Shown after mount only: the server renders no
 * device state. Closing it, or following it, remembers the choice.
 */
export function LanguageSuggestion() {
  const { i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const [offer, setOffer] = useState<SiteLanguage>();
  useEffect(() => {
    const preferred = preferredLanguage();
    if (preferred && preferred.code !== i18n.language) setOffer(preferred);
  }, [i18n.language]);
  if (!offer) return null;
  return (
    // The card sits in the page's direction (its corner opposite the chat launcher); its words in
    // their own.
    <div className="language-suggestion" role="note">
      <div className="language-suggestion__body" lang={offer.code} dir={offer.dir}>
        <a
          href={pathInLanguage(pathname + search, offer.code)}
          onClick={() => rememberLanguage(offer.code)}
        >
          {offer.suggestion}
        </a>
        <button
          type="button"
          className="language-suggestion__close"
          aria-label={offer.dismiss}
          onClick={() => {
            rememberLanguage(i18n.language);
            setOffer(undefined);
          }}
        >
          ×
        </button>
      </div>
    </div>
  );
}
