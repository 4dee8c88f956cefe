/**
 * The vendor console's strings, nested by screen, `{{name}}` placeholders. English is one file
 * per screen (`locales/en/{screen}.json`): the shell's comes with the signed-in shell, each
 * screen's with its screen's chunk (`addEnglish`), so nobody's first load carries other screens'
 * strings. Arabic is one file, `locales/ar.json`, its own chunk loaded only when chosen. A key
 * missing in a language reads as English (`locales.test.ts` fails when one is missing in Arabic).
 * A `{{count}}` value picks the plural form: `key_one`, `key_other` in English; Arabic adds
 * `key_two`, `key_few` (3–10) and `key_many` (11–99), whose words differ.
 */
import shell from './locales/en/shell.json';

export type Strings = { [key: string]: string | Strings };

/** The English strings brought so far: the shell's, then each screen's as its chunk runs. */
const english: Strings = { ...shell };

/** Adds a screen's English strings (`import strings from '…/en/cars.json'; addEnglish(strings)`). */
export function addEnglish(strings: Strings) {
  Object.assign(english, strings);
}
export type VendorT = (key: string, values?: Record<string, string | number>) => string;

function lookup(strings: Strings | undefined, key: string): string | undefined {
  let node: string | Strings | undefined = strings;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A translator: the language's string, else English's, else the key (a bug a test catches). In
 * another language than English each value is isolated (Unicode FSI … PDI), so a Latin plan name
 * or a number keeps its place in an Arabic sentence ("باقة Free: 1 من 5", not "باقة 1 :Free").
 */
export function translator(strings: Strings | null, locale = strings ? 'ar' : 'en'): VendorT {
  const isolate = strings ? (value: string) => `\u2068${value}\u2069` : (value: string) => value;
  const own = plurals(locale);
  const en = plurals('en');
  return (key, values) => {
    const count = values?.count;
    // A count picks the key's plural form (`cars_one`, `cars_few` …), as i18next does.
    const counted = (from: Strings | undefined, rules: Intl.PluralRules) =>
      typeof count === 'number'
        ? (lookup(from, `${key}_${rules.select(count)}`) ?? lookup(from, `${key}_other`))
        : undefined;
    const text =
      counted(strings ?? undefined, own) ??
      lookup(strings ?? undefined, key) ??
      counted(english, en) ??
      lookup(english, key) ??
      key;
    return values
      ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
          name in values ? isolate(String(values[name])) : whole,
        )
      : text;
  };
}

const pluralRules = new Map<string, Intl.PluralRules>();
/** A language's plural forms: English one/other; Arabic zero, one, two, few (3–10), many (11–99), other. */
function plurals(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

export const englishT = translator(null);
