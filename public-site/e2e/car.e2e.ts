import { expect, test } from '../../build/e2e/fixtures';
import { aCar, forgetExpected } from './siteHelpers';

test('a car page shows the prices with km allowances, specs, terms, company and similar cars, with its head', async ({
  page,
  request,
}) => {
  const car = await aCar(request);
  await page.goto(`/cars/${car.id}`);
  await expect(page.getByRole('heading', { level: 1, name: car.title })).toBeVisible();
  await expect(page).toHaveTitle(
    new RegExp(`^${car.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} for rent`),
  );

  const offer = page.locator('.car-offer');
  const aed = (amount: number) => `AED ${amount.toLocaleString('en')}`;
  await expect(offer.getByText(aed(car.pricePerDay), { exact: true })).toBeVisible();
  await expect(
    offer.getByText(aed(car.pricePerMonth ?? car.pricePerDay * 25), { exact: true }),
  ).toBeVisible();
  await expect(offer.getByText(`${car.terms.kmPerDay} km included`)).toBeVisible();
  if (car.pricePerWeek)
    await expect(offer.getByText(aed(car.pricePerWeek), { exact: true })).toBeVisible();

  const specs = page.locator('.car-facts').first();
  await expect(specs.getByText('Brand')).toBeVisible();
  await expect(specs.getByText(String(car.year), { exact: true })).toBeVisible();
  await expect(page.getByText('Minimum driver age')).toBeVisible();
  await expect(page.getByText(`${car.terms.minimumDriverAge} years`)).toBeVisible();
  await expect(page.getByRole('heading', { name: car.company.name })).toBeVisible();
  await expect(page.getByRole('link', { name: /^See (all|its) \d+ cars?$/ })).toHaveAttribute(
    'href',
    `/companies/${car.company.id}/cars`,
  );
  await expect(page.locator('.car-page__similar .car-card')).toHaveCount(car.similar.length);
  expect(car.similar.length).toBeGreaterThan(0);

  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    new RegExp(`/cars/${car.id}$`),
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  );
  expect(jsonLd[0]).toMatchObject({
    '@type': ['Product', 'Car'],
    name: car.title,
    offers: { '@type': 'Offer', price: car.pricePerDay, priceCurrency: 'AED' },
  });

  // The gallery moves with its buttons and the keyboard.
  if (car.images.length > 1) {
    await expect(page.locator('.gallery__counter')).toHaveText(`1 / ${car.images.length}`);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(page.locator('.gallery__counter')).toHaveText(`2 / ${car.images.length}`);
    await page.getByRole('button', { name: 'Show photo 1' }).click();
    await expect(page.locator('.gallery__counter')).toHaveText(`1 / ${car.images.length}`);
  }
});

test('an unknown or malformed car id shows the not-found content, not indexed', async ({
  page,
  pageErrors,
}) => {
  for (const path of ['/cars/2000000000', '/cars/not-a-car']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'This car is not available' })).toBeVisible();
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('link', { name: 'Browse all cars' })).toHaveAttribute(
      'href',
      '/cars',
    );
  }
  forgetExpected(pageErrors, /status of 404/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the car page has no horizontal scroll and a sticky contact bar that opens the dialog', async ({
    page,
    request,
  }) => {
    const car = await aCar(request);
    await page.goto(`/cars/${car.id}`);
    await expect(page.getByRole('heading', { level: 1, name: car.title })).toBeVisible();
    await page.mouse.wheel(0, 1500);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const bar = page.getByRole('region', { name: 'Contact the company' });
    await expect(bar).toBeInViewport();
    await bar.getByRole('button', { name: 'WhatsApp' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Form' })).toBeVisible();
  });
});
