import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from '../../build/e2e/fixtures';
import { addListing, registerCompany, screenshotBothWidths } from '../../build/e2e/consoleHelpers';

/** The console on a phone: lists as cards with their actions in reach, the review pane on top. */
test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(() => test.slow());

async function signIn(page: Page, email: string) {
  const response = await page.request.post('/api/auth/login', {
    data: { username: email, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

/** Inside the 390 px window, with nothing of the page scrolled sideways to reach it. */
async function expectWithinWidth(locator: Locator) {
  await expect(locator).toBeVisible();
  // Polled: a drawer slides in from the side.
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 390;
    })
    .toBe(true);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('.data-table__scroll')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.className || element.tagName),
  );
  expect(overflow).toEqual([]);
}

test("the vendor's cars: Edit, Delete and the switch of each car are in reach", async ({
  page,
}) => {
  await signIn(page, 'vendor@demo.ae');
  await page.goto('/dashboard/cars');
  const card = page.locator('.data-card').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expectWithinWidth(card.getByRole('button', { name: 'Edit' }));
  await expectWithinWidth(card.getByRole('button', { name: 'Delete' }));
  await expectWithinWidth(card.getByRole('switch'));
  await expectNoSidewaysScroll(page);
  await screenshotBothWidths(page, 'cars-list', () =>
    expect(page.getByText('Per day').first()).toBeVisible(),
  );
});

test("the vendor's leads: each lead's state menu is in reach", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signIn(page, 'vendor@demo.ae');
  // A new lead of the demo vendor, so the list has one to move on.
  const cars = await (await page.request.get('/api/vendor/cars?status=approved')).json();
  const carId = (cars as { items: { id: number; active: boolean }[] }).items.find(
    (c) => c.active,
  )!.id;
  const renter = await playwright.request.newContext({ baseURL });
  const lead = await renter.post('/api/leads', {
    data: {
      carId,
      method: 'phone',
      name: 'Phone Layout Renter',
      email: 'renter@example.com',
      phone: '+971501112233',
    },
  });
  expect(lead.status()).toBe(201);
  await renter.dispose();

  await page.goto('/dashboard/leads?status=new');
  const card = page.locator('.data-card').filter({ hasText: 'Phone Layout Renter' }).first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expectWithinWidth(card.getByRole('combobox', { name: /State of the lead/ }));
  await expectWithinWidth(card.getByRole('link', { name: '+971501112233' }));
  await expectNoSidewaysScroll(page);
  await screenshotBothWidths(page, 'leads-list', () =>
    expect(page.getByText('Leads per channel')).toBeVisible(),
  );
});

test('tapping a queued listing shows it with Approve in view', async ({ page, browser }) => {
  // A company of the test's own sends three listings for review.
  const vendor = await browser.newPage();
  await registerCompany(vendor, 'Queue Test Rentals');
  const titles = ['Queue Test Patrol A', 'Queue Test Patrol B', 'Queue Test Patrol C'];
  for (const title of titles) await addListing(vendor.request, title);
  await vendor.close();

  await signIn(page, 'admin@demo.ae');
  await page.goto('/admin/approve-listings?q=Queue%20Test%20Patrol');
  const last = page.getByRole('button', { name: /Queue Test Patrol C/ });
  await expect(last).toBeVisible({ timeout: 20_000 });
  await last.scrollIntoViewIfNeeded();
  await last.click();
  const pane = page.locator('.review-drawer');
  await expect(pane.getByText('Queue Test Patrol C').first()).toBeVisible();
  const approve = pane.getByRole('button', { name: 'Approve (a)' });
  await expect(approve).toBeInViewport();
  await expectWithinWidth(approve);
  await screenshotBothWidths(page, 'review-pane', async () => {
    if (!(await approve.isVisible())) await last.click();
    await expect(page.getByRole('button', { name: 'Approve (a)' })).toBeInViewport();
  });
  await approve.click();
  await expect(page.getByText('Approved: Queue Test Patrol C')).toBeVisible();
});
