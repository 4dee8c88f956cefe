/**
 * The vendor console's strings, nested by screen, `{{name}}` placeholders. English is one file
 * per screen (`locales/en/{screen}.json`): the shell's comes with the signed-in shell, each
 * screen's with its screen's chunk (`addEnglish`), so nobody's first load carries other screens'
 * strings. Arabic is one file, `locales/ar.json`, its own chunk loaded only when chosen. A key
 * missing in a language reads as English (`locales.test.ts` fails when one is missing in Arabic).
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
export function translator(strings: Strings | null): VendorT {
  const isolate = strings ? (value: string) => `\u2068${value}\u2069` : (value: string) => value;
  return (key, values) => {
    const text = lookup(strings ?? undefined, key) ?? lookup(english, key) ?? key;
    return values
      ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
          name in values ? isolate(String(values[name])) : whole,
        )
      : text;
  };
}

export const englishT = translator(null);
