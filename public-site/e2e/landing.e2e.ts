/**
 * Landing pages built from core's catalogue: /location/{slug}, /category/{slug} (with alias
 * slugs) and /cars/with-driver show their hero text, price-from and the matching cars (as the
 * API answers the same search), declare their head, and unknown slugs are not found.
 */
import type { Page } from '@playwright/test';
import { resolveCategory } from '../../core/catalogue/categories';
import { LOCATION_PAGES, locationBySlug } from '../../core/catalogue/locations';
import { expect, test } from '../../build/e2e/fixtures';

interface SearchAnswer {
  total: number;
  items: { id: number; title: string; pricePerDay: number; withDriver: boolean }[];
}

async function apiSearch(page: Page, query: string): Promise<SearchAnswer> {
  const response = await page.request.get(`/api/cars?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SearchAnswer;
}

/** The cars section shows the API's answer for the page's search. */
async function expectCars(page: Page, name: string, query: string): Promise<SearchAnswer> {
  const answer = await apiSearch(page, query);
  expect(answer.total).toBeGreaterThan(0);
  await expect(page.getByText(`${answer.total.toLocaleString('en')} cars available`)).toBeVisible();
  const list = page.getByRole('region', { name });
  await expect(list.locator('.car-results__grid > li')).toHaveCount(answer.items.length);
  for (const car of answer.items.slice(0, 4))
    await expect(list.getByRole('link', { name: car.title }).first()).toBeVisible();
  return answer;
}

const jsonLdTypes = async (page: Page) => {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  const data = JSON.parse(text ?? '[]') as { '@type': string }[];
  return data.map((item) => item['@type']);
};

test('a location page: hero text, price-from, its cars, other locations and its head', async ({
  page,
}) => {
  const marina = locationBySlug('car-rental-dubai-marina')!;
  await page.goto('/location/car-rental-dubai-marina');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(marina.title);
  await expect(page.getByText(marina.heroText)).toBeVisible();
  await expect(page.getByTestId('price-from')).toHaveText(/^From AED [\d,]+\/day$/);
  await expectCars(page, 'Cars for rent in Dubai Marina', 'location=car-rental-dubai-marina');
  await expect(page.getByText(marina.desc)).toBeVisible();
  for (const other of LOCATION_PAGES.filter((p) => p.slug !== marina.slug))
    await expect(page.getByRole('link', { name: other.title, exact: true })).toHaveAttribute(
      'href',
      `/location/${other.slug}`,
    );
  await expect(page.getByRole('link', { name: 'Refine search' })).toHaveAttribute(
    'href',
    '/cars?location=car-rental-dubai-marina',
  );
  await expect(page).toHaveTitle(/^Car Rental Dubai Marina \| From AED [\d,]+ a Day$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/location\/car-rental-dubai-marina$/,
  );
  expect(await jsonLdTypes(page)).toEqual(['BreadcrumbList', 'ItemList']);
});

test("a location page's second page of cars has its own URL", async ({ page }) => {
  await page.goto('/location/car-rental-dubai-marina');
  const first = await apiSearch(page, 'location=car-rental-dubai-marina');
  await page
    .getByRole('navigation', { name: 'Result pages' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/\/location\/car-rental-dubai-marina\?page=2$/);
  const second = await apiSearch(page, 'location=car-rental-dubai-marina&page=2');
  expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
  await expect(
    page
      .getByRole('region', { name: 'Cars for rent in Dubai Marina' })
      .getByRole('link', {
        name: second.items[0]!.title,
      })
      .first(),
  ).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\?page=2$/);
});

test('a category page: intro, the cheapest price as price-from, and its cars', async ({ page }) => {
  const luxury = resolveCategory('luxury-car-rental-dubai')!.page!;
  await page.goto('/category/luxury-car-rental-dubai');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(luxury.heading);
  await expect(page.getByText(luxury.intro)).toBeVisible();
  const cheapest = await apiSearch(
    page,
    'category=luxury-car-rental-dubai&sort=price_asc&pageSize=1',
  );
  await expect(page.getByTestId('price-from')).toHaveText(
    `From AED ${cheapest.items[0]!.pricePerDay.toLocaleString('en')}/day`,
  );
  await expectCars(page, 'Luxury Car Rental Dubai offers', 'category=luxury-car-rental-dubai');
  await expect(page).toHaveTitle(luxury.metaTitle);
  expect(await jsonLdTypes(page)).toEqual(['BreadcrumbList', 'ItemList']);
});

test('an alias category slug shows the canonical page and points at the canonical URL', async ({
  page,
}) => {
  await page.goto('/category/suv-car-rental-dubai');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SUV rental in Dubai');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/category\/suv-rental-dubai$/,
  );
  await expectCars(page, 'SUV Rental Dubai offers', 'category=suv-rental-dubai');
});

test('/cars/with-driver: cars that come with a driver, and the chauffeur services', async ({
  page,
}) => {
  await page.goto('/cars/with-driver');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Car rental with driver in Dubai',
  );
  await expect(page.getByTestId('price-from')).toHaveText(/^From AED [\d,]+\/day$/);
  const answer = await expectCars(page, 'Cars with a driver', 'type=driver');
  for (const car of answer.items) expect(car.withDriver).toBe(true);
  await expect(page.getByRole('link', { name: 'Airport Transport' })).toHaveAttribute(
    'href',
    '/cars?type=driver&service=airport',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/cars\/with-driver$/,
  );
});

for (const path of ['/location/car-rental-atlantis', '/category/boat-rental-dubai']) {
  test(`an unknown slug is not found: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of [
    '/location/car-rental-dubai-marina',
    '/category/luxury-car-rental-dubai',
    '/cars/with-driver',
  ]) {
    test(`no horizontal scrolling on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('price-from')).toBeVisible();
      await expect(page.locator('.car-results__grid > li').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });
  }
});
