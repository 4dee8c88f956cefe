import type { Page } from '@playwright/test';
import { FLEET_COLUMNS, FLEET_HEADER } from '../../core/rules/fleetColumns';
import { expect, test } from '../../build/e2e/fixtures';
import {
  registerCompany,
  screenshotBothWidths,
  subscribePro,
} from '../../build/e2e/consoleHelpers';

/**
 * The fleet import against the real server: a rental company uploads a CSV of 20 cars with 3
 * bad rows, reads each row's errors in the preview, corrects the file and creates the 20 cars.
 */

test.beforeEach(() => test.slow());

const SCREEN_LOAD = { timeout: 20_000 };
const example = Object.fromEntries(FLEET_COLUMNS.map((c) => [c.column, c.example]));

/** 20 cars; with `bad`, lines 4, 9 and 15 of the file carry mistakes. */
function fleetCsv(bad: boolean): string {
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const rows = Array.from({ length: 20 }, (_, i) => {
    const values: Record<string, string> = {
      ...example,
      title: `Import ${i + 1} Toyota Land Cruiser`,
      price_per_day: String(300 + i * 10),
    };
    if (bad && i === 2) values.brand = 'trabant';
    if (bad && i === 7) values.price_per_day = 'cheap';
    if (bad && i === 13) values.title = '';
    return FLEET_HEADER.map((column) => quote(values[column] ?? '')).join(',');
  });
  return [FLEET_HEADER.join(','), ...rows].join('\n') + '\n';
}

async function chooseFile(page: Page, name: string, csv: string) {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

test('a vendor imports 20 cars, reads the 3 bad rows’ errors, corrects them and creates all', async ({
  page,
}) => {
  await registerCompany(page, 'Deira Fleet Rentals');
  await subscribePro(page.request);
  await page.goto('/dashboard/cars');
  await page.getByRole('button', { name: 'Import from a spreadsheet' }).click(SCREEN_LOAD);
  await expect(page.getByRole('link', { name: 'Download the template' })).toBeVisible(SCREEN_LOAD);

  await chooseFile(page, 'fleet.csv', fleetCsv(true));
  await expect(page.getByText('fleet.csv: 17 cars ready, 3 rows with errors')).toBeVisible();
  const table = page.getByRole('table', { name: 'Rows of the file' });
  for (const [line, column] of [
    ['4', 'brand'],
    ['9', 'price_per_day'],
    ['15', 'title'],
  ] as const) {
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: line, exact: true }) });
    await expect(row).toContainText(`${column}:`);
  }
  await expect(table.getByText('Ready')).toHaveCount(17);
  await expect(page.getByRole('button', { name: 'Create 17 cars' })).toBeEnabled();
  await screenshotBothWidths(page, 'fleet-import-preview');

  // The vendor corrects the three rows and chooses the file again.
  await chooseFile(page, 'fleet-fixed.csv', fleetCsv(false));
  await expect(page.getByText('fleet-fixed.csv: 20 cars ready, 0 rows with errors')).toBeVisible();
  await page.getByRole('button', { name: 'Create 20 cars' }).click();
  await expect(page.getByText('20 cars created. They wait for review')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/cars\?status=pending/);
  await expect(page.getByText('Pending review (20)')).toBeVisible();
});
