/**
 * One i18next instance per app (and, on the server, one per request).
 * Every visible string lives in `locales/{language}/{namespace}.json`; a feature adds its own
 * namespace file, so adding Arabic is adding an `ar/` folder.
 *
 * Only the namespaces the layout and the providers use (ENTRY_NAMESPACES) are in the site's
 * entry. Every other namespace has a module in `namespaces/` that the components using it import:
 * the strings travel in the chunk of the page (or dialog) that shows them, and are added here when
 * that chunk runs, before anything renders with them. The server renderer adds every file at
 * start. Resources are in memory when rendering, so init is synchronous: no flash of keys and the
 * same text on the server and in the browser. In the browser a namespace nobody brought is
 * fetched on first use (`onDemandLocales`; the component suspends meanwhile; a safety net).
 */
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatWholeNumber } from '@core/rules/pricing';

export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_NAMESPACE = 'common';
/** In the entry: the layout's and the providers' strings (the glob below says the same). */
export const ENTRY_NAMESPACES = ['common', 'layout', 'contact'] as const;

type Strings = Record<string, unknown>;

/** The strings added so far, `{ en: { common: {...}, home: {...} } }`. */
const loaded: Record<string, Record<string, Strings>> = {};
/** The browser's one instance, which gets each namespace as its chunk arrives. */
let browserInstance: I18n | undefined;

/** Adds locale files (`…/locales/{language}/{namespace}.json` → strings). */
export function addLocaleFiles(files: Record<string, Strings>) {
  for (const [file, strings] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    (loaded[language] ??= {})[namespace] = strings;
    if (browserInstance && !browserInstance.hasResourceBundle(language, namespace))
      browserInstance.addResourceBundle(language, namespace, strings);
  }
}

addLocaleFiles(
  import.meta.glob<Strings>('./locales/*/{common,layout,contact}.json', {
    eager: true,
    import: 'default',
  }),
);

/**
 * An i18next backend over locale files loaded on demand (the browser passes its own glob of the
 * files outside the entry): for a namespace no chunk brought (see above).
 */
export function onDemandLocales(files: Record<string, () => Promise<Strings>>): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const load = Object.entries(files).find(([file]) =>
        file.endsWith(`/locales/${language}/${namespace}.json`),
      )?.[1];
      if (!load) {
        callback(new Error(`No locale file ${language}/${namespace}`), false);
        return;
      }
      load().then(
        (strings) => {
          (loaded[language] ??= {})[namespace] = strings;
          callback(null, strings);
        },
        (error: Error) => callback(error, false),
      );
    },
  };
}

export function createI18n(
  language: string = DEFAULT_LANGUAGE,
  /** Where missing namespaces come from (the browser); none on the server, which has them all. */
  backend?: BackendModule,
): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  if (backend) instance.use(backend);
  const resources = Object.fromEntries(
    Object.entries(loaded).map(([lng, namespaces]) => [lng, { ...namespaces }]),
  );
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...ENTRY_NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    resources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });
  // `{{count, number}}`: our numbers are whole (counts, kilometres, dirhams). i18next's own
  // formatter builds an Intl.NumberFormat, and a browser page's first one loads ICU's number data
  // (20–100 ms of a phone's main thread while the page hydrates); see formatWholeNumber. An
  // Arabic translation with its own digits would bring its formatter here.
  instance.services.formatter?.add('number', (value: number) => formatWholeNumber(value));
  if (typeof window !== 'undefined') browserInstance = instance;
  return instance;
}

/** The writing direction of a language: 'rtl' for Arabic, so the layout can mirror. */
export function directionOf(instance: I18n): 'ltr' | 'rtl' {
  return instance.dir(instance.language);
}
