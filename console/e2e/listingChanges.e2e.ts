import sharp from 'sharp';
import { screenshotBothWidths } from '../../build/e2e/consoleHelpers';
import { expect, signInAs, test } from '../../build/e2e/fixtures';

/**
 * Changes to an approved listing (issue 15): the vendor edits the description of a live car and
 * adds a photo, sees "Changes waiting for review" while renters keep the approved version; the admin sees the
 * diff in the review pane and approves it; then renters see the new text.
 * With SCREENSHOTS=1 the notice and the diff are saved at 1280 and 390 px in docs/screenshots.
 */

const ADMIN = 'admin@demo.ae';
const VENDOR = 'vendor@demo.ae';
const SCREEN_LOAD = { timeout: 20_000 };

test.beforeEach(() => test.slow());

test('a live car stays public as approved while its changes wait; the admin approves the diff', async ({
  page,
  browser,
  baseURL,
}) => {
  const vendorContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
  });
  const vendor = await vendorContext.newPage();
  await signInAs(vendor.request, VENDOR);
  const approved = (await (
    await vendor.request.get('/api/vendor/cars?status=approved&pageSize=100')
  ).json()) as {
    items: { id: number; title: string; description: string; pendingChanges: unknown }[];
  };
  const car = approved.items.find((item) => !item.pendingChanges)!;
  expect(car, 'the demo vendor has an approved listing').toBeTruthy();
  const newText = `Now with a child seat and free delivery in Dubai Marina (${Date.now()}).`;

  // The vendor edits the description of the live car.
  await vendor.goto(`/dashboard/cars/${car.id}/edit`);
  const description = vendor.getByLabel('Description', { exact: true });
  await expect(description).toBeVisible(SCREEN_LOAD);
  await description.fill(newText);
  await vendor.getByRole('button', { name: 'Save changes' }).click();
  await expect(vendor.getByText('Your changes wait for review')).toBeVisible();
  const notice = vendor.getByRole('alert').filter({ hasText: 'Changes waiting for review' });
  await expect(notice).toContainText('Description');
  await expect(notice).toContainText(newText);

  // A new photo waits too; the car stays online with its reviewed photos.
  const publicPhotos = async () =>
    ((await (await page.request.get(`/api/cars/${car.id}`)).json()) as { images: unknown[] }).images
      .length;
  const photosBefore = await publicPhotos();
  const photo = await sharp({
    create: { width: 640, height: 400, channels: 3, background: '#c0392b' },
  })
    .png()
    .toBuffer();
  await vendor.locator('input[type=file]').setInputFiles({
    name: 'interior.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await expect(notice).toContainText('Description and photos');
  expect(await publicPhotos()).toBe(photosBefore);
  await notice.scrollIntoViewIfNeeded();
  await screenshotBothWidths(vendor, 'listing-changes-vendor-edit', () =>
    notice.scrollIntoViewIfNeeded(),
  );

  await vendor.goto(`/dashboard/cars?query=${encodeURIComponent(car.title)}`);
  await expect(vendor.getByText('Changes waiting for review').first()).toBeVisible(SCREEN_LOAD);
  await screenshotBothWidths(vendor, 'listing-changes-vendor-list');

  // Renters still read the approved text.
  const publicCar = await page.request.get(`/api/cars/${car.id}`);
  expect(publicCar.status()).toBe(200);
  expect(((await publicCar.json()) as { description: string }).description).toBe(car.description);
  await page.goto(`/cars/${car.id}`);
  await expect(page.getByRole('heading', { level: 1, name: car.title })).toBeVisible();
  await expect(page.getByText(newText)).toHaveCount(0);

  // The admin sees the diff in the review pane and approves it.
  await signInAs(page.request, ADMIN);
  await page.goto(`/admin/approve-listings?q=${encodeURIComponent(car.title)}`);
  const diff = page.getByRole('region', { name: 'Changes waiting for review' });
  await expect(diff).toBeVisible(SCREEN_LOAD);
  await expect(diff.getByRole('deletion')).toContainText(car.description.slice(0, 40));
  await expect(diff.getByRole('insertion')).toContainText(newText);
  await expect(diff.getByText('Added 1')).toBeVisible();
  // On a phone the review pane is a drawer over the queue, opened by tapping the listing.
  await screenshotBothWidths(page, 'listing-changes-admin-diff', async () => {
    if (!(await diff.isVisible())) await page.getByText(car.title).first().click();
    await expect(diff).toBeVisible();
  });
  await page.getByRole('button', { name: 'Approve (a)' }).click();
  await expect(page.getByText(`Changes approved: ${car.title}`)).toBeVisible();

  const after = await page.request.get(`/api/cars/${car.id}`);
  expect(((await after.json()) as { description: string }).description).toBe(newText);
  expect(await publicPhotos()).toBe(photosBefore + 1);
  // A fresh visitor (this browser keeps the page it saw for its max-age).
  const renter = await browser.newPage({ baseURL });
  await renter.goto(`/cars/${car.id}`);
  await expect(renter.getByText(newText)).toBeVisible();
  await renter.close();
  await vendorContext.close();
});

test('a vendor withdraws waiting changes and the form shows the approved values again', async ({
  page,
}) => {
  await signInAs(page.request, VENDOR);
  const approved = (await (
    await page.request.get('/api/vendor/cars?status=approved&pageSize=100')
  ).json()) as { items: { id: number; title: string; pendingChanges: unknown }[] };
  const car = approved.items.find((item) => !item.pendingChanges)!;
  const edited = await page.request.patch(`/api/vendor/cars/${car.id}`, {
    data: { title: `${car.title} call 050 000 0000` },
  });
  expect(edited.status()).toBe(200);

  await page.goto(`/dashboard/cars/${car.id}/edit`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
    `${car.title} call 050 000 0000`,
    SCREEN_LOAD,
  );
  await page.getByRole('button', { name: 'Withdraw changes' }).click();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Changes withdrawn')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(car.title);
  await expect(page.getByText('Changes waiting for review')).toHaveCount(0);
});
