import { addDays } from '@core/rules/tripDays';
import { uaeWallClock } from '@core/rules/uaeTime';
import { formatAedExact } from '@core/rules/tripPrice';
import { DEMO_PASSWORD, expect, test } from '../../build/e2e/fixtures';
import { serverHead } from '../../build/e2e/serverHtml';
import { hydrated, launchedUrls, latestLeads, recordHandOffs } from './siteHelpers';

const today = uaeWallClock(new Date()).slice(0, 10);
const from = addDays(today, 14);
const to = addDays(today, 17);

test('hero search with dates → card totals → the car page breakdown → WhatsApp text and lead with the trip', async ({
  page,
  request,
}) => {
  await recordHandOffs(page);
  await page.goto('/');
  const hero = page.getByRole('search');
  await hero.getByLabel('Pick-up date').fill(from);
  await hero.getByLabel('Return date').fill(to);
  await hero.getByRole('button', { name: 'VIEW ALL CARS' }).click();

  await expect(page).toHaveURL(new RegExp(`/cars\\?from=${from}&to=${to}$`));
  const card = page.locator('.car-card').first();
  const cardTrip = card.getByTestId('card-trip');
  await expect(cardTrip).toContainText('for 3 days, VAT included');
  const cardTotal = (await cardTrip.locator('strong').textContent())!;
  expect(cardTotal).toMatch(/^AED [\d,]+(\.\d\d)?$/);

  await card.locator('.car-card__link').click();
  await expect(page).toHaveURL(new RegExp(`/cars/\\d+\\?from=${from}&to=${to}$`));
  const breakdown = page.getByTestId('trip-breakdown');
  await expect(breakdown).toBeVisible();
  await expect(breakdown.getByText('Rent for 3 days')).toBeVisible();
  await expect(breakdown.getByTestId('trip-total')).toHaveText(cardTotal);
  await expect(breakdown.getByText('Deposit', { exact: true })).toBeVisible();
  await expect(breakdown.getByText('Cancellation', { exact: true })).toBeVisible();

  // Can I drive it?
  await breakdown.getByLabel('Your age').fill('30');
  await breakdown.getByLabel('Licence issued in').selectOption('IN');
  await breakdown.getByLabel('Years with the licence').fill('5');
  await expect(
    breakdown.getByText('You can drive it with an International Driving Permit'),
  ).toBeVisible();

  await page.locator('.car-offer').getByRole('button', { name: 'WhatsApp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Form' });
  await expect(dialog.getByTestId('contact-trip')).toContainText(`${cardTotal} in total`);
  await dialog.getByLabel('Full name').fill('Trip Tester');
  await dialog.getByLabel('E-mail').fill('trip.tester@example.ae');
  await dialog.getByLabel('Phone').fill('+971 50 111 2233');
  await dialog.getByRole('button', { name: 'Continue to WhatsApp' }).click();
  await expect.poll(async () => (await launchedUrls(page)).length, { timeout: 10_000 }).toBe(1);
  const [url] = await launchedUrls(page);
  const text = new URL(url!).searchParams.get('text')!;
  const day = (date: string) => {
    const [y, m, d] = date.split('-');
    const month = [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ][Number(m) - 1];
    return `${Number(d)} ${month} ${y}`;
  };
  expect(text).toContain(`from ${day(from)} to ${day(to)} (3 days)`);
  expect(text).toContain(`The quoted total is ${cardTotal} including VAT.`);

  const lead = (await latestLeads(request)).find((item) => item.name === 'Trip Tester');
  expect(lead).toMatchObject({ from, to, days: 3 });
  expect(formatAedExact(lead!.quotedTotal!)).toBe(cardTotal);
});

test('pick-up and return times: chosen by keyboard and in /cars, kept in the address, counted in the days and named in the WhatsApp text', async ({
  page,
}) => {
  await recordHandOffs(page);
  await page.goto('/');
  const hero = page.getByRole('search');
  await hero.getByLabel('Pick-up date').fill(from);
  await hero.getByLabel('Return date').fill(to);
  const pickUpTime = hero.getByLabel('Pick-up time');
  await expect(pickUpTime).toHaveValue('10:00');
  // By keyboard: two hours earlier, half an hour a key.
  await pickUpTime.focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowUp');
  await expect(pickUpTime).toHaveValue('08:00');
  await hero.getByRole('button', { name: 'VIEW ALL CARS' }).click();
  // 10:00, the return's default, stays out of the address.
  await expect(page).toHaveURL(new RegExp(`/cars\\?from=${from}&to=${to}&fromTime=08%3A00$`));
  const card = page.locator('.car-card').first();
  // 08:00 to 10:00 three days later: 3 days and 2 hours, past any grace: 4 days.
  await expect(card.getByTestId('card-trip')).toContainText('for 4 days, VAT included');

  // The listing's own selects change the search; a return at 20:00 is still 4 days.
  await page.getByLabel('Return time').selectOption('20:00');
  await expect(page).toHaveURL(
    new RegExp(`/cars\\?from=${from}&to=${to}&fromTime=08%3A00&toTime=20%3A00$`),
  );
  await expect(card.getByTestId('card-trip')).toContainText('for 4 days');
  const cardTotal = (await card.getByTestId('card-trip').locator('strong').textContent())!;

  await card.locator('.car-card__link').click();
  await expect(page).toHaveURL(/\/cars\/\d+\?from=.*&fromTime=08%3A00&toTime=20%3A00$/);
  await expect(page.getByLabel('Pick-up time')).toHaveValue('08:00');
  await expect(page.getByLabel('Return time')).toHaveValue('20:00');
  const breakdown = page.getByTestId('trip-breakdown');
  await expect(breakdown.getByText('Rent for 4 days')).toBeVisible();
  await expect(breakdown.getByTestId('trip-total')).toHaveText(cardTotal);

  await page.locator('.car-offer').getByRole('button', { name: 'WhatsApp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Form' });
  await expect(dialog.getByTestId('contact-trip')).toContainText(' at 08:00 to ');
  await dialog.getByLabel('Full name').fill('Time Tester');
  await dialog.getByLabel('E-mail').fill('time.tester@example.ae');
  await dialog.getByLabel('Phone').fill('+971 50 111 2244');
  await dialog.getByRole('button', { name: 'Continue to WhatsApp' }).click();
  await expect.poll(async () => (await launchedUrls(page)).length, { timeout: 10_000 }).toBe(1);
  const text = new URL((await launchedUrls(page))[0]!).searchParams.get('text')!;
  expect(text).toMatch(/ at 08:00 to .* at 20:00 \(4 days\)/);
});

test("a car's weekend rate on its page: the weekend days in words at that rate, in the total", async ({
  page,
  playwright,
  baseURL,
}) => {
  // The demo company's live car gets a weekend rate (its vendor's own API, as the console saves it).
  const vendor = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL! },
  });
  const login = await vendor.post('/api/auth/login', {
    data: { username: 'vendor@demo.ae', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const cars = (await (await vendor.get('/api/vendor/cars?pageSize=50')).json()) as {
    items: {
      id: number;
      status: string;
      active: boolean;
      pricePerDay: number;
      pricePerWeek: number | null;
      tripTerms: object;
    }[];
  };
  // One whose week (if any) costs more than those 3 days: they are billed by the day.
  const car = cars.items.find(
    (item) =>
      item.status === 'approved' &&
      item.active &&
      (item.pricePerWeek === null || item.pricePerWeek > 3 * item.pricePerDay + 200),
  )!;
  const weekendRate = car.pricePerDay + 100;
  const saved = await vendor.patch(`/api/vendor/cars/${car.id}`, {
    data: { tripTerms: { ...car.tripTerms, weekendPricePerDay: weekendRate } },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // Friday to Monday: Saturday and Sunday at the weekend rate, Friday at the day price.
  let friday = addDays(today, 7);
  while (new Date(`${friday}T00:00:00Z`).getUTCDay() !== 5) friday = addDays(friday, 1);
  await page.goto(`/cars/${car.id}?from=${friday}&to=${addDays(friday, 3)}`);
  const breakdown = page.getByTestId('trip-breakdown');
  await expect(breakdown.getByText('Rent for 3 days')).toBeVisible();
  await expect(breakdown.getByTestId('trip-day-line')).toHaveText([
    `1 day at ${formatAedExact(car.pricePerDay)}`,
    `2 weekend days at ${formatAedExact(weekendRate)}`,
  ]);
  await expect(breakdown.getByTestId('trip-total')).toHaveText(
    formatAedExact(car.pricePerDay + 2 * weekendRate),
  );
  // The demo car as it was, for the tests after this one on the same server.
  await vendor.patch(`/api/vendor/cars/${car.id}`, { data: { tripTerms: car.tripTerms } });
  await vendor.dispose();
});

test('a landing page takes the trip: free cars with their totals, on the server too, kept in its page links', async ({
  page,
  request,
  baseURL,
}) => {
  const path = '/category/suv-rental-dubai';
  // Server-rendered with the trip: the cards carry their totals before any script runs.
  const html = await (await request.get(`${path}?from=${from}&to=${to}`)).text();
  expect(html).toContain('for 3 days, VAT included');
  expect(serverHead(html).canonical).toBe(`${baseURL}${path}`);

  await page.goto(path);
  await hydrated(page);
  const cars = page.locator('#cars');
  await expect(cars.getByTestId('card-trip')).toHaveCount(0);
  await cars.getByLabel('Pick-up date').fill(from);
  await cars.getByLabel('Return date').fill(to);
  await expect(page).toHaveURL(new RegExp(`${path}\\?from=${from}&to=${to}$`));
  await expect(cars.getByTestId('card-trip').first()).toContainText('for 3 days, VAT included');
  // A card leads to the car page with the trip; the next page of results keeps it too.
  await expect(cars.locator('.car-card__link').first()).toHaveAttribute(
    'href',
    new RegExp(`\\?from=${from}&to=${to}$`),
  );
  // The demo market has more SUVs in Dubai than one page holds.
  await expect(cars.locator(`a[href^="${path}?page=2"]`).first()).toHaveAttribute(
    'href',
    `${path}?page=2&from=${from}&to=${to}`,
  );
  // Clearing the dates shows the page as it was, without totals.
  await cars.getByLabel('Pick-up date').fill('');
  await cars.getByLabel('Return date').fill('');
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(cars.getByTestId('card-trip')).toHaveCount(0);
});
