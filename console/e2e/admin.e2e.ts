import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, signInAs, test } from '../../build/e2e/fixtures';

/**
 * The admin console against the real server and the demo market: an admin approves a listing
 * (and finds it on the public site), rejects one with a reason (and the vendor reads it), and
 * reviews a document a vendor has just sent.
 */

const ADMIN = 'admin@demo.ae';
const VENDOR = 'vendor@demo.ae';

test.beforeEach(() => test.slow());

/** A screen's chunk loads on first visit; wait for it before anything else. */
const SCREEN_LOAD = { timeout: 20_000 };

/** A second browser context signed in as the demo vendor. */
async function vendorPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs(page.request, VENDOR);
  return page;
}

interface Listing {
  id: number;
  title: string;
}

async function pendingListingOfVendor(vendor: Page): Promise<Listing> {
  const response = await vendor.request.get('/api/vendor/cars?status=pending&pageSize=100');
  const page = (await response.json()) as { items: Listing[] };
  expect(page.items.length, 'the demo vendor has pending listings').toBeGreaterThan(0);
  return page.items[0]!;
}

test('an admin approves a pending listing and it is on the public site; the menu count follows', async ({
  page,
}) => {
  await signInAs(page.request, ADMIN);
  const queue = await page.request.get('/api/admin/listings?status=pending');
  const { items } = (await queue.json()) as { items: Listing[] };
  const listing = items.at(-1)!;
  const { listings: waiting } = (await (await page.request.get('/api/admin/queues')).json()) as {
    listings: number;
  };
  expect(waiting).toBeGreaterThan(1);
  const menuEntry = page.getByRole('menuitem', { name: 'Approve listings' });

  await page.goto(`/admin/approve-listings?q=${encodeURIComponent(listing.title)}`);
  const preview = page.getByRole('article', { name: `Preview of ${listing.title}` });
  await expect(preview).toBeVisible(SCREEN_LOAD);
  await expect(preview.getByText('per day')).toBeVisible();
  await expect(menuEntry).toHaveAccessibleName(`Approve listings, ${waiting} waiting`);
  // The keyboard: a approves the listing in hand.
  await page.keyboard.press('a');
  await expect(page.getByText(`Approved: ${listing.title}`)).toBeVisible();
  // Without a reload.
  await expect(menuEntry).toHaveAccessibleName(`Approve listings, ${waiting - 1} waiting`);
  await expect(page.getByRole('menuitem', { name: 'Leads' })).toHaveAccessibleName('Leads');

  await page.goto(`/cars/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
});

test('an admin rejects a listing with a reason, which the vendor reads in its table', async ({
  page,
  browser,
  baseURL,
}) => {
  const vendor = await vendorPage(browser, baseURL!);
  const listing = await pendingListingOfVendor(vendor);
  await signInAs(page.request, ADMIN);

  await page.goto(`/admin/approve-listings?q=${encodeURIComponent(listing.title)}`);
  await expect(page.getByRole('article', { name: `Preview of ${listing.title}` })).toBeVisible(
    SCREEN_LOAD,
  );
  await page.getByRole('button', { name: 'Reject… (r)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject listing' }).click();
  // The reason is required: nothing is sent without one.
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('no');
  await dialog.getByRole('button', { name: 'Reject listing' }).click();
  await expect(dialog.getByText('At least 3 characters')).toBeVisible();
  const reason = `The photos show another car (${Date.now()})`;
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject listing' }).click();
  await expect(page.getByText(`Rejected: ${listing.title}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await vendor.goto('/dashboard/cars?status=rejected');
  await expect(vendor.getByText(reason)).toBeVisible(SCREEN_LOAD);
  await vendor.context().close();
});

test('an admin reviews a document a vendor has just sent', async ({ page, browser, baseURL }) => {
  const vendor = await vendorPage(browser, baseURL!);
  const png = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#e8eef9' },
  })
    .png()
    .toBuffer();
  const sent = await vendor.request.post('/api/vendor/documents', {
    multipart: {
      kind: 'emirates_id',
      file: { name: 'emirates-id.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(sent.status()).toBe(201);
  const document = (await sent.json()) as { id: number };
  const me = (await (await vendor.request.get('/api/auth/me')).json()) as { companyId: number };
  await vendor.context().close();

  await signInAs(page.request, ADMIN);
  await page.goto(`/admin/document-review?companyId=${me.companyId}`);
  const row = page.getByRole('button', { name: /Emirates ID/ }).last();
  await expect(row).toBeVisible(SCREEN_LOAD);
  await row.click();
  const viewer = page.locator(`img[src="/api/admin/documents/${document.id}/file"]`);
  await expect(viewer).toBeVisible();
  expect(await viewer.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  await page.getByRole('button', { name: 'Approve (a)' }).click();
  await expect(page.getByText(/^Approved: Owner's Emirates ID of /)).toBeVisible();

  const trail = await page.request.get(
    `/api/admin/audit?subjectType=document&subjectId=${document.id}`,
  );
  const { items } = (await trail.json()) as { items: { action: string }[] };
  expect(items.map((item) => item.action)).toEqual(['document.approve']);
});
