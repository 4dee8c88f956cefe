import type { Page } from '@playwright/test';
import { expect, test } from '../../build/e2e/fixtures';
import { MOBILE, expectNoHorizontalScroll } from './viewport';
import { hydrated } from './siteHelpers';

/** The query string of the current URL as a plain object (order-independent). */
const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test.describe('hero search', () => {
  test('desktop: the four filters and the text go to /cars with exactly their parameters', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('button', { name: 'VIEW ALL CARS' });
    await expect(main).toBeVisible();
    await page.getByLabel('Emirate', { exact: true }).selectOption('dubai');
    await page.getByLabel('Car type').selectOption('suv');
    await page.getByLabel('Brand').selectOption('toyota');
    await page.getByLabel('Max budget (AED/day)').fill('450');
    await page.getByLabel('Search cars').fill('  Land Cruiser ');
    await expect(page.getByRole('button', { name: 'SEARCH "Land Cruiser"' })).toBeVisible();
    await page.getByRole('button', { name: 'SEARCH "Land Cruiser"' }).click();
    await page.waitForURL('**/cars?**');
    expect(new URL(page.url()).pathname).toBe('/cars');
    expect(searchOf(page)).toEqual({
      emirate: 'dubai',
      type: 'suv',
      brand: 'toyota',
      budget: '450',
      query: 'Land Cruiser',
    });
  });

  test('desktop: with nothing chosen the button reads VIEW ALL CARS and opens /cars bare; the clear icon empties the box', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByLabel('Search cars');
    await box.fill('BMW');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(box).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
    await page.getByRole('button', { name: 'VIEW ALL CARS' }).click();
    await page.waitForURL((url) => url.pathname === '/cars');
    expect(new URL(page.url()).search).toBe('');
  });

  test('Enter applies only when the trimmed text is not empty', async ({ page }) => {
    await page.goto('/');
    const box = page.getByLabel('Search cars');
    await box.fill('   ');
    await box.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
    await box.fill('BMW X7');
    await box.press('Enter');
    await page.waitForURL('**/cars?**');
    expect(searchOf(page)).toEqual({ query: 'BMW X7' });
  });

  test('mobile: the Car Filters sheet counts filters (text included), clears all, applies and closes', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await expect(page.getByLabel('Emirate', { exact: true })).toBeHidden(); // not inline on phones
    // A long search text shortens the button's label; the page never scrolls sideways.
    await page.getByLabel('Search cars').fill('Range Rover Sport Autobiography 2024');
    await expect(page.getByRole('button', { name: /^SEARCH "Range Rover/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByLabel('Search cars').fill('Patrol');
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toHaveAccessibleName('Filters, 1 active');
    await expect(page.getByTestId('filter-badge')).toHaveText('1');

    await filters.click();
    const sheet = page.getByRole('dialog', { name: 'Car Filters' });
    await expect(sheet).toBeVisible();
    await sheet.getByLabel('Emirate').selectOption('sharjah');
    await sheet.getByLabel('Car type').selectOption('sports');
    await sheet.getByLabel('Max budget (AED/day)').fill('900');
    await expect(page.getByTestId('filter-badge')).toHaveText('4');

    await sheet.getByRole('button', { name: 'Clear All' }).click();
    await expect(sheet.getByLabel('Emirate')).toHaveValue('');
    await expect(sheet.getByLabel('Max budget (AED/day)')).toHaveValue('');
    await expect(page.getByTestId('filter-badge')).toHaveCount(0);

    await sheet.getByLabel('Emirate').selectOption('ajman');
    await sheet.getByLabel('Brand').selectOption('nissan');
    await expect(page.getByTestId('filter-badge')).toHaveText('2');
    await sheet.getByRole('button', { name: 'APPLY FILTERS & VIEW CARS' }).click();
    await page.waitForURL('**/cars?**');
    await expect(sheet).toBeHidden();
    expect(searchOf(page)).toEqual({ emirate: 'ajman', brand: 'nissan' });
  });
});

test('the car carousels: arrows hidden at the start, scroll 400 px, hide at the end', async ({
  page,
}) => {
  await page.goto('/');
  const carousel = page.getByTestId('carousel-affordable-car-rental-dubai');
  await expect(
    carousel.getByRole('heading', { name: 'Affordable Car Rental Dubai' }),
  ).toBeVisible();
  const cards = carousel.getByRole('listitem');
  expect(await cards.count()).toBeGreaterThan(4);
  expect(await cards.count()).toBeLessThanOrEqual(10);
  await expect(carousel.getByRole('link', { name: 'View All Cars →' })).toHaveAttribute(
    'href',
    '/cars?category=affordable-car-rental-dubai',
  );

  const track = carousel.locator('.carousel__track');
  const back = carousel.getByRole('button', { name: 'Scroll back' });
  const forward = carousel.getByRole('button', { name: 'Scroll forward' });
  await expect(back).toBeHidden();
  await expect(forward).toBeVisible();

  await forward.click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(400);
  await expect(back).toBeVisible();

  await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(forward).toBeHidden();
  await expect(back).toBeVisible();
  await back.click();
  const max = await track.evaluate((el) => el.scrollWidth - el.clientWidth);
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(max - 400);
  await expect(forward).toBeVisible();
});

test("every carousel shows only real cars from /api/cars/featured (Dubai's), at most 10", async ({
  page,
  request,
}) => {
  const featured = (await (await request.get('/api/cars/featured?emirate=dubai')).json()) as {
    id: number;
    title: string;
    pricePerDay: number;
  }[];
  await page.goto('/');
  const carousel = page.getByTestId('carousel-luxury-&-sports-cars');
  const expected = featured.filter((car) => car.pricePerDay > 500).slice(0, 10);
  await expect(carousel.getByRole('listitem')).toHaveCount(expected.length);
  await expect(carousel.getByRole('listitem').first()).toContainText(expected[0]!.title);
});

test('the category grid shows live counts per emirate and links to matching searches', async ({
  page,
  request,
}) => {
  const dubai = (await (await request.get('/api/cars/category-counts?emirate=dubai')).json()) as {
    counts: Record<string, number>;
  };
  const sharjah = (await (
    await request.get('/api/cars/category-counts?emirate=sharjah')
  ).json()) as { counts: Record<string, number> };
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Browse Car Rentals in Dubai' })).toBeVisible();
  await expect(page.getByTestId('count-suv')).toHaveText(`${dubai.counts.suv} cars`);
  await expect(page.getByRole('link', { name: /^Luxury/ }).first()).toHaveAttribute(
    'href',
    '/category/luxury-car-rental-dubai',
  );

  await page.getByLabel('Emirate of the categories').selectOption('sharjah');
  await expect(page.getByRole('heading', { name: 'Browse Car Rentals in Sharjah' })).toBeVisible();
  await expect(page.getByTestId('count-suv')).toHaveText(`${sharjah.counts.suv} cars`);
  await expect(page.getByTestId('count-withDriver')).toHaveText(
    new RegExp(`^${sharjah.counts.withDriver} cars?$`),
  );
  await expect(
    page.locator('a[href="/cars?category=suv-rental-dubai&emirate=sharjah"]'),
  ).toBeVisible();
});

test("the home page's emirate choice changes the carousels' titles and cars", async ({
  page,
  request,
}) => {
  type Featured = { id: number; title: string; pricePerDay: number; emirate: string }[];
  const featured = async (emirate: string) =>
    (await (await request.get(`/api/cars/featured?emirate=${emirate}`)).json()) as Featured;
  const [dubai, sharjah] = [await featured('dubai'), await featured('sharjah')];
  await page.goto('/');
  // "… Dubai" shows Dubai's cars only (it drew from every emirate).
  const affordable = page.getByTestId('carousel-affordable-car-rental-dubai');
  // The choice below is the hydrated page's (CI's loaded cores hydrate in seconds).
  await hydrated(page);
  const cheapIn = (cars: Featured) => cars.filter((car) => car.pricePerDay < 500).slice(0, 10);
  await expect(affordable.getByRole('listitem')).toHaveCount(cheapIn(dubai).length);
  await expect(affordable.getByRole('listitem').first()).toContainText(cheapIn(dubai)[0]!.title);

  await page.getByLabel('Emirate of the categories').selectOption('sharjah');
  await expect(
    affordable.getByRole('heading', { name: 'Affordable Car Rental Sharjah' }),
  ).toBeVisible();
  await expect(affordable.getByRole('listitem')).toHaveCount(cheapIn(sharjah).length);
  await expect(affordable.getByRole('listitem').first()).toContainText(cheapIn(sharjah)[0]!.title);
  await expect(affordable.getByRole('link', { name: 'View All Cars →' })).toHaveAttribute(
    'href',
    '/cars?category=affordable-car-rental-dubai&emirate=sharjah',
  );
  await expect(
    page.getByTestId('carousel-suvs-for-rent-in-dubai').getByRole('heading', { level: 2 }),
  ).toHaveText('SUVs for rent in Sharjah');
});

test('the company profile dialog: About, Fleet Overview, Rental Policies and Browse Cars', async ({
  page,
  request,
}) => {
  const companies = (await (await request.get('/api/companies?pageSize=10')).json()) as {
    items: { id: number; name: string; location: string; carCount: number }[];
  };
  const first = companies.items[0]!;
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Top Rental Companies' });
  await expect(section.getByRole('listitem')).toHaveCount(companies.items.length);
  await expect(section.getByRole('link', { name: 'View All' })).toHaveAttribute(
    'href',
    '/companies',
  );
  await expect(section.getByRole('link', { name: `View cars of ${first.name}` })).toHaveAttribute(
    'href',
    `/companies/${first.id}/cars`,
  );
  await expect(section.getByRole('button', { name: 'Scroll back' })).toBeDisabled();

  await section.getByRole('button', { name: `View profile of ${first.name}` }).click();
  const dialog = page.getByRole('dialog', { name: first.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'About' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Fleet Overview' })).toBeVisible();
  await expect(dialog.getByText(`${first.carCount} cars`).first()).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Rental Policies' })).toBeVisible();
  await expect(dialog.getByText('Minimum driver age')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Contact Company' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Browse Cars' }).click();
  await page.waitForURL(`**/companies/${first.id}/cars`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
});

test('mobile: the company carousel has a swipe hint and 300 px steps, disabled at the ends', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Top Rental Companies' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText('Swipe to see more')).toBeVisible();
  const track = section.locator('.carousel__track');
  const back = section.getByRole('button', { name: 'Scroll back' });
  const forward = section.getByRole('button', { name: 'Scroll forward' });
  await expect(back).toBeDisabled();
  await forward.click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(300);
  await expect(back).toBeEnabled();
  await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(forward).toBeDisabled();
});

test('home: sections in order, how it works anchor, head tags and no horizontal scroll at 390 px', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  await expect(page.locator('#how-it-works')).toBeVisible();
  const headings = await page.locator('main h2').allTextContents();
  const order = [
    'How it works',
    'Browse Car Rentals in Dubai',
    'Why choose us',
    'Popular Categories',
    'Popular Districts',
    'Affordable Car Rental Dubai',
    'Top Rental Companies',
    'Own a Car Rental Business?',
  ];
  const positions = order.map((title) => headings.indexOf(title));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);

  await expect(page).toHaveTitle(/Car Rental Dubai/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /car rental/i);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '[]',
  ) as { '@type': string; potentialAction?: { target: { urlTemplate: string } } }[];
  expect(jsonLd.map((item) => item['@type'])).toEqual(['WebSite', 'Organization', 'ItemList']);
  expect(jsonLd[0]!.potentialAction!.target.urlTemplate).toMatch(
    /\/cars\?query=\{search_term_string\}$/,
  );
  await expect(page.getByRole('link', { name: 'Car Rental Sharjah' })).toHaveAttribute(
    'href',
    '/location/car-rental-sharjah',
  );
  await expect(page.getByRole('link', { name: 'List Your Cars' })).toHaveAttribute(
    'href',
    '/register',
  );
  await page.waitForLoadState('networkidle');
  await expectNoHorizontalScroll(page);
});
