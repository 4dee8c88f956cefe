import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, expect, test } from '../../build/e2e/fixtures';
import { chooseOption, screenshotBothWidths } from '../../build/e2e/consoleHelpers';

/**
 * The vendor workspace against the real server and the demo market: the demo vendor adds a
 * car, follows a renter's lead up, sends a document and changes the WhatsApp number renters get.
 */

const VENDOR = 'vendor@demo.ae';

// Several screens, uploads and image processing per test, on machines that run other suites too.
test.beforeEach(() => test.slow());

/** A screen's chunk loads on first visit; wait for it before anything else. */
const SCREEN_LOAD = { timeout: 20_000 };

/** Signs the page's browser in (the session cookie is shared with `page.request`). */
async function signIn(page: Page) {
  const response = await page.request.post('/api/auth/login', {
    data: { username: VENDOR, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

/** One of the demo vendor's public (approved, active) cars. */
async function publicCarOfVendor(request: APIRequestContext): Promise<{ id: number }> {
  const response = await request.get('/api/vendor/cars?status=approved&pageSize=100');
  expect(response.ok()).toBe(true);
  const page = (await response.json()) as { items: { id: number; active: boolean }[] };
  const car = page.items.find((item) => item.active);
  expect(car, 'the demo vendor has an approved, active car').toBeTruthy();
  return car!;
}

/** A renter's lead through the public API (no session: a fresh request context). */
async function recordLead(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string,
  carId: number,
  name: string,
) {
  const renter = await playwright.request.newContext({ baseURL });
  const response = await renter.post('/api/leads', {
    data: {
      carId,
      method: 'whatsapp',
      name,
      email: 'renter.e2e@example.com',
      phone: '+971501112233',
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { id: number; contact: { whatsapp: string } };
  await renter.dispose();
  return body;
}

test('a vendor adds a car with a photo and sees it pending in the list', async ({ page }) => {
  await signIn(page);
  // Room in the plan, whatever the demo company's plan is: Premium, billed by invoice.
  await page.request.post('/api/vendor/payment-methods', {
    data: { kind: 'invoice', makeDefault: true },
  });
  await page.request.post('/api/vendor/subscribe', { data: { planId: 'premium' } });

  const title = `E2E Nissan Patrol ${Date.now()}`;
  await page.goto('/dashboard/add-car');
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible(SCREEN_LOAD);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await chooseOption(page, 'Car type', 'SUV');
  await chooseOption(page, 'Brand', 'Nissan');
  await page.getByLabel('Model').fill('Patrol');
  await page.getByLabel('Year').fill('2024');
  await page.getByLabel('Price per day').fill('450');
  await page.getByLabel('Km included per day').fill('300');

  const photo = await sharp({
    create: { width: 640, height: 400, channels: 3, background: '#2d6cdf' },
  })
    .png()
    .toBuffer();
  await page.locator('input[type=file]').setInputFiles({
    name: 'patrol.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();

  await page.getByRole('button', { name: 'Save and send for review' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cars$/, SCREEN_LOAD);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Pending review')).toBeVisible(SCREEN_LOAD);
  await expect(row.locator('img.car-cell__photo')).toHaveAttribute('src', /\/media\//);

  // The rules of core's schema are the form's: a missing price is named on its field.
  await page.goto('/dashboard/add-car');
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible(SCREEN_LOAD);
  await page.getByRole('button', { name: 'Save and send for review' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
});

test.describe('plan limit', () => {
  // The API's 422 for the listing one past the limit is the point of this test.
  test.use({ expectedHttpErrors: [422] });

  test('a full plan is announced on the new-listing form, with the way to upgrade', async ({
    page,
  }) => {
    // A new rental company starts on the Free plan (5 listings) and fills it through the API.
    const stamp = Date.now();
    const registered = await page.request.post('/api/auth/register', {
      data: {
        email: `limit.${stamp}@example.com`,
        password: 'limit test password',
        name: 'Limit Tester',
        companyName: `Limit Test Cars ${stamp}`,
        phone: '+971501234567',
        emirate: 'dubai',
      },
    });
    expect(registered.ok()).toBe(true);
    const listing = {
      title: 'Toyota Yaris 2024',
      brand: 'toyota',
      model: 'Yaris',
      year: 2024,
      carType: 'economy',
      emirate: 'dubai',
      pricePerDay: 99,
    };
    for (let i = 0; i < 5; i++) {
      expect((await page.request.post('/api/vendor/cars', { data: listing })).status()).toBe(201);
    }

    // Said before anything is filled in, and the form is locked: nothing to lose.
    await page.goto('/dashboard/add-car');
    await expect(
      page.getByText('You have used 5 of 5 listings on the Free plan. Upgrade to add more.'),
    ).toBeVisible(SCREEN_LOAD);
    await expect(page.getByLabel('Title', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save and send for review' })).toBeDisabled();
    await screenshotBothWidths(page, 'plan-limit-notice');
    await page.getByRole('button', { name: 'See plans' }).click();
    await expect(page).toHaveURL(/\/dashboard\/subscribe$/);
    await expect(page.getByRole('button', { name: 'Choose Pro' })).toBeVisible(SCREEN_LOAD);
  });
});

test('a renter’s lead shows in the leads table and its state changes', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signIn(page);
  const car = await publicCarOfVendor(page.request);
  const name = `E2E Renter ${Date.now()}`;
  await recordLead(playwright, baseURL!, car.id, name);

  await page.goto('/dashboard/leads');
  await expect(page.getByRole('table', { name: 'Leads' })).toBeVisible(SCREEN_LOAD);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('WhatsApp');
  const state = row.getByLabel(`State of the lead from ${name}`);
  await chooseOption(page, state, 'Contacted');
  await expect(page.getByText('Lead marked contacted')).toBeVisible();
  await expect(row).toContainText('Contacted');

  const saved = await page.request.get('/api/vendor/leads?status=contacted&pageSize=100');
  const leads = (await saved.json()) as { items: { name: string }[] };
  expect(leads.items.map((lead) => lead.name)).toContain(name);
});

test('a vendor uploads a verification document', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/verification');
  await expect(page.getByRole('table', { name: 'Documents' })).toBeVisible(SCREEN_LOAD);
  const card = page.locator('.ant-card').filter({ hasText: 'RTA rental permit' }).first();
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  await card.locator('input[type=file]').setInputFiles({
    name: 'rta-permit.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(page.getByText('RTA rental permit uploaded for review')).toBeVisible();
  await expect(card.getByText('rta-permit.pdf')).toBeVisible();
  await expect(card.getByText('Awaiting review')).toBeVisible();
});

test('a new WhatsApp number in the profile reaches renters with their next lead', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signIn(page);
  const car = await publicCarOfVendor(page.request);
  const local = `50${String(Date.now()).slice(-7)}`;

  await page.goto('/dashboard/profile');
  await expect(page.getByLabel('WhatsApp')).toBeVisible(SCREEN_LOAD);
  const whatsapp = page.getByLabel('WhatsApp');
  await whatsapp.fill(`+971 ${local}`);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  const lead = await recordLead(playwright, baseURL!, car.id, `E2E WhatsApp ${Date.now()}`);
  expect(lead.contact.whatsapp).toBe(`+971${local}`);

  // A number that is not a UAE one is refused by the same rule as the API's, on the field.
  await whatsapp.fill('+44 20 7946 0958');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Enter a UAE number, e.g. +971 50 123 4567')).toBeVisible();
});
