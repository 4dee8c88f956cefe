import { request, type Browser, type Page } from '@playwright/test';
import { expect, test } from '../../build/e2e/fixtures';
import {
  addListing,
  adminApi,
  registerCompany,
  screenshotBothWidths,
  settled,
  subscribePro,
} from '../../build/e2e/consoleHelpers';

/**
 * Featured placements against the real server and the demo market: a rental company on the Pro
 * plan features its live car from the console, and renters see it first on the home page's
 * carousel, labelled "Featured"; stopping it gives the slot back.
 */

test.beforeEach(() => test.slow());

const SCREEN_LOAD = { timeout: 20_000 };

/** A live car of the company: added through the API, approved by the demo admin. */
async function liveCar(page: Page, baseURL: string, title: string) {
  const { id } = await addListing(page.request, title);
  const admin = await adminApi({ request }, baseURL);
  const approved = await admin.post(`/api/admin/listings/${id}/approve`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.dispose();
  return id;
}

/** The first card of the home page's 'Luxury & Sports Cars' carousel (day price above 500). */
const firstLuxuryCard = (page: Page) =>
  page.getByTestId('carousel-luxury-&-sports-cars').getByRole('listitem').first();

/**
 * The home page as a renter opens it: a browser of its own (a browser keeps the page's HTML for
 * 60 s, `Cache-Control: public, max-age=60`, so the vendor's own tab may show it as it was).
 */
async function renterHome(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  return { page, close: () => context.close() };
}

test('a vendor features a car and renters see it first on the home carousel', async ({
  page,
  browser,
  baseURL,
}) => {
  await registerCompany(page, 'Marina Prestige Cars');
  await subscribePro(page.request);
  const title = `2024 Nissan Patrol Featured ${Date.now().toString(36)}`;
  await liveCar(page, baseURL!, title);

  // Live but not featured: the demo's featured cars come before it.
  const before = await renterHome(browser, baseURL!);
  await expect(firstLuxuryCard(before.page)).not.toContainText(title);
  await before.close();

  await page.goto('/dashboard/cars');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible(SCREEN_LOAD);
  await expect(page.getByTestId('featured-slots')).toHaveText('0 of 5 featured slots used');
  await row.getByRole('button', { name: 'Feature', exact: true }).click();
  const popover = await settled(page.locator('.ant-popover'));
  await expect(popover).toContainText('0 of 5 featured slots used');
  await popover.getByRole('button', { name: 'Feature for 7 days' }).click();
  await expect(page.getByText(/^Featured until /).first()).toBeVisible();
  await expect(row.getByText(/^Featured until /)).toBeVisible();
  await expect(page.getByTestId('featured-slots')).toHaveText('1 of 5 featured slots used');
  await screenshotBothWidths(page, 'featured-car-list');

  const renter = await renterHome(browser, baseURL!);
  const card = firstLuxuryCard(renter.page);
  await expect(card).toContainText(title);
  await expect(card).toContainText('Featured');
  await screenshotBothWidths(
    renter.page,
    'featured-home-carousel',
    async () => {
      await renter.page.getByTestId('carousel-luxury-&-sports-cars').scrollIntoViewIfNeeded();
    },
    { prefix: 'site-' },
  );
  await renter.close();

  // Stopping gives the slot back, and the car leaves the first place.
  await page.goto('/dashboard/cars');
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('button', { name: 'Stop featuring' })
    .click();
  await expect(page.getByTestId('featured-slots')).toHaveText('0 of 5 featured slots used');
  const after = await renterHome(browser, baseURL!);
  await expect(firstLuxuryCard(after.page)).not.toContainText(title);
  await after.close();
});
