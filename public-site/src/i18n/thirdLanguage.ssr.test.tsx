import { afterAll, describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '@core/i18n/languages';
import { render } from '../entry-server';
import { addLocaleFiles } from './i18n';

describe('a third language is a folder and a line', () => {
  afterAll(() => void SITE_LANGUAGES.splice(SITE_LANGUAGES.length - 1, 1));
  it('renders a page under /xx with its own strings, English where the folder has none', async () => {
    // The line: core/i18n/languages.ts's SITE_LANGUAGES.
    SITE_LANGUAGES.push({
      code: 'xx',
      dir: 'ltr',
      intlLocale: 'en-AE',
      nativeName: 'Pseudo',
      suggestion: '[This page is available in Pseudo]',
      dismiss: '[Close]',
    });
    // The folder: public-site/src/i18n/locales/xx/{namespace}.json (here two of its files).
    addLocaleFiles({
      './locales/xx/legal.json': { privacy: { title: '[Þrîvåçý Þölîçý]', metaTitle: '[Þrîvåçý]' } },
      './locales/xx/layout.json': { skipToContent: '[Skîp tö çöñtêñt]' },
    });
    const result = await render({
      url: '/xx/privacy',
      origin: 'https://rent.example.ae',
      readApi: () => Promise.reject(new Error('this page reads no data')),
      assetsFor: () => ({ entryScript: '/entry.js', preloadScripts: [], stylesheets: [] }),
    });
    expect(result.kind).toBe('html');
    const html = result.kind === 'html' ? result.html : '';
    expect(html).toContain('<html lang="xx" dir="ltr">');
    expect(html).toContain('<title data-page-head>[Þrîvåçý]</title>');
    expect(html).toContain('[Þrîvåçý Þölîçý]</h1>');
    expect(html).toContain('[Skîp tö çöñtêñt]');
    // Untranslated keys fall back to English; links stay in the language.
    expect(html).toContain('Terms of Service');
    expect(html).toContain('href="/xx/terms"');
    expect(html).toContain('hreflang="xx" href="https://rent.example.ae/xx/privacy"');
    expect(html).toContain('rel="canonical" href="https://rent.example.ae/xx/privacy"');
  });
});
