import { describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES } from '../shell/consoleRoutes';
import { addEnglish, translator, type Strings } from './strings';
import arabic from './locales/ar.json';

// Every screen's English file, as the screens add them when their chunks run.
const english: Strings = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Strings>('./locales/en/*.json', { eager: true, import: 'default' }),
  ),
);
addEnglish(english);

/** Every leaf key of a strings file (`carForm.title`). */
function keysOf(strings: Strings, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : keysOf(value, path);
  });
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("the vendor console's Arabic strings", () => {
  it('have every English key, with the same placeholders', () => {
    const ar = translator(arabic as Strings);
    const missing = keysOf(english as Strings).filter((key) => ar(key) === translator({})(key));
    expect(missing).toEqual([]);
    for (const key of keysOf(english as Strings)) {
      // A plural form may spell its count out ('سيارة واحدة', 'سيارتان'): only the others must match.
      const values = (text: string) =>
        PLURAL.test(key)
          ? placeholders(text).filter((name) => name !== 'count')
          : placeholders(text);
      expect(values(ar(key)), key).toEqual(values(translator({})(key)));
    }
  });

  it("have Arabic's plural forms where English has a count", () => {
    const arabicKeys = new Set(keysOf(arabic as Strings));
    const counted = new Set(
      keysOf(english as Strings)
        .filter((key) => PLURAL.test(key))
        .map((key) => key.replace(PLURAL, '')),
    );
    const missing = [...counted].flatMap((key) =>
      ['one', 'two', 'few', 'many', 'other']
        .map((form) => `${key}_${form}`)
        .filter((form) => !arabicKeys.has(form)),
    );
    expect(missing).toEqual([]);
  });

  it('pick the plural form of a count', () => {
    const ar = translator({
      cars_one: 'سيارة واحدة',
      cars_two: 'سيارتان',
      cars_few: '{{count}} سيارات',
      cars_many: '{{count}} سيارة',
      cars_other: '{{count}} سيارة',
    });
    expect([1, 2, 3, 11, 100].map((count) => ar('cars', { count }))).toEqual([
      'سيارة واحدة',
      'سيارتان',
      '\u20683\u2069 سيارات',
      '\u206811\u2069 سيارة',
      '\u2068100\u2069 سيارة',
    ]);
  });

  it("name every vendor screen's title and menu entry", () => {
    const missing: string[] = [];
    for (const route of CONSOLE_ROUTES) {
      if (!route.roles.some((role) => role === 'owner' || role === 'staff')) continue;
      const nav = (arabic as { nav: Record<string, Record<string, string>> }).nav[route.path];
      if (!nav?.title) missing.push(`${route.path} title`);
      if (route.menu && !nav?.menu) missing.push(`${route.path} menu`);
    }
    expect(missing).toEqual([]);
  });

  it('are read as English where a language lacks a key, and fill placeholders', () => {
    const partial = translator({ shell: { signOut: 'خروج' } });
    expect(partial('shell.signOut')).toBe('خروج');
    expect(partial('carForm.title')).toBe('Title');
    expect(translator({ a: 'Hello {{name}}, {{other}}' })('a', { name: 'Sara' })).toBe(
      'Hello \u2068Sara\u2069, {{other}}',
    );
    // English as written; Arabic's values isolated, so a Latin name keeps its place.
    expect(translator(null)('overview.planUsage', { plan: 'Free', used: 1, limit: 5 })).toBe(
      'Free plan: 1 of 5 listings',
    );
    expect(partial('no.such.key')).toBe('no.such.key');
  });
});
