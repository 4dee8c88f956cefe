/**
 * /cars: every filter changes the results and the URL, links reproduce searches, pages,
 * chips, the empty and error states, and the mobile filter sheet. Results are checked against
 * the API's own answer for the same parameters.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../build/e2e/fixtures';

interface SearchAnswer {
  total: number;
  page: number;
  items: {
    id: number;
    title: string;
    pricePerDay: number;
    terms: { securityDepositAed: number };
  }[];
}

async function apiSearch(page: Page, query: string): Promise<SearchAnswer> {
  const response = await page.request.get(`/api/cars${query ? `?${query}` : ''}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SearchAnswer;
}

const countText = (page: Page) => page.getByTestId('result-count');
const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
const shownTotal = async (page: Page) =>
  Number((await countText(page).innerText()).replace(/[^\d]/g, ''));

/** The page shows exactly the API's answer for the URL's own parameters. */
async function expectResultsOfUrl(page: Page): Promise<SearchAnswer> {
  const query = new URL(page.url()).search.slice(1);
  const answer = await apiSearch(page, query);
  await expect(countText(page)).toHaveText(
    `${answer.total.toLocaleString('en')} car${answer.total === 1 ? '' : 's'}`,
  );
  const list = results(page);
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expect(list.locator('.car-results__grid > li')).toHaveCount(answer.items.length);
  for (const car of answer.items.slice(0, 4))
    await expect(list.getByRole('link', { name: car.title }).first()).toBeVisible();
  return answer;
}

async function openListing(page: Page, path = '/cars') {
  await page.goto(path);
  // Generous: the test server shares a busy machine, and the page chunk may still be loading.
  await expect(results(page)).toBeVisible({ timeout: 15_000 });
  return shownTotal(page);
}

test.describe('each filter changes the results and the URL', () => {
  const selects: [label: string, option: string, param: string][] = [
    ['Emirate', 'sharjah', 'emirate=sharjah'],
    ['Area', 'car-rental-dubai-marina', 'location=car-rental-dubai-marina'],
    ['Car type', 'suv', 'type=suv'],
    ['Brand', 'toyota', 'brand=toyota'],
    ['Rental type', 'driver', 'type=driver'],
    ['Chauffeur service', 'airport', 'service=airport'],
    ["Driver's age", '21', 'driverAge=21'],
    ['Collection', 'cheap-car-rental-dubai', 'category=cheap-car-rental-dubai'],
  ];
  for (const [label, option, param] of selects) {
    test(`${label} → ${param}`, async ({ page }) => {
      const before = await openListing(page);
      await page.getByLabel(label, { exact: true }).selectOption(option);
      await expect(page).toHaveURL(new RegExp(`[?&]${param.replace('?', '\\?')}(&|$)`));
      await expect(countText(page)).not.toHaveText(`${before.toLocaleString('en')} cars`);
      await expectResultsOfUrl(page);
    });
  }

  test('max budget: typed, and picked from the quick steps; every car within it', async ({
    page,
  }) => {
    const before = await openListing(page);
    await page.getByLabel('Maximum price per day in AED').fill('300');
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await expect(page).toHaveURL(/[?&]budget=300(&|$)/);
    await expect(countText(page)).not.toHaveText(`${before.toLocaleString('en')} cars`);
    const answer = await expectResultsOfUrl(page);
    for (const car of answer.items) expect(car.pricePerDay).toBeLessThanOrEqual(300);

    await page.getByRole('button', { name: /^Up to 999 AED a day/ }).click();
    await expect(page).toHaveURL(/[?&]budget=999(&|$)/);
    const wider = await expectResultsOfUrl(page);
    expect(wider.total).toBeGreaterThan(answer.total);
  });

  test('no deposit: every car without a deposit', async ({ page }) => {
    await openListing(page);
    // A controlled checkbox: it shows the URL's state once the navigation has happened.
    await page.getByRole('checkbox', { name: 'No deposit' }).click();
    await expect(page).toHaveURL(/[?&]noDeposit=true(&|$)/);
    await expect(page.getByRole('checkbox', { name: 'No deposit' })).toBeChecked();
    const answer = await expectResultsOfUrl(page);
    for (const car of answer.items) expect(car.terms.securityDepositAed).toBe(0);
  });

  test('free text: the search box', async ({ page }) => {
    await openListing(page);
    await page.getByRole('searchbox', { name: 'Search cars' }).fill('lambo');
    await page.getByRole('searchbox', { name: 'Search cars' }).press('Enter');
    await expect(page).toHaveURL(/[?&]query=lambo(&|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars matching “lambo”');
    const answer = await expectResultsOfUrl(page);
    expect(answer.total).toBeGreaterThan(0);
    for (const car of answer.items) expect(car.title).toMatch(/lamborghini/i);
  });

  test('sort: price low to high', async ({ page }) => {
    await openListing(page);
    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
    const answer = await expectResultsOfUrl(page);
    const prices = answer.items.map((car) => car.pricePerDay);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

test('facet counts stand beside the options and match the results they lead to', async ({
  page,
}) => {
  await openListing(page);
  const option = page.getByLabel('Emirate', { exact: true }).locator('option[value="ajman"]');
  const count = Number((await option.innerText()).match(/\((\d[\d,]*)\)/)![1]!.replace(/,/g, ''));
  await page.getByLabel('Emirate', { exact: true }).selectOption('ajman');
  await expect(countText(page)).toHaveText(`${count.toLocaleString('en')} cars`);
});

test('a copied URL reproduces the search; back and forward walk the history', async ({
  page,
  browser,
}) => {
  await openListing(page);
  await page.getByLabel('Car type').selectOption('suv');
  await expect(page).toHaveURL(/type=suv/);
  await page.getByLabel('Emirate', { exact: true }).selectOption('dubai');
  await expect(page).toHaveURL(/emirate=dubai/);
  await page.getByLabel('Sort by').selectOption('price_desc');
  await expect(page).toHaveURL(/sort=price_desc/);
  const answer = await expectResultsOfUrl(page);
  const url = page.url();

  const fresh = await browser.newPage();
  await fresh.goto(url);
  await expect(fresh.getByLabel('Car type')).toHaveValue('suv');
  await expect(fresh.getByLabel('Emirate', { exact: true })).toHaveValue('dubai');
  await expect(fresh.getByLabel('Sort by')).toHaveValue('price_desc');
  const again = await expectResultsOfUrl(fresh);
  expect(again.items.map((car) => car.id)).toEqual(answer.items.map((car) => car.id));
  await fresh.close();

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  await page.goBack();
  await expect(page).not.toHaveURL(/emirate=/);
  await expectResultsOfUrl(page);
  await page.goForward();
  await expect(page).toHaveURL(/emirate=dubai/);
  await expect(page.getByLabel('Emirate', { exact: true })).toHaveValue('dubai');
});

test('page links change ?page and the cars; a new filter starts again at page 1', async ({
  page,
}) => {
  await openListing(page, '/cars?type=suv');
  const first = await expectResultsOfUrl(page);
  const nav = page.getByRole('navigation', { name: 'Result pages' });
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'href',
    '/cars?type=suv&page=2',
  );
  await nav.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/cars\?type=suv&page=2$/);
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/^Showing 25–48 of/)).toBeVisible();
  const second = await expectResultsOfUrl(page);
  expect(second.items.map((c) => c.id)).not.toEqual(first.items.map((c) => c.id));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/cars\?type=suv&page=2$/,
  );

  await page.getByLabel('Brand').selectOption('nissan');
  await expect(page).toHaveURL(/\/cars\?type=suv&brand=nissan$/);
});

test('chips remove one filter each; Clear all removes them all', async ({ page }) => {
  await openListing(page, '/cars?emirate=dubai&type=suv&budget=500&noDeposit=true');
  const chips = page.getByRole('group', { name: 'Active filters' });
  await expect(chips.getByRole('link', { name: /^Remove filter/ })).toHaveCount(4);
  await chips.getByRole('link', { name: 'Remove filter: SUV' }).click();
  await expect(page).toHaveURL(/\/cars\?emirate=dubai&budget=500&noDeposit=true$/);
  await expect(page.getByLabel('Car type')).toHaveValue('');
  await expectResultsOfUrl(page);
  await chips.getByRole('link', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/cars$/);
  await expect(chips).toHaveCount(0);
  await expectResultsOfUrl(page);
});

test('an impossible search shows the empty state with ways out', async ({ page }) => {
  await page.goto('/cars?brand=rolls-royce&budget=100');
  await expect(page.getByRole('heading', { name: 'No cars match your search' })).toBeVisible();
  await expect(countText(page)).toHaveText('0 cars');
  await expect(page.getByRole('link', { name: 'Without Rolls-Royce' })).toHaveAttribute(
    'href',
    '/cars?budget=100',
  );
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/cars$/);
  await expectResultsOfUrl(page);
});

test('a failed search says so, and Try again loads it', async ({ page }) => {
  let failures = 1;
  const electric = (url: URL) => url.pathname === '/api/cars' && url.search === '?type=electric';
  await page.route(electric, async (route) => {
    if (failures-- > 0) await route.fulfill({ status: 200, body: 'not json' });
    else await route.continue();
  });
  // The browser's own search (the first page's results come rendered from the server).
  await openListing(page);
  await page.getByLabel('Car type').selectOption('electric');
  await expect(page.getByRole('heading', { name: 'The cars could not be loaded' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectResultsOfUrl(page);
});

test('the page head follows the filters: title, canonical and the cars as an ItemList', async ({
  page,
}) => {
  await page.goto('/cars?type=suv&emirate=dubai&sort=newest&page=1');
  await expect(page).toHaveTitle('SUV rental in Dubai | UAE Car Rental');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/cars\?type=suv&emirate=dubai$/,
  );
  const answer = await expectResultsOfUrl(page);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { '@type': string; itemListElement: { url: string }[] };
  expect(jsonLd['@type']).toBe('ItemList');
  expect(jsonLd.itemListElement.map((item) => new URL(item.url).pathname)).toEqual(
    answer.items.map((car) => `/cars/${car.id}`),
  );
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Filters sheet applies its filters with the count it shows', async ({ page }) => {
    await openListing(page, '/cars?type=suv');
    await expect(page.getByRole('complementary')).toBeHidden();
    const button = page.getByRole('button', { name: 'Filters, 1 active' });
    await expect(button).toContainText('1');
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByLabel('Car type')).toHaveValue('suv');
    await sheet.getByLabel('Emirate', { exact: true }).selectOption('sharjah');
    await sheet.getByRole('checkbox', { name: 'No deposit' }).check();
    await expect(sheet.getByRole('checkbox', { name: 'No deposit' })).toBeChecked();
    const expected = await apiSearch(page, 'type=suv&emirate=sharjah&noDeposit=true');
    const apply = sheet.getByRole('button', { name: /^Show \d+ cars?$/ });
    await expect(apply).toHaveText(
      `Show ${expected.total.toLocaleString('en')} car${expected.total === 1 ? '' : 's'}`,
    );
    await expect(page).toHaveURL(/\/cars\?type=suv$/);
    await apply.click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/cars\?type=suv&emirate=sharjah&noDeposit=true$/);
    await expect(page.getByRole('button', { name: 'Filters, 3 active' })).toBeVisible();
    await expectResultsOfUrl(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test('Clear All in the sheet empties its filters', async ({ page }) => {
    await openListing(page, '/cars?brand=toyota&budget=500');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('button', { name: 'Clear All' }).click();
    await expect(sheet.getByLabel('Brand')).toHaveValue('');
    await sheet.getByRole('button', { name: /^Show / }).click();
    await expect(page).toHaveURL(/\/cars$/);
  });

  for (const path of ['/cars', '/cars?type=suv&emirate=dubai&brand=nissan&noDeposit=true']) {
    test(`no horizontal scrolling on ${path}`, async ({ page }) => {
      await openListing(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });
  }
});

test('the header shows one entry as the current page, by path and query', async ({ page }) => {
  const current = () =>
    page.getByRole('navigation', { name: 'Main' }).locator('a[aria-current="page"]');
  await page.goto('/cars?type=long-term');
  await expect(current()).toHaveText(['Long-Term Rental']);
  // A link within the app: the header follows the address.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Rent a Car' })
    .click();
  await expect(page).toHaveURL(/\/cars$/);
  await expect(current()).toHaveText(['Rent a Car']);
});
