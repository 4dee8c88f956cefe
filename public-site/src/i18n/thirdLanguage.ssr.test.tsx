import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '@core/i18n/languages';
import { render } from '../entry-server';
import { addLocaleFiles } from './i18n';

/**
 * `en-XA`, the usual pseudo-locale: every English string of every namespace, accented and in
 * brackets, generated here from the English files. A string the page shows in plain English
 * then is one the registry did not reach.
 */
const ACCENTS: Record<string, string> = {
  a: 'å',
  c: 'ç',
  e: 'ê',
  i: 'î',
  n: 'ñ',
  o: 'ö',
  u: 'û',
  y: 'ý',
  A: 'Å',
  C: 'Ç',
  E: 'Ë',
  I: 'Î',
  N: 'Ñ',
  O: 'Ö',
  U: 'Ü',
  Y: 'Ý',
};
/** Accents letters outside `{{placeholders}}` and `<0>` tags, so interpolation still works. */
const pseudo = (text: string) =>
  `[${text
    .split(/(\{\{[^}]*\}\}|<\/?\d+\/?>)/)
    .map((part, index) => (index % 2 ? part : part.replace(/[a-zA-Z]/g, (c) => ACCENTS[c] ?? c)))
    .join('')}]`;
const pseudoOf = (value: unknown): unknown =>
  typeof value === 'string'
    ? pseudo(value)
    : Array.isArray(value)
      ? value.map(pseudoOf)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, v]) => [key, pseudoOf(v)]))
        : value;

const ENGLISH = import.meta.glob<Record<string, unknown>>('./locales/en/*.json', {
  eager: true,
  import: 'default',
});

async function html(url: string) {
  const result = await render({
    url,
    origin: 'https://rent.example.ae',
    readApi: () => Promise.reject(new Error('this page reads no data')),
    assetsFor: () => ({ entryScript: '/entry.js', preloadScripts: [], stylesheets: [] }),
  });
  if (result.kind !== 'html') throw new Error(`${url} answered a ${result.kind}`);
  return result.html.join('');
}

describe('a third language is a folder and a line', () => {
  beforeAll(() => {
    // The line: core/i18n/languages.ts's SITE_LANGUAGES.
    SITE_LANGUAGES.push({
      code: 'en-XA',
      dir: 'ltr',
      intlLocale: 'en-AE',
      nativeName: '[Þsêûdö]',
      suggestion: '[Thîs þågê îs åvåîlåblê îñ Þsêûdö]',
      dismiss: '[Çlösê]',
    });
    // The folder: public-site/src/i18n/locales/en-XA/{namespace}.json, one file per English one
    // (the server renderer's glob feeds the real folders to this same function).
    addLocaleFiles(
      Object.fromEntries(
        Object.entries(ENGLISH).map(([file, strings]) => [
          file.replace('/locales/en/', '/locales/en-XA/'),
          pseudoOf(strings) as Record<string, unknown>,
        ]),
      ),
    );
  });
  afterAll(() => {
    const index = SITE_LANGUAGES.findIndex((language) => language.code === 'en-XA');
    if (index >= 0) SITE_LANGUAGES.splice(index, 1);
  });

  it('renders a page under /en-XA in its strings, with its head, links and alternates', async () => {
    const page = await html('/en-XA/privacy');
    expect(page).toContain('<html lang="en-XA" dir="ltr">');
    expect(page).toContain('<title data-page-head>[Prîvåçý Pölîçý | ÜÅË Çår Rêñtål]</title>');
    expect(page).toContain('>[Prîvåçý Pölîçý]</h1>');
    expect(page).toContain('property="og:locale" content="en_XA"');
    expect(page).toContain('[Skîp tö çöñtêñt]');
    // Every locale string is the pseudo one (the footer's too)...
    expect(page).toContain('aria-label="[Lêgål]"');
    expect(page).toContain('[Rêñt dîrêçt fröm vêrîfîêd rêñtål çömpåñîês');
    expect(page).not.toContain('Rent direct from verified');
    // ...while core's catalogue (menus, car types, emirates) reads as English until the language
    // adds its own module (core/catalogue/ar/arabic.ts is Arabic's; optional, see docs/site.md).
    expect(page).toContain('>Luxury Cars</a>');
    expect(page).toContain('>Terms of Service</a>');
    // Links stay in the language; every language's alternate is listed, this one's included.
    expect(page).toContain('href="/en-XA/terms"');
    expect(page).toContain('hreflang="en-XA" href="https://rent.example.ae/en-XA/privacy"');
    expect(page).toContain('hreflang="ar" href="https://rent.example.ae/ar/privacy"');
    expect(page).toContain('rel="canonical" href="https://rent.example.ae/en-XA/privacy"');
    // Its strings travel with the page for hydration.
    expect(page).toContain('<script id="locale-strings" type="application/json">');
  });

  it('leaves English and Arabic pages as they were', async () => {
    const english = await html('/privacy');
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).not.toContain('Prîvåçý');
    expect(english).toContain('hreflang="en-XA" href="https://rent.example.ae/en-XA/privacy"');
    expect(await html('/ar/privacy')).toContain('<html lang="ar" dir="rtl">');
  });
});
