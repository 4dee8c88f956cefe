import { expect, test } from '../../build/e2e/fixtures';
import type { PublicPostPage } from '@core/schemas/blog';
import { serverHead } from '../../build/e2e/serverHtml';
import { hydrated } from './siteHelpers';

/**
 * The blog on the demo database: lists, filters, a post's server HTML (as crawlers and link
 * previews see it) and 404s for what is not published or does not exist.
 */

const DEPOSITS = 'car-rental-deposit-uae-how-to-get-it-back';

test('/blog lists the published posts, newest first, with their categories', async ({
  page,
  request,
}) => {
  // Other browser tests may publish posts of their own: the page is checked against the API.
  const published = (await (await request.get('/api/blog/posts')).json()) as PublicPostPage;
  expect(published.total).toBeGreaterThanOrEqual(6);
  const dates = published.items.map((post) => post.publishedAt);
  expect(dates).toEqual([...dates].sort().reverse());
  const response = await page.goto('/blog');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car Rental Guides for the UAE');
  const titles = page.locator('.post-card__title');
  await expect(titles).toHaveText(published.items.map((post) => post.title));
  await expect(titles.filter({ hasText: 'Car Rental Deposits in the UAE' })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Blog categories' })).toContainText(
    'Road Trips',
  );
  // Drafts and posts in review are not listed.
  await expect(page.getByText('A Day Trip to Hatta')).toHaveCount(0);
  await expect(page.getByText('Renting an Electric Car')).toHaveCount(0);
});

test('a post arrives rendered with its head tags and Article JSON-LD', async ({
  request,
  baseURL,
}) => {
  const response = await request.get(`/blog/${DEPOSITS}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const tags = serverHead(html);
  expect(tags.title).toMatch(/^Car Rental Deposits in the UAE/);
  expect(tags.canonical).toBe(`${baseURL}/blog/${DEPOSITS}`);
  expect(tags.meta('og:type')).toBe('article');
  expect(tags.meta('og:image')).toMatch(/^http/);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Article');
  expect(jsonLd).toMatchObject({
    headline: 'Car Rental Deposits in the UAE: How Much, Why, and How to Get Yours Back',
    author: { '@type': 'Person', name: 'Daniel Whitfield' },
    publisher: { '@type': 'Organization' },
  });
  expect(jsonLd?.datePublished).toBeTruthy();
  expect(jsonLd?.dateModified).toBeTruthy();
  // The body is in the HTML, with its links into the marketplace.
  expect(html).toContain('<h2>Why does the refund take so long?</h2>');
  expect(html).toContain('href="/category/cheap-car-rental-dubai"');
});

test('a post page shows its content, tags, related posts and a call to action', async ({
  page,
}) => {
  await page.goto(`/blog/${DEPOSITS}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Car Rental Deposits');
  await expect(page.getByText('By Daniel Whitfield')).toBeVisible();
  await expect(page.getByRole('link', { name: '#Deposits' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keep reading' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse all cars' }).first().click();
  await expect(page).toHaveURL(/\/cars$/);
});

test('category and tag pages filter the list', async ({ page }) => {
  await page.goto('/blog/category/costs-and-fees');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Costs & Fees');
  await expect(page.locator('.post-card')).toHaveCount(2);
  await page.goto('/blog/tag/salik');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Salik');
  await expect(page.locator('.post-card')).toHaveCount(1);
  await expect(page.locator('.post-card__title')).toContainText('Salik Tolls');
});

test('unknown, draft and review slugs answer 404', async ({ request }) => {
  for (const path of [
    '/blog/no-such-post',
    '/blog/hatta-day-trip-by-car',
    '/blog/electric-car-rental-dubai-charging',
    '/blog/category/no-such-category',
    '/blog/tag/no-such-tag',
    '/blog?page=99',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

/** The hreflang alternates of a server-rendered page's head. */
function hreflangs(html: string): Record<string, string> {
  const head = html.split('</head>')[0] ?? '';
  return Object.fromEntries(
    [...head.matchAll(/<link\b[^>]*rel="alternate"[^>]*hreflang[^>]*>/g)].map((m) => [
      /hreflang="([^"]+)"/.exec(m[0])![1]!,
      /href="([^"]+)"/.exec(m[0])![1]!,
    ]),
  );
}

const ARABIC_DEPOSITS = 'deposit-and-salik-explained';

test('/ar/blog lists the Arabic posts, /blog the English ones', async ({ page, request }) => {
  const arabic = (await (
    await request.get('/api/blog/posts?language=ar')
  ).json()) as PublicPostPage;
  expect(arabic.total).toBeGreaterThanOrEqual(4);
  await page.goto('/ar/blog');
  const titles = page.locator('.post-card__title');
  await expect(titles).toHaveText(arabic.items.map((post) => post.title));
  for (const title of await titles.allTextContents()) expect(title).toMatch(/[\u0600-\u06FF]/);
  await expect(page.locator('.post-card a[href^="/ar/blog/"]').first()).toBeVisible();
  await page.goto('/blog');
  await expect(page.locator('.post-card__title')).not.toContainText([/[\u0600-\u06FF]/]);
});

test('a translated post and its original point at each other; a post alone has no alternate', async ({
  request,
  baseURL,
}) => {
  const arabicHtml = await (await request.get(`/ar/blog/${ARABIC_DEPOSITS}`)).text();
  expect(arabicHtml).toContain('<html lang="ar" dir="rtl">');
  expect(serverHead(arabicHtml).canonical).toBe(`${baseURL}/ar/blog/${ARABIC_DEPOSITS}`);
  const pair = {
    ar: `${baseURL}/ar/blog/${ARABIC_DEPOSITS}`,
    en: `${baseURL}/blog/${DEPOSITS}`,
    'x-default': `${baseURL}/blog/${DEPOSITS}`,
  };
  expect(hreflangs(arabicHtml)).toEqual(pair);
  expect(hreflangs(await (await request.get(`/blog/${DEPOSITS}`)).text())).toEqual(pair);
  const article = [...arabicHtml.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Article');
  expect(article).toMatchObject({
    inLanguage: 'ar',
    mainEntityOfPage: { '@id': `${baseURL}/ar/blog/${ARABIC_DEPOSITS}` },
  });
  expect(article?.headline).toMatch(/[\u0600-\u06FF]/);
  // The Salik post has no Arabic version: no alternates, and /ar/blog/{it} leads back to it.
  const alone = 'salik-tolls-and-traffic-fines-rental-car-dubai';
  expect(hreflangs(await (await request.get(`/blog/${alone}`)).text())).toEqual({});
  const moved = await request.get(`/ar/blog/${alone}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/blog/${alone}`);
  // The English address of the Arabic post's original, asked for in Arabic: the translation.
  const translated = await request.get(`/ar/blog/${DEPOSITS}`, { maxRedirects: 0 });
  expect(translated.headers().location).toBe(`/ar/blog/${ARABIC_DEPOSITS}`);
});

test('the language switch on a post goes to its translation, or to the blog in that language', async ({
  page,
}) => {
  await page.goto(`/blog/${DEPOSITS}`);
  await hydrated(page);
  await page.locator('.header').getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/blog/${ARABIC_DEPOSITS}$`));
  await page.locator('.header').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${DEPOSITS}$`));

  // No Arabic version: the Arabic blog, not the same address (which only leads back here).
  await page.goto('/blog/salik-tolls-and-traffic-fines-rental-car-dubai');
  await hydrated(page);
  await page.locator('.header').getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/blog$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
