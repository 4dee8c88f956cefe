/**
 * axe-core on every page type of the public site, at the desktop and the phone width: no serious
 * or critical violation (WCAG 2.x A and AA rules). One test per page type; both widths on one
 * page (the phone's check after a resize and the page's own relayout).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../build/e2e/fixtures';
import { aCar, hydrated } from './siteHelpers';
import { MOBILE } from './viewport';

const DESKTOP = { width: 1280, height: 900 };

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/** The page at both widths, once hydrated (what a visitor uses), has none. */
async function expectAccessible(page: Page, path: string) {
  await page.setViewportSize(DESKTOP);
  await page.goto(path);
  await hydrated(page);
  expect(await seriousViolations(page), `${path} at ${DESKTOP.width} px`).toEqual([]);
  await page.setViewportSize(MOBILE);
  expect(await seriousViolations(page), `${path} at ${MOBILE.width} px`).toEqual([]);
}

const FIXED_PAGES: [string, string][] = [
  ['home', '/'],
  ['car listing', '/cars?type=suv'],
  ['with driver', '/cars/with-driver'],
  ['category landing page', '/category/luxury-car-rental-dubai'],
  ['location landing page', '/location/car-rental-dubai-marina'],
  ['rental companies', '/companies'],
  ['blog', '/blog'],
  ['about', '/about'],
  ['legal page', '/privacy'],
  ['sitemap', '/sitemap'],
  ['sign-in', '/login'],
  ['sign-up', '/register'],
  ['vendor sign-up', '/vendor/register'],
  ['favourites', '/favourites'],
  ['not found', '/no-such-page'],
];

for (const [name, path] of FIXED_PAGES) {
  test(`accessibility: ${name}`, async ({ page }) => {
    // axe on a whole page: a few seconds alone, over the 60 s test timeout once on CI's shared cores.
    test.slow();
    await expectAccessible(page, path);
  });
}

test('accessibility: a car page', async ({ page, request }) => {
  const car = await aCar(request);
  await expectAccessible(page, `/cars/${car.id}`);
});

test('accessibility: a company page', async ({ page, request }) => {
  const { items } = (await (await request.get('/api/companies?pageSize=1')).json()) as {
    items: { id: number }[];
  };
  await expectAccessible(page, `/companies/${items[0]!.id}/cars`);
});

test('accessibility: a blog post', async ({ page, request }) => {
  const { items } = (await (await request.get('/api/blog/posts?pageSize=1')).json()) as {
    items: { slug: string }[];
  };
  await expectAccessible(page, `/blog/${items[0]!.slug}`);
});

/** The Arabic site (issue #21): right to left, Arabic strings, the same rules. */
const ARABIC_PAGES: [string, string][] = [
  ['Arabic home', '/ar'],
  ['Arabic car listing', '/ar/cars?type=suv'],
  ['Arabic blog', '/ar/blog'],
  ['Arabic blog post', '/ar/blog/deposit-and-salik-explained'],
  ['Arabic about', '/ar/about'],
];

for (const [name, path] of ARABIC_PAGES) {
  test(`accessibility: ${name}`, async ({ page }) => {
    // axe on a whole page: a few seconds alone, over the 60 s test timeout once on CI's shared cores.
    test.slow();
    await expectAccessible(page, path);
  });
}

test('accessibility: an Arabic car page with its trip breakdown', async ({ page, request }) => {
  const car = await aCar(request);
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const path = `/ar/cars/${car.id}?from=${day(30)}&to=${day(34)}`;
  await page.setViewportSize(DESKTOP);
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByTestId('trip-breakdown')).toBeVisible();
  expect(await seriousViolations(page), `${path} at ${DESKTOP.width} px`).toEqual([]);
  await page.setViewportSize(MOBILE);
  expect(await seriousViolations(page), `${path} at ${MOBILE.width} px`).toEqual([]);
});
