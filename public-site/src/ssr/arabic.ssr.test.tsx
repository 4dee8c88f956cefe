import { describe, expect, it } from 'vitest';
import { pageUrl, render } from '../entry-server';

const ORIGIN = 'https://rent.example.ae';

/** A page that reads no data, rendered as the server renders it. */
async function html(url: string) {
  const result = await render({
    url,
    origin: ORIGIN,
    readApi: () => Promise.reject(new Error('this page reads no data')),
    assetsFor: () => ({ entryScript: '/entry.js', preloadScripts: [], stylesheets: [] }),
  });
  if (result.kind !== 'html') throw new Error(`${url} answered a ${result.kind}`);
  return { ...result, html: result.html.join('') };
}

const alternate = (page: string, hreflang: string) => {
  const href = new RegExp(`rel="alternate" hreflang="${hreflang}" href="([^"]+)"`).exec(page);
  return href?.[1];
};

describe('Arabic pages on the server', () => {
  it('are cached apart from English, with only the query the page reads', () => {
    expect(pageUrl('/ar?utm_source=x')).toBe('/ar');
    expect(pageUrl('/ar/')).toBe('/ar');
    expect(pageUrl('/ar/cars?utm_source=1&type=suv')).toBe('/ar/cars?type=suv');
    expect(pageUrl('/cars?type=suv')).toBe('/cars?type=suv');
    expect(pageUrl('/ar/about?x=1')).toBe('/ar/about');
  });

  it.each(['/privacy', '/terms', '/sitemap'])(
    '%s in Arabic: lang, dir, title, self-canonical and the hreflang pair',
    async (path) => {
      const english = (await html(path)).html;
      const { html: page, status } = await html(`/ar${path}`);
      expect(status).toBe(200);
      expect(page).toContain('<html lang="ar" dir="rtl">');
      expect(english).toContain('<html lang="en" dir="ltr">');
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(page)?.[1] ?? '';
      expect(title).toMatch(/[\u0600-\u06FF]/);
      expect(title).toContain('تأجير السيارات في الإمارات');
      expect(page).toContain(`rel="canonical" href="${ORIGIN}/ar${path}"`);
      expect(english).toContain(`rel="canonical" href="${ORIGIN}${path}"`);
      for (const each of [page, english]) {
        expect(alternate(each, 'en')).toBe(`${ORIGIN}${path}`);
        expect(alternate(each, 'ar')).toBe(`${ORIGIN}/ar${path}`);
        expect(alternate(each, 'x-default')).toBe(`${ORIGIN}${path}`);
      }
      // The page's strings travel with it, for hydration in the same language.
      expect(page).toContain('<script id="locale-strings" type="application/json">');
      expect(english).not.toContain('id="locale-strings"');
      // Internal links stay in Arabic; the switcher leads to the same page in English.
      expect(page).toContain('href="/ar/cars"');
      expect(page).not.toMatch(/href="\/cars"/);
      expect(page).toMatch(new RegExp(`href="${path}" hreflang="en"`));
      expect(english).toMatch(new RegExp(`href="/ar${path}" hreflang="ar"`));
    },
  );

  it("shows the catalogue and the menus in Arabic, English's own on English pages", async () => {
    const page = (await html('/ar/sitemap')).html;
    for (const text of [
      'استئجار سيارة',
      'تأجير سيارات فاخرة في دبي',
      'تأجير سيارات في ديرة',
      'سياسة الخصوصية',
    ])
      expect(page).toContain(text);
    const english = (await html('/sitemap')).html;
    expect(english).toContain('Luxury Car Rental Dubai');
    // No Arabic on an English page but the switcher's own name.
    expect(english.replace('>العربية</a>', '')).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('answers an unknown Arabic path with the Arabic not-found page and 404', async () => {
    const { html: page, status } = await html('/ar/no-such-page');
    expect(status).toBe(404);
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('الصفحة غير موجودة');
    expect(page).toContain('noindex');
  });
});
