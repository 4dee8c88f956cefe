import { expect, test } from '../../build/e2e/fixtures';

/**
 * Duplicating a listing in the browser: one click on a car in the list makes the copy and opens
 * its edit screen; once the plan is full the click says so, with the way to more listings.
 */

test.beforeEach(() => test.slow());
// The API's 422 for the copy one past the plan's limit is part of this test.
test.use({ expectedHttpErrors: [422] });

const SCREEN_LOAD = { timeout: 20_000 };

test('a vendor duplicates a car in one click, up to the plan’s limit', async ({ page }) => {
  // A new rental company (Free plan: 5 listings) with four cars, through the API.
  const stamp = Date.now();
  const registered = await page.request.post('/api/auth/register', {
    data: {
      email: `duplicate.${stamp}@example.com`,
      password: 'duplicate test password',
      name: 'Duplicate Tester',
      companyName: `Duplicate Test Cars ${stamp}`,
      phone: '+971501234567',
      emirate: 'dubai',
    },
  });
  expect(registered.ok()).toBe(true);
  const listing = (n: number) => ({
    title: `Nissan Sunny 2024 no. ${n}`,
    brand: 'nissan',
    model: 'Sunny',
    year: 2024,
    carType: 'economy',
    emirate: 'dubai',
    pricePerDay: 95 + n,
    color: 'White',
  });
  for (let n = 1; n <= 4; n++) {
    expect((await page.request.post('/api/vendor/cars', { data: listing(n) })).status()).toBe(201);
  }

  await page.goto('/dashboard/cars');
  await page
    .getByRole('button', { name: 'Duplicate Nissan Sunny 2024 no. 1', exact: true })
    .click(SCREEN_LOAD);
  await expect(page.getByText(/^Copy created/)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/cars\/\d+\/edit$/);
  const copyId = Number(/cars\/(\d+)\/edit/.exec(page.url())![1]);
  // The copy's form: the same car, the colour left to set.
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
    'Nissan Sunny 2024 no. 1',
    SCREEN_LOAD,
  );
  await expect(page.getByLabel('Colour')).toHaveValue('');
  const copy = (await (await page.request.get(`/api/vendor/cars/${copyId}`)).json()) as {
    pricePerDay: number;
  };
  expect(copy.pricePerDay).toBe(96);

  // The plan is full now (5 of 5): the next copy is refused, with the way to upgrade.
  await page
    .getByRole('button', { name: 'Duplicate Nissan Sunny 2024 no. 1', exact: true })
    .click();
  await expect(
    page.getByText('Your Free plan allows 5 listings. Upgrade your plan to add more.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'See plans' })).toBeVisible();
  const list = (await (await page.request.get('/api/vendor/cars?pageSize=100')).json()) as {
    total: number;
  };
  expect(list.total).toBe(5);
});
