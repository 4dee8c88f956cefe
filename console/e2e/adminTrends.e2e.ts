import { FLEET_COLUMNS, FLEET_HEADER } from '../../core/rules/fleetColumns';
import { expect, signInAs, test } from '../../build/e2e/fixtures';
import {
  registerCompany,
  screenshotBothWidths,
  subscribePro,
} from '../../build/e2e/consoleHelpers';
import { xlsxFile } from '../../api/test/xlsxFile';

/**
 * The admin overview's trends against the real server and the demo market: a visitor's search
 * that finds nothing on the public site shows up, counted, among the admin's searches that found
 * nothing, beside the charts of the period. And a fleet imported from an Excel workbook.
 */

const ADMIN = 'admin@demo.ae';
const SCREEN_LOAD = { timeout: 20_000 };
// A real browser's agent: headless Chromium names itself, and robots' searches are not counted.
const VISITOR_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test.beforeEach(() => test.slow());

test('a search that finds nothing shows up, counted, on the admin overview’s trends', async ({
  page,
  browser,
}) => {
  const wish = `Hover car ${Date.now().toString(36)}`;
  const visitor = await browser.newContext({ userAgent: VISITOR_AGENT });
  const site = await visitor.newPage();
  await site.goto('/cars');
  await expect(site.locator('#root[data-hydrated]')).toBeAttached(SCREEN_LOAD);
  const search = site.getByRole('searchbox', { name: 'Search cars' });
  // Twice, typed differently: one wish, counted twice.
  for (const typed of [wish, `  ${wish.toUpperCase()} `]) {
    await search.fill(typed);
    const answered = site.waitForResponse((r) => r.url().includes('/api/cars?') && r.ok());
    await search.press('Enter');
    await answered;
    await expect(site.getByRole('heading', { name: 'No cars match your search' })).toBeVisible();
  }
  await visitor.close();

  await signInAs(page.request, ADMIN);
  await page.goto('/admin');
  await expect(page.getByText('Listings to review')).toBeVisible(SCREEN_LOAD);
  await screenshotBothWidths(page, 'admin-overview-queues');
  await page.getByRole('button', { name: 'Trends' }).click();
  await expect(page).toHaveURL(/\/admin\?view=trends$/);
  const unmet = page.locator('.zero-results li').filter({ hasText: wish.toLowerCase() });
  await expect(unmet).toContainText('2×', SCREEN_LOAD);
  // The charts are drawn (the demo market has leads, searches and new listings).
  for (const title of [
    'Leads per day by channel',
    'Leads per day by emirate',
    'Searches per day',
    'New listings and companies per day',
  ]) {
    const chart = page.getByRole('figure', { name: title });
    await expect(chart.locator('svg[role=application].recharts-surface')).toBeVisible();
  }
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeAttached();

  // Another period: in the address, and the answer for it.
  const ninety = page.waitForResponse((r) => r.url().includes('/api/admin/overview?days=90'));
  await page.getByText('90 days', { exact: true }).click();
  await ninety;
  await expect(page).toHaveURL(/days=90/);
  await expect(unmet).toContainText('2×');
  await screenshotBothWidths(page, 'admin-overview-trends', async () => {
    await expect(page.getByRole('figure').first().locator('svg[role=application]')).toBeVisible();
  });
});

test('a vendor previews an Excel workbook of cars, row by row, as a CSV', async ({ page }) => {
  await registerCompany(page, 'Marina Workbook Rentals');
  await subscribePro(page.request);
  const example = Object.fromEntries(FLEET_COLUMNS.map((c) => [c.column, c.example]));
  // Six cars as Excel keeps them (numbers as numbers); rows 4 and 6 of the sheet are wrong.
  const rows = Array.from({ length: 6 }, (_, i) => {
    const values: Record<string, string | number> = {
      ...example,
      title: `Workbook ${i + 1} Nissan Patrol`,
      year: 2024,
      price_per_day: 400 + i * 25,
    };
    if (i === 2) values.brand = 'trabant';
    if (i === 4) values.price_per_day = 'cheap';
    return FLEET_HEADER.map((column) => values[column] ?? null);
  });
  await page.goto('/dashboard/cars/import');
  await expect(page.getByRole('link', { name: 'Download the template' })).toBeVisible(SCREEN_LOAD);
  await page.locator('input[type=file]').setInputFiles({
    name: 'fleet.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsxFile([[...FLEET_HEADER], ...rows]),
  });
  await expect(page.getByText('fleet.xlsx: 4 cars ready, 2 rows with errors')).toBeVisible();
  const table = page.getByRole('table', { name: 'Rows of the file' });
  for (const [line, column] of [
    ['4', 'brand'],
    ['6', 'price_per_day'],
  ] as const) {
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: line, exact: true }) });
    await expect(row).toContainText(`${column}:`);
  }
  await expect(page.getByRole('button', { name: 'Create 4 cars' })).toBeEnabled();
  await screenshotBothWidths(page, 'fleet-import-xlsx-preview');
});
