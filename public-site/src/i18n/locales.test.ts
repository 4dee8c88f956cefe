import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '@core/i18n/languages';

const LOCALES = path.join(import.meta.dirname, 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf key of a strings file (`a.b.c`, array items by index). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      keysOf(item, prefix ? `${prefix}.${key}` : key),
    );
  return [prefix];
}

const read = (language: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), 'utf8')) as unknown;

const translations = SITE_LANGUAGES.filter(({ code }) => code !== 'en');

describe.each(translations)('the $code strings', ({ code }) => {
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;

  it.each(fs.readdirSync(path.join(LOCALES, 'en')))('%s has every English key', (file) => {
    const english = keysOf(read('en', file));
    const translated = new Set(keysOf(read(code, file)));
    const missing = new Set<string>();
    for (const key of english) {
      if (PLURAL.test(key)) {
        // A plural needs every form of the language (Arabic has six), not English's two.
        const base = key.replace(PLURAL, '');
        for (const category of categories)
          if (!translated.has(`${base}_${category}`)) missing.add(`${base}_${category}`);
      } else if (!translated.has(key)) missing.add(key);
    }
    expect([...missing]).toEqual([]);
  });

  it.each(fs.readdirSync(path.join(LOCALES, 'en')))('%s keeps the placeholders', (file) => {
    const english = read('en', file);
    const translated = read(code, file);
    const lookUp = (strings: unknown, key: string) =>
      key.split('.').reduce<unknown>((v, part) => (v as Record<string, unknown>)?.[part], strings);
    const names = (text: unknown) =>
      [...String(text).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
    for (const key of keysOf(english)) {
      if (PLURAL.test(key)) continue; // a form may spell its number out ("سيارتان")
      const value = lookUp(translated, key);
      if (value !== undefined)
        expect(names(value), `${file} ${key}`).toEqual(names(lookUp(english, key)));
    }
  });
});
