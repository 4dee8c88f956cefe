/**
 * The site's translations: one instance per app (and, on the server, one per request).
 * Every visible string lives in `locales/{language}/{namespace}.json`; a feature adds its own
 * namespace file, so adding Arabic is adding an `ar/` folder.
 *
 * Site-owned instead of i18next + react-i18next (≈ 17.6 KB gzip in every page's entry; see
 * docs/dependencies.md): the site uses the JSON files in i18next's v4 format and a handful of its
 * features, which this keeps with the same names, `t` and `useTranslation` and `Trans`:
 * `namespace:key.path` keys, `{{value}}` and `{{value, number}}` interpolation (no escaping: the
 * renderer escapes), plurals by `count` (`key_zero` for 0 when present, then the language's
 * plural category, `_one`, `_two`, `_few`, `_many`, `_other`, by Intl.PluralRules, which Arabic
 * needs), `returnObjects`, and English as the fallback language. A missing key shows the key.
 *
 * Only the namespaces the layout and the providers use (ENTRY_NAMESPACES) are in the site's
 * entry. Every other namespace has a module in `namespaces/` that the components using it import:
 * the strings travel in the chunk of the page (or dialog) that shows them, and are added here when
 * that chunk runs, before anything renders with them. The server renderer adds every file at
 * start. Resources are in memory when rendering: no flash of keys and the same text on the server
 * and in the browser. In the browser a namespace nobody brought is fetched on first use
 * (`onDemandLocales`; the component suspends meanwhile; a safety net).
 */
import { DEFAULT_LANGUAGE, SITE_LANGUAGES, siteLanguage } from '@core/i18n/languages';
import { formatWholeNumber } from '@core/rules/pricing';

export { DEFAULT_LANGUAGE };
export const DEFAULT_NAMESPACE = 'common';
/** In the entry: the layout's and the providers' strings (the glob below says the same). */
export const ENTRY_NAMESPACES = ['common', 'layout', 'contact'] as const;

type Strings = Record<string, unknown>;

export type TOptions = {
  /** Picks the plural form, and is interpolated as `{{count}}`. */
  count?: number;
  /** Returns the key's object or array (its strings interpolated) instead of a string. */
  returnObjects?: boolean;
} & Record<string, unknown>;

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

export interface I18n {
  readonly language: string;
  /** Translates in the default namespace (`common`), or `namespace:key`. */
  t: TFunction;
  /** A `t` bound to a namespace (and a language; `null` is the instance's). Stable per pair. */
  getFixedT(language: string | null, namespace?: string): TFunction;
  addResourceBundle(language: string, namespace: string, strings: Strings): void;
  hasResourceBundle(language: string, namespace: string): boolean;
  /**
   * Null when the namespace's strings are here; else (the browser, a namespace no chunk brought)
   * the promise of their arrival, for the component to suspend on.
   */
  loading(namespace: string): Promise<void> | null;
  /** The namespaces translated with so far (the server sends their strings with the page). */
  readonly namespacesUsed: ReadonlySet<string>;
}

/** Loads one namespace's strings in a language (the browser's on-demand files). */
export type LocaleLoader = (language: string, namespace: string) => Promise<Strings> | null;

/** The strings added so far, `{ en: { common: {...}, home: {...} } }`, shared by every instance. */
const loaded: Record<string, Record<string, Strings>> = {};

/** Adds locale files (`…/locales/{language}/{namespace}.json` → strings). */
export function addLocaleFiles(files: Record<string, Strings>) {
  for (const [file, strings] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    (loaded[language] ??= {})[namespace] = strings;
  }
}

// English only: another language's strings come with its pages (the server writes the ones a
// page used into it, `localeStrings`), so English pages carry no other language's bytes.
addLocaleFiles(
  import.meta.glob<Strings>('./locales/en/{common,layout,contact}.json', {
    eager: true,
    import: 'default',
  }),
);

/** The strings of these namespaces in a language, as loaded so far (for the server's page). */
export function localeStrings(
  language: string,
  namespaces: Iterable<string>,
): Record<string, Strings> {
  const strings: Record<string, Strings> = {};
  for (const namespace of namespaces) {
    const bundle = loaded[language]?.[namespace];
    if (bundle) strings[namespace] = bundle;
  }
  return strings;
}

/**
 * Locale files loaded on demand (the browser passes its own glob of the files outside the
 * entry): for a namespace no chunk brought (see above).
 */
export function onDemandLocales(files: Record<string, () => Promise<Strings>>): LocaleLoader {
  return (language, namespace) => {
    const load = Object.entries(files).find(([file]) =>
      file.endsWith(`/locales/${language}/${namespace}.json`),
    )?.[1];
    return load ? load() : null;
  };
}

/**
 * The writing direction of a language: 'rtl' for Arabic, so the layout can mirror. A code with a
 * region (`en-XA`, `ar-XB`) is looked up whole first: it may be a site language of its own.
 */
export function directionOf(instance: Pick<I18n, 'language'>): 'ltr' | 'rtl' {
  const whole = SITE_LANGUAGES.find((language) => language.code === instance.language);
  return (whole ?? siteLanguage(instance.language.split('-')[0]!)).dir;
}

/**
 * The plural category of `count` in a language. English by rule: a page's first Intl object
 * loads ICU's data (20–100 ms of a phone's main thread while the page hydrates; see
 * formatWholeNumber); every other language by Intl.PluralRules (Arabic has six categories).
 */
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  if (language === 'en') return count === 1 ? 'one' : 'other';
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

/**
 * `{{name}}` → the option's value, `{{name, number}}` → a whole number with English grouping
 * (our numbers are whole: counts, kilometres, dirhams; an Arabic translation with its own digits
 * would bring its formatter here). A value not given is left out, as i18next did.
 */
function interpolate(text: string, options: TOptions | undefined): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_, name: string, format: string | undefined) => {
    const value = options?.[name];
    if (value === undefined || value === null) return '';
    if (format === 'number') return formatWholeNumber(Number(value));
    return String(value as string | number);
  });
}

function interpolateDeep(value: unknown, options: TOptions | undefined): unknown {
  if (typeof value === 'string') return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, options));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateDeep(item, options)]),
    );
  return value;
}

function lookUp(strings: Strings | undefined, path: string): unknown {
  let value: unknown = strings;
  for (const part of path.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Strings)[part];
  }
  return value;
}

export function createI18n(
  language: string = DEFAULT_LANGUAGE,
  /** Where missing namespaces come from (the browser); none on the server, which has them all. */
  loader?: LocaleLoader,
): I18n {
  const own: Record<string, Record<string, Strings>> = {};
  const bundle = (lng: string, namespace: string) =>
    own[lng]?.[namespace] ?? loaded[lng]?.[namespace];
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  const fixed = new Map<string, TFunction>();
  const pending = new Map<string, Promise<void>>();
  const namespacesUsed = new Set<string>();

  function translate(lng: string, namespace: string, key: string, options?: TOptions): unknown {
    const separator = key.indexOf(':');
    if (separator > 0) {
      namespace = key.slice(0, separator);
      key = key.slice(separator + 1);
    }
    namespacesUsed.add(namespace);
    const count = options?.count;
    const tried = lng === language ? languages : [lng, DEFAULT_LANGUAGE];
    for (const each of tried) {
      const strings = bundle(each, namespace);
      if (!strings) continue;
      const candidates =
        typeof count === 'number'
          ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralCategory(each, count)}`, key]
          : [key];
      for (const candidate of candidates) {
        const value = lookUp(strings, candidate);
        if (value === undefined || value === null) continue;
        if (typeof value === 'string') return interpolate(value, options);
        if (options?.returnObjects) return interpolateDeep(value, options);
      }
    }
    return key;
  }

  const instance: I18n = {
    language,
    namespacesUsed,
    t: ((key: string, options?: TOptions) =>
      translate(language, DEFAULT_NAMESPACE, key, options)) as TFunction,
    getFixedT(lng, namespace = DEFAULT_NAMESPACE) {
      const target = lng ?? language;
      namespacesUsed.add(namespace);
      const id = `${target}|${namespace}`;
      let t = fixed.get(id);
      if (!t) {
        t = ((key: string, options?: TOptions) =>
          translate(target, namespace, key, options)) as TFunction;
        fixed.set(id, t);
      }
      return t;
    },
    addResourceBundle(lng, namespace, strings) {
      (own[lng] ??= {})[namespace] = strings;
    },
    hasResourceBundle(lng, namespace) {
      return bundle(lng, namespace) !== undefined;
    },
    loading(namespace) {
      namespacesUsed.add(namespace);
      // The page's own language is waited for; English (the fallback) is never enough alone.
      if (!loader || bundle(language, namespace)) return null;
      let promise = pending.get(namespace);
      if (!promise) {
        let lng = language;
        let load = loader(lng, namespace);
        if (!load && lng !== DEFAULT_LANGUAGE) {
          if (bundle(DEFAULT_LANGUAGE, namespace)) return null; // no file: English shows
          load = loader((lng = DEFAULT_LANGUAGE), namespace);
        }
        if (!load) return null; // nothing to wait for: the keys show
        promise = load.then(
          (strings) => {
            (loaded[lng] ??= {})[namespace] = strings;
          },
          () => {
            // A failed fetch shows the keys rather than suspending forever.
            (own[language] ??= {})[namespace] = {};
          },
        );
        pending.set(namespace, promise);
      }
      return promise;
    },
  };
  return instance;
}
