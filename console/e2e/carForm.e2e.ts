import type { Page } from '@playwright/test';
import { expect, test } from '../../build/e2e/fixtures';
import {
  chooseOption,
  registerCompany,
  screenshotBothWidths,
} from '../../build/e2e/consoleHelpers';

/** The listing form with an impatient vendor: double clicks, odd files, leaving half-way. */
test.beforeEach(() => test.slow());

const SCREEN_LOAD = { timeout: 20_000 };

async function fillListing(page: Page, title: string) {
  await expect(page.getByLabel('Title', { exact: true })).toBeEnabled(SCREEN_LOAD);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await chooseOption(page, 'Car type', 'SUV');
  await chooseOption(page, 'Brand', 'Nissan');
  await page.getByLabel('Model').fill('Patrol');
  await page.getByLabel('Year').fill('2024');
  await page.getByLabel('Price per day').fill('450');
}

async function listingsTitled(page: Page, title: string): Promise<number> {
  const response = await page.request.get(
    `/api/vendor/cars?query=${encodeURIComponent(title)}&pageSize=100`,
  );
  return ((await response.json()) as { total: number }).total;
}

test('a double click on "Save and send for review" creates one listing', async ({ page }) => {
  await registerCompany(page, 'Double Click Rentals');
  const title = `Double Click Patrol ${Date.now()}`;
  await page.goto('/dashboard/add-car');
  await fillListing(page, title);
  await page.getByRole('button', { name: 'Save and send for review' }).dblclick();
  await expect(page).toHaveURL(/\/dashboard\/cars$/, SCREEN_LOAD);
  // Give a second request, had one been sent, the time to land.
  await page.waitForTimeout(1_000);
  expect(await listingsTitled(page, title)).toBe(1);
});

test('photos are checked before saving: the refused file is named with the reason', async ({
  page,
}) => {
  await registerCompany(page, 'Photo Check Rentals');
  await page.goto('/dashboard/add-car');
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible(SCREEN_LOAD);
  const photos = page.locator('input[type=file]');
  await photos.setInputFiles([
    { name: 'brochure.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
    {
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(9 * 1024 * 1024, 1),
    },
  ]);
  await expect(page.getByText('Some photos were not added')).toBeVisible();
  await expect(
    page.getByText('brochure.gif is not a JPEG, PNG or WebP photo, so it was not added.'),
  ).toBeVisible();
  await expect(
    page.getByText('huge.jpg is 9.0 MB; photos can be up to 8 MB, so it was not added.'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo 1' })).toHaveCount(0);
  await screenshotBothWidths(page, 'photo-check');
});

test('leaving the listing form with unsaved changes asks first', async ({ page }) => {
  await registerCompany(page, 'Leave Guard Rentals');
  await page.goto('/dashboard/add-car');
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible(SCREEN_LOAD);
  await page.getByLabel('Title', { exact: true }).fill('Half-written listing');

  await page.getByRole('menuitem', { name: 'My cars' }).click();
  const question = page.getByRole('dialog').filter({ hasText: 'Leave without saving?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/add-car$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Half-written listing');

  await page.getByRole('menuitem', { name: 'My cars' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cars$/);

  // Nothing changed: no question.
  await page.goto('/dashboard/add-car');
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible(SCREEN_LOAD);
  await page.getByRole('menuitem', { name: 'Leads' }).click();
  await expect(page).toHaveURL(/\/dashboard\/leads$/);
});
