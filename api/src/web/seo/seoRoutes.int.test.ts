import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_PAGES, CATEGORY_SLUG_ALIASES } from '@core/catalogue/categories';
import { LOCATION_PAGES } from '@core/catalogue/locations';
import { buildCar, buildCompany } from '../../../test/factories';
import { signedInUser } from '../../../test/testClient';
import { startTestServer, type TestServer } from '../../../test/testServer';

const ORIGIN = 'https://rent.example.ae';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: ORIGIN, SEARCH_CACHE_SECONDS: '0' });
});
afterAll(async () => {
  await server?.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt', () => {
  it('allows the site, keeps private areas out and names the sitemap', async () => {
    const response = await server.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/dashboard$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists public cars, companies and landing pages by absolute URL with lastmod', async () => {
    const company = await buildCompany();
    const visible = await buildCar(company);
    const pending = await buildCar(company, { status: 'pending' });
    const inactive = await buildCar(company, { active: false });
    const suspended = await buildCompany({ status: 'suspended' });
    const hidden = await buildCar(suspended);
    // A post in English only (CI's shared database holds other tests' posts too).
    const admin = await signedInUser(server.baseUrl, 'Sitemap-admin-password-1', 'admin');
    const post = await admin.post<{ id: number; slug: string }>('/api/admin/blog/posts', {
      title: `Sitemap post ${Date.now().toString(36)}`,
      contentHtml: '<p>Only in English.</p>',
    });
    expect(post.status).toBe(201);
    expect((await admin.post(`/api/admin/blog/posts/${post.body.id}/publish`)).status).toBe(200);

    const response = await server.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    // Small enough for one file here; the split is unit-tested.
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml=',
    );
    const urls = locs(xml);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.length).toBeLessThanOrEqual(10_000);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    expect(entries).toHaveLength(urls.length);
    for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);

    expect(urls).toContain(`${ORIGIN}/`);
    expect(urls).toContain(`${ORIGIN}/cars/${visible.id}`);
    expect(urls).toContain(`${ORIGIN}/companies/${company.id}/cars`);
    for (const car of [pending, inactive, hidden]) {
      expect(urls).not.toContain(`${ORIGIN}/cars/${car.id}`);
    }
    expect(urls).not.toContain(`${ORIGIN}/companies/${suspended.id}/cars`);
    for (const page of CATEGORY_PAGES) expect(urls).toContain(`${ORIGIN}/category/${page.slug}`);
    for (const page of LOCATION_PAGES) expect(urls).toContain(`${ORIGIN}/location/${page.slug}`);
    for (const alias of Object.keys(CATEGORY_SLUG_ALIASES)) {
      expect(urls).not.toContain(`${ORIGIN}/category/${alias}`);
    } // Every page in Arabic too, each entry naming both languages and x-default.
    expect(urls).toContain(`${ORIGIN}/ar`);
    expect(urls).toContain(`${ORIGIN}/ar/cars/${visible.id}`);
    for (const page of LOCATION_PAGES) expect(urls).toContain(`${ORIGIN}/ar/location/${page.slug}`);
    // Blog posts are in their own language (a pair only where one translates the other), and the
    // shared database of CI holds other tests' posts: the pairs are checked without the blog.
    const inBoth = urls.filter((url) => !url.includes('/blog'));
    expect(inBoth.filter((url) => url.startsWith(`${ORIGIN}/ar`))).toHaveLength(inBoth.length / 2);
    for (const entry of entries.filter((entry) => !entry.includes('/blog')))
      expect(entry.match(/<xhtml:link rel="alternate"/g)).toHaveLength(3);
    expect(urls).toContain(`${ORIGIN}/blog/${post.body.slug}`);
    expect(urls).not.toContain(`${ORIGIN}/ar/blog/${post.body.slug}`);
  });

  it('has no numbered parts while one file holds everything', async () => {
    expect((await server.request('/sitemap-1.xml')).status).toBe(404);
  });
});

describe('duplicate landing slugs', () => {
  it.each(Object.entries(CATEGORY_SLUG_ALIASES))(
    '/category/%s redirects permanently to /category/%s',
    async (alias, canonical) => {
      const response = await server.request(`/category/${alias}?brand=bmw`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(301);
      expect(new URL(response.headers.get('location')!, ORIGIN).pathname).toBe(
        `/category/${canonical}`,
      );
      expect(response.headers.get('location')).toContain('?brand=bmw');
    },
  );
});
