import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from '../../build/e2e/fixtures';
import {
  addListing,
  adminApi,
  registerCompany,
  screenshotBothWidths,
} from '../../build/e2e/consoleHelpers';

test.beforeEach(() => test.slow());

/** A renter's desktop Chrome: the analytics leave Playwright's HeadlessChrome out as a bot. */
const RENTER_BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const figure = (page: Page, title: string) =>
  page
    .locator('.analytics .stat')
    .filter({ has: page.locator('.stat__title', { hasText: new RegExp(`^${title}$`) }) })
    .locator('.stat__value');

/** The counts are written in batches (every second): the screen is read again until they are. */
async function expectFigure(page: Page, title: string, value: string) {
  await expect(async () => {
    await page.reload();
    await expect(figure(page, title)).toHaveText(value, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

test("a vendor sees the views and contact clicks its car's page received, charted", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  await registerCompany(page, 'Analytics Test Rentals');
  const title = `Analytics Test Patrol ${randomUUID().slice(0, 6)}`;
  const car = await addListing(page.request, title);
  const admin = await adminApi(playwright, baseURL!);
  expect((await admin.post(`/api/admin/listings/${car.id}/approve`, { data: {} })).ok()).toBe(true);
  await admin.dispose();

  // A new company: nothing seen yet, said in words.
  await page.goto('/dashboard');
  await expect(
    page.getByText('No one has seen your listings on the site in this period yet.'),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(figure(page, 'Views')).toHaveText('0');
  await screenshotBothWidths(page, 'analytics-empty', () =>
    expect(page.getByText('No one has seen your listings on the site')).toBeVisible(),
  );

  // A renter opens the car's page and presses WhatsApp.
  const renter = await browser.newContext({ userAgent: RENTER_BROWSER });
  const carPage = await renter.newPage();
  await carPage.goto(`/cars/${car.id}`);
  await expect(carPage.getByRole('heading', { name: title })).toBeVisible();
  await carPage.locator('.car-offer').getByRole('button', { name: 'WhatsApp' }).click();
  await expect(carPage.getByRole('dialog')).toBeVisible();
  // The same renter again the same day: still one view.
  await carPage.goto(`/cars/${car.id}`);
  await expect(carPage.getByRole('heading', { name: title })).toBeVisible();
  await renter.close();

  await expectFigure(page, 'Views', '1');
  await expect(figure(page, 'Contact clicks')).toHaveText('1');
  await expect(page.locator('.analytics-channels')).toContainText('WhatsApp: 1');
  // The Overview's chart (drawn with CSS): today's view is the last bar of the views row.
  const chart = page.getByRole('img', { name: /Views, contact clicks and leads per day/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('.trend-row--views .trend-row__bar').last()).toHaveAttribute(
    'title',
    /: 1$/,
  );
  await expect(page.locator('.analytics-cars').first()).toContainText(title);
  await expect(page.locator('.analytics-table')).toContainText(title);

  // The period: 7 days.
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Last 7 days', { exact: true })).toBeVisible();
  await expect(figure(page, 'Views')).toHaveText('1');

  // The car's own analytics, from the car list.
  await page.goto('/dashboard/cars');
  await page.getByRole('button', { name: `Analytics of ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/cars/${car.id}/analytics$`));
  await expect(page.getByText('This car on the site')).toBeVisible();
  await expect(figure(page, 'Views')).toHaveText('1');
  await expect(chart.getByRole('application')).toBeVisible();
});

test('the demo vendor sees 90 days of history, its best cars and its prices', async ({ page }) => {
  const signedIn = await page.request.post('/api/auth/login', {
    data: { username: 'vendor@demo.ae', password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: '90 days' }).click();
  await expect(page.getByText('Last 90 days', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(figure(page, 'Views')).not.toHaveText('0');
  const chart = page.getByRole('img', { name: /Views, contact clicks and leads per day/ });
  await expect(chart.locator('.trend-row__bar')).toHaveCount(3 * 90);
  await expect(page.locator('.analytics-cars').first().locator('li')).toHaveCount(3);
  // No tooltip left open by the pointer in the pictures.
  await page.mouse.move(0, 0);
  await screenshotBothWidths(page, 'analytics-overview', () => expect(chart).toBeVisible());

  await page.locator('.analytics-cars').first().getByRole('link').first().click();
  await expect(page.getByText('This car on the site')).toBeVisible();
  await expect(chart.getByRole('application')).toBeVisible();
  await page.mouse.move(0, 0);
  await screenshotBothWidths(page, 'analytics-car', () =>
    expect(chart.getByRole('application')).toBeVisible(),
  );
});
