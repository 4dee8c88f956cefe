import { expect, test } from '../../build/e2e/fixtures';
import { MOBILE, expectNoHorizontalScroll } from './viewport';

interface ApiCompany {
  id: number;
  name: string;
  verified: boolean;
  location: string;
  carCount: number;
}

test('/companies lists the companies in the API order, verified first, paged with real URLs', async ({
  page,
  request,
}) => {
  const api = async (query: string) =>
    (await (await request.get(`/api/companies?${query}`)).json()) as {
      items: ApiCompany[];
      total: number;
    };
  const first = await api('pageSize=12');
  const second = await api('page=2&pageSize=12');
  expect(first.items[0]!.verified).toBe(true);

  await page.goto('/companies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Car rental companies in the UAE',
  );
  await expect(page.getByText(`${first.total} rental companies`)).toBeVisible();
  const names = page.locator('.companies-grid h3');
  await expect(names).toHaveText(first.items.map((company) => company.name));

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Next' }).click();
  await page.waitForURL('**/companies?page=2');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(names).toHaveText(second.items.map((company) => company.name));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/companies\?page=2$/,
  );
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // A direct load of a page URL shows the same page.
  await page.goto('/companies?page=2');
  await expect(names.first()).toHaveText(second.items[0]!.name);
});

test('the View Profile dialog on /companies leads to the company page', async ({
  page,
  request,
}) => {
  const { items } = (await (await request.get('/api/companies?pageSize=12')).json()) as {
    items: ApiCompany[];
  };
  const company = items[1]!;
  await page.goto('/companies');
  await page.getByRole('button', { name: `View profile of ${company.name}` }).click();
  const dialog = page.getByRole('dialog', { name: company.name });
  await expect(dialog.getByText(company.location).first()).toBeVisible();
  await dialog.getByRole('link', { name: 'Contact Company' }).click();
  await page.waitForURL(`**/companies/${company.id}/cars#contact`);
  await expect(page.locator('#contact')).toBeInViewport();
});

test('a company page: profile, policies and its cars, paged', async ({ page, request }) => {
  const { items } = (await (await request.get('/api/companies?pageSize=50')).json()) as {
    items: ApiCompany[];
  };
  const company = items.find((item) => item.carCount > 12)!;
  const cars = (await (
    await request.get(`/api/companies/${company.id}/cars?pageSize=12`)
  ).json()) as { items: { title: string }[]; total: number };

  await page.goto(`/companies/${company.id}/cars`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name);
  await expect(page.getByText(company.location).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rental Policies' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fleet Overview' })).toBeVisible();
  const grid = page.locator('.company-cars > li');
  await expect(grid).toHaveCount(12);
  await expect(grid.first()).toContainText(cars.items[0]!.title);
  await expect(page).toHaveTitle(new RegExp(company.name));

  const carsHeading = page.getByRole('heading', { name: `Cars from ${company.name}` });
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await page.waitForURL(`**/companies/${company.id}/cars?page=2`);
  await expect(grid).toHaveCount(Math.min(12, cars.total - 12));
  // The next page is read from the list's start, under the sticky header, not the profile's.
  await expect.poll(async () => (await carsHeading.boundingBox())?.y).toBeGreaterThan(64);
  await expect.poll(async () => (await carsHeading.boundingBox())?.y).toBeLessThan(140);
});

test('a malformed company id shows "Company not found"', async ({ page }) => {
  await page.goto('/companies/not-a-company/cars');
  await expect(page.getByRole('heading', { name: 'Company not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all rental companies' })).toHaveAttribute(
    'href',
    '/companies',
  );
});

test('no horizontal scroll at 390 px on /companies and a company page', async ({
  page,
  request,
}) => {
  const { items } = (await (await request.get('/api/companies?pageSize=1')).json()) as {
    items: ApiCompany[];
  };
  await page.setViewportSize(MOBILE);
  await page.goto('/companies');
  await expect(page.locator('.companies-grid h3').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.goto(`/companies/${items[0]!.id}/cars`);
  await expect(page.locator('.company-cars > li').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
});
