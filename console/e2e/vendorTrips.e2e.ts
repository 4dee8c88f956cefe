import { request } from '@playwright/test';
import { expect, test } from '../../build/e2e/fixtures';
import {
  addListing,
  adminApi,
  chooseOption,
  registerCompany,
  screenshotBothWidths,
} from '../../build/e2e/consoleHelpers';

/**
 * The vendor's side of trips (issue 20) against the real server: a company sets a live car's
 * deposit, its hold and a weekly rate in the listing form, sees the renters' quote in the
 * preview, blocks three days on the availability calendar, and the public quote API then says
 * the car is not free on those days and quotes the new figures on others.
 */

test.beforeEach(() => test.slow());

const SCREEN_LOAD = { timeout: 20_000 };
/** A UAE day `n` days from today (UTC+4, no daylight saving). */
const uaeDay = (n: number) =>
  new Date(Date.now() + 4 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);

test('a vendor sets a deposit and a weekly rate, blocks 3 days; the public quote follows', async ({
  page,
  baseURL,
}) => {
  await registerCompany(page, 'Trip Terms Rentals');
  const { id } = await addListing(page.request, `Trip Terms Patrol ${Date.now()}`);
  const admin = await adminApi({ request }, baseURL!);
  const approved = await admin.post(`/api/admin/listings/${id}/approve`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.dispose();

  // The listing form: a weekly rate (within the review band: applies at once), a deposit, how
  // it is held and when it is returned.
  await page.goto(`/dashboard/cars/${id}/edit`);
  await expect(page.getByLabel('Price per week')).toBeEnabled(SCREEN_LOAD);
  await page.getByLabel('Price per week').fill('2800');
  await page.getByLabel('Security deposit').fill('2000');
  await chooseOption(page, 'Deposit held as', 'Paid in cash or by bank transfer and refunded');
  await page.getByLabel('Deposit returned after').fill('10');
  // An empty box shows what the car inherits from its company.
  await expect(page.getByText("Empty: your company's (1 hour)")).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();

  // The preview: a sample week at the new weekly rate, as renters are quoted.
  const preview = page.getByTestId('quote-preview');
  await expect(preview.getByText('AED 2,800').first()).toBeVisible();
  await expect(
    preview.getByText(
      'AED 2,000, Paid in cash or by bank transfer and refunded; returned within 10 days',
    ),
  ).toBeVisible();
  await screenshotBothWidths(page, 'car-trip-terms');

  // The availability calendar: three days blocked for maintenance.
  await page.getByRole('link', { name: 'Availability calendar' }).click();
  await expect(page.getByRole('button', { name: 'Block these days' })).toBeVisible(SCREEN_LOAD);
  const [first, last] = [uaeDay(10), uaeDay(12)];
  // By keyboard: the note, then the days typed; Enter on the last day sends the form.
  await page.getByLabel('Note (only you see it)').fill('Service at the dealer');
  await page.getByPlaceholder('Start date').click();
  await page.getByPlaceholder('Start date').fill(first);
  await page.keyboard.press('Enter');
  await page.getByPlaceholder('End date').fill(last);
  await page.keyboard.press('Enter');
  const list = page.locator('.ant-list');
  await expect(list.getByText('(3 days)')).toBeVisible();
  await expect(list.getByText('Service at the dealer')).toBeVisible();
  await screenshotBothWidths(page, 'car-availability');

  // Renters: not free on the blocked days; elsewhere the new week and deposit.
  const renter = await request.newContext({ baseURL });
  const blocked = await renter.get(`/api/cars/${id}/quote?from=${uaeDay(9)}&to=${uaeDay(11)}`);
  expect(blocked.status()).toBe(200);
  expect(await blocked.json()).toMatchObject({ available: false });
  const free = await renter.get(`/api/cars/${id}/quote?from=${uaeDay(20)}&to=${uaeDay(27)}`);
  expect(await free.json()).toMatchObject({
    available: true,
    days: 7,
    tier: 'weekly',
    rent: 2800,
    total: 2800,
    deposit: { amount: 2000, hold: 'cash', returnDays: 10 },
  });
  // Search: the car is found for other dates (once the index has it), never for blocked ones.
  const found = async (from: string, to: string) => {
    const answer = await renter.get(
      `/api/cars?from=${from}&to=${to}&pageSize=100&query=Trip%20Terms%20Patrol`,
    );
    return ((await answer.json()) as { items: { id: number }[] }).items.some(
      (car) => car.id === id,
    );
  };
  await expect.poll(() => found(uaeDay(20), uaeDay(27)), { timeout: 20_000 }).toBe(true);
  expect(await found(uaeDay(9), uaeDay(11))).toBe(false);

  // Unblocking gives the days back.
  await page.getByRole('button', { name: /^Unblock / }).click();
  await page.getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(page.getByText('Days unblocked')).toBeVisible();
  const again = await renter.get(`/api/cars/${id}/quote?from=${uaeDay(9)}&to=${uaeDay(11)}`);
  expect(await again.json()).toMatchObject({ available: true });

  // A renter asks about a week: the vendor's lead list shows the trip and its quoted total.
  const lead = await renter.post('/api/leads', {
    headers: { Origin: baseURL! },
    data: {
      carId: id,
      method: 'email',
      name: 'Trip Lead Renter',
      email: 'trip.renter@example.ae',
      phone: '+971501112233',
      from: uaeDay(20),
      to: uaeDay(27),
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  await renter.dispose();
  await page.goto('/dashboard/leads');
  const row = page.getByRole('row', { name: /Trip Lead Renter/ });
  await expect(row).toBeVisible(SCREEN_LOAD);
  await expect(row.getByText('AED 2,800')).toBeVisible();
  await expect(row.getByText('7 days')).toBeVisible();
  // At 1280 px the whole table is in view, the state menu too: nothing scrolls sideways.
  const scroller = page.locator('.data-table__scroll');
  expect(
    await scroller.evaluate((element) => element.scrollWidth - element.clientWidth),
  ).toBeLessThanOrEqual(0);
  await expect(row.getByRole('combobox', { name: /State of the lead/ })).toBeInViewport();
  await screenshotBothWidths(page, 'leads-trip');
});

test('a vendor sets a weekend rate and a season; an overlapping season is refused on its box; the preview bills the weekend', async ({
  page,
  baseURL,
}) => {
  await registerCompany(page, 'Weekend Rate Rentals');
  const { id } = await addListing(page.request, `Weekend Rate Patrol ${Date.now()}`);
  const admin = await adminApi({ request }, baseURL!);
  const approved = await admin.post(`/api/admin/listings/${id}/approve`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.dispose();

  await page.goto(`/dashboard/cars/${id}/edit`);
  await expect(page.getByLabel('Weekend day rate')).toBeEnabled(SCREEN_LOAD);
  await page.getByLabel('Weekend day rate').fill('800');
  await page.getByRole('button', { name: 'Add a season' }).click();
  await page.getByLabel('Season 1 first day').fill(uaeDay(30));
  await page.getByLabel('Season 1 last day').fill(uaeDay(35));
  await page.getByLabel('Season 1 day rate').fill('900');
  await page.getByRole('button', { name: 'Add a season' }).click();
  await page.getByLabel('Season 2 first day').fill(uaeDay(33));
  await page.getByLabel('Season 2 last day').fill(uaeDay(40));
  await page.getByLabel('Season 2 day rate').fill('950');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText(`This season overlaps the one from ${uaeDay(30)} to ${uaeDay(35)}`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Remove season 2' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();

  // The preview of a weekend: Saturday to Monday, both days at the weekend rate.
  let saturday = uaeDay(3);
  for (let n = 4; new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6; n += 1) saturday = uaeDay(n);
  const monday = new Date(Date.parse(`${saturday}T00:00:00Z`) + 2 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await page.getByPlaceholder('Start date').click();
  await page.getByPlaceholder('Start date').fill(saturday);
  await page.keyboard.press('Enter');
  await page.getByPlaceholder('End date').fill(monday);
  await page.keyboard.press('Enter');
  const preview = page.getByTestId('quote-preview');
  await expect(preview.getByText(/Rent for 2 days \(2 weekend days at AED 800\)/)).toBeVisible();
  await expect(preview.getByText('AED 1,600').first()).toBeVisible();
  await screenshotBothWidths(page, 'car-day-rates');

  // Renters are quoted the same.
  const renter = await request.newContext({ baseURL });
  const quote = await renter.get(`/api/cars/${id}/quote?from=${saturday}&to=${monday}`);
  expect(await quote.json()).toMatchObject({
    rent: 1600,
    dayLines: [{ kind: 'weekend', count: 2, rate: 800 }],
  });
  await renter.dispose();
});

test('a car drops an emirate its company delivers to and sets its own fee in another; the car page offers the rest', async ({
  page,
  baseURL,
}) => {
  await registerCompany(page, 'Delivery Choice Rentals');
  const defaults = await page.request.patch('/api/vendor/profile', {
    data: { tripTerms: { deliveryFees: { dubai: 0, sharjah: 150, ajman: 100 } } },
  });
  expect(defaults.status(), await defaults.text()).toBe(200);
  const { id } = await addListing(page.request, `Delivery Choice Patrol ${Date.now()}`);
  const admin = await adminApi({ request }, baseURL!);
  const approved = await admin.post(`/api/admin/listings/${id}/approve`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.dispose();

  // Each emirate starts "As your company", saying the company's fee.
  await page.goto(`/dashboard/cars/${id}/edit`);
  const sharjah = page.getByLabel('Delivery, Sharjah');
  await expect(sharjah).toBeEnabled(SCREEN_LOAD);
  const choiceOf = (emirate: string) =>
    page.locator('.ant-select').filter({ has: page.getByLabel(`Delivery, ${emirate}`) });
  await expect(choiceOf('Sharjah')).toContainText('As your company (AED 150)');
  await expect(choiceOf('Dubai')).toContainText('As your company (Free)');
  await expect(choiceOf('Fujairah')).toContainText('As your company (No delivery)');
  // No delivery to Sharjah; Ajman at this car's own fee (the box starts at the company's).
  const choose = (emirate: string, option: string) =>
    chooseOption(page, page.getByLabel(`Delivery, ${emirate}`), option);
  await choose('Sharjah', 'No delivery');
  await choose('Ajman', 'Own fee');
  await expect(page.getByLabel('Delivery fee, Ajman')).toHaveValue('100');
  await page.getByLabel('Delivery fee, Ajman').fill('60');
  // "Own fee" with the box emptied is named on the box, nothing saved.
  await choose('Fujairah', 'Own fee');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByLabel('Delivery fee, Fujairah').fill('0');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  const mine = await (await page.request.get(`/api/vendor/cars/${id}`)).json();
  expect(mine.tripTerms).toEqual({ deliveryFees: { sharjah: null, ajman: 60, fujairah: 0 } });
  await screenshotBothWidths(page, 'car-delivery-choices', async () => {
    await page.getByLabel('Delivery, Sharjah').scrollIntoViewIfNeeded();
  });

  // After a reload the choices read back as saved.
  await page.reload();
  await expect(choiceOf('Sharjah')).toContainText('No delivery', SCREEN_LOAD);
  await expect(page.getByLabel('Delivery fee, Ajman')).toHaveValue('60');

  // Renters: the car page offers Dubai, Ajman and Fujairah only; the quote follows.
  const renter = await request.newContext({ baseURL });
  const quote = await renter.get(
    `/api/cars/${id}/quote?from=${uaeDay(5)}&to=${uaeDay(6)}&delivery=sharjah`,
  );
  expect(await quote.json()).toMatchObject({ delivery: null, total: 650 });
  await renter.dispose();
  await page.goto(`/cars/${id}?from=${uaeDay(5)}&to=${uaeDay(6)}`);
  const delivery = page.getByLabel('Pick-up or delivery');
  await expect(delivery.locator('option')).toHaveText([
    'I collect the car',
    'Deliver in Dubai: Free',
    'Deliver in Ajman: AED 60',
    'Deliver in Fujairah: Free',
  ]);
  await expect(page.getByText(/^No delivery to Abu Dhabi, Sharjah, /)).toBeVisible();
  await delivery.selectOption('ajman');
  await expect(page.locator('.trip-quote').getByText('AED 60', { exact: true })).toBeVisible();
  await screenshotBothWidths(
    page,
    'car-delivery-choices',
    async () => {
      await delivery.scrollIntoViewIfNeeded();
    },
    { prefix: 'site-' },
  );

  // The console in Arabic, right to left: the same three choices.
  await page.goto(`/dashboard/cars/${id}/edit`);
  await page.getByRole('button', { name: 'Show the console in Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The emirate is isolated in the Arabic sentence (FSI … PDI).
  const arabicSharjah = page.getByLabel(/^التوصيل، .الشارقة.$/);
  await expect(arabicSharjah).toBeVisible(SCREEN_LOAD);
  await expect(
    page.locator('.ant-select').filter({ has: arabicSharjah }).getByText('لا توصيل'),
  ).toBeVisible();
  await screenshotBothWidths(page, 'car-delivery-choices-arabic', async () => {
    await arabicSharjah.scrollIntoViewIfNeeded();
  });
});

test('the company states default trip terms on its profile', async ({ page }) => {
  await registerCompany(page, 'Default Terms Rentals');
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('button', { name: 'Save trip terms' })).toBeVisible(SCREEN_LOAD);
  await page.getByLabel('Grace period for late returns').fill('2');
  await page.getByLabel('Delivery fee, Dubai').fill('0');
  await page.getByLabel('Delivery fee, Sharjah').fill('150');
  await page.getByRole('button', { name: 'Save trip terms' }).click();
  await expect(page.getByText('Trip terms saved')).toBeVisible();
  const profile = await (await page.request.get('/api/vendor/profile')).json();
  expect(profile.tripTerms).toEqual({ graceHours: 2, deliveryFees: { dubai: 0, sharjah: 150 } });
  await screenshotBothWidths(page, 'profile-trip-terms', async () => {
    await page.getByRole('button', { name: 'Save trip terms' }).scrollIntoViewIfNeeded();
  });
});

test('a vendor blocks a holiday on all cars; a car already blocked then is skipped', async ({
  page,
}) => {
  await registerCompany(page, 'Holiday Rentals');
  const stamp = Date.now();
  const { id } = await addListing(page.request, `Holiday Patrol ${stamp}`);
  const busy = await addListing(page.request, `Holiday Sunny ${stamp}`);
  const [first, last] = [uaeDay(30), uaeDay(32)];
  const earlier = await page.request.post(`/api/vendor/cars/${busy.id}/blocks`, {
    data: { from: uaeDay(31), to: uaeDay(31), reason: 'maintenance' },
  });
  expect(earlier.status(), await earlier.text()).toBe(201);

  await page.goto(`/dashboard/cars/${id}/availability`);
  await expect(page.getByRole('button', { name: 'Block these days' })).toBeVisible(SCREEN_LOAD);
  await page.getByRole('button', { name: 'Block all cars' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block all cars' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByLabel('Note (only you see it)').fill('Eid');
  await dialog.getByPlaceholder('Start date').click();
  await dialog.getByPlaceholder('Start date').fill(first);
  await page.keyboard.press('Enter');
  await dialog.getByPlaceholder('End date').fill(last);
  await page.keyboard.press('Enter');
  await screenshotBothWidths(page, 'block-all-cars');
  await dialog.getByRole('button', { name: 'Block all cars' }).click();
  await expect(page.getByText('Blocked 1 car; 1 car already blocked then')).toBeVisible();
  await expect(dialog).toBeHidden();
  // This car's list shows the holiday; the other car kept its own block only.
  await expect(page.locator('.ant-list').getByText('(3 days)')).toBeVisible();
  await expect(page.locator('.ant-list').getByText('Eid')).toBeVisible();
  const kept = await (await page.request.get(`/api/vendor/cars/${busy.id}/blocks`)).json();
  expect(kept.items.map((block: { reason: string }) => block.reason)).toEqual(['maintenance']);
});
