import { describe, expect, it } from 'vitest';
import { render } from '../entry-server';

const STYLESHEET = { href: '/assets/style-1.css', css: 'main>p{color:red}' };

async function parts(url: string) {
  const result = await render({
    url,
    origin: 'https://rent.example.ae',
    readApi: () => Promise.reject(new Error('this page reads no data')),
    assetsFor: () => ({
      entryScript: '/entry.js',
      preloadScripts: ['/assets/shared-1.js'],
      stylesheets: [STYLESHEET],
    }),
  });
  if (result.kind !== 'html') throw new Error(`${url} answered a ${result.kind}`);
  return result.html;
}

describe('a page rendered in parts', () => {
  it("keeps the document's own parts the same strings from page to page, the page's between them", async () => {
    const privacy = await parts('/privacy');
    const terms = await parts('/terms');
    expect(privacy).toHaveLength(terms.length);
    privacy.forEach((part, index) => {
      if (index % 2 === 0) expect(part).toBe(terms[index]);
    });
    const [head, headTags, beforeRoot, root, beforeQueryState, queryState, end] = privacy;
    expect(head).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr"><head>/);
    expect(head).toContain(`<style data-href="/assets/style-1.css">main>p{color:red}</style>`);
    expect(headTags).toMatch(/^<title data-page-head>/);
    expect(beforeRoot).toMatch(/^<\/head><body>.*<div id="root">$/);
    expect(root).toContain('<h1');
    expect(beforeQueryState).toBe('</div><script id="query-state" type="application/json">');
    expect(JSON.parse(queryState!)).toMatchObject({ queries: [] });
    expect(end).toMatch(/^<\/script><script src="\/boot.js" .*<\/body><\/html>$/);
  });

  it('writes the strings of a language other than English between the query state and the end', async () => {
    const page = await parts('/ar/privacy');
    expect(page).toHaveLength(9);
    expect(page[0]).toContain('<html lang="ar" dir="rtl">');
    expect(page[6]).toBe('</script><script id="locale-strings" type="application/json">');
    expect(JSON.parse(page[7]!)).toHaveProperty('layout');
    expect(page[8]).toMatch(/^<\/script><script src="\/boot.js" /);
  });
});
