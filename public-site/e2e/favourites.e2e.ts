import { expect, test } from '../../build/e2e/fixtures';
import { aCar, forgetExpected, notice } from './siteHelpers';

test('a heart on a card saves the car on the device: kept after a reload, listed on /favourites, removed again', async ({
  page,
  request,
}) => {
  const car = await aCar(request);
  const [first, second] = car.similar;
  await page.goto(`/cars/${car.id}`);
  const heart = page.getByRole('button', { name: `Save ${first!.title} to favourites` }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(notice(page, 'Saved to favourites')).toBeVisible();
  await page.locator('.car-offer').getByRole('button', { name: 'Save to favourites' }).click();
  await expect(page.locator('.car-offer').getByRole('button', { name: 'Saved' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.reload();
  await expect(
    page.getByRole('button', { name: `Save ${first!.title} to favourites` }).first(),
  ).toHaveAttribute('aria-pressed', 'true');
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('car_rental_favourites')!),
  );
  expect(stored.map((saved: { id: number }) => saved.id)).toEqual([car.id, first!.id]);

  await page.goto('/favourites');
  await expect(page.getByRole('heading', { level: 1, name: 'Your favourite cars' })).toBeVisible();
  const cards = page.locator('.favourites-grid > li');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole('link', { name: car.title })).toHaveAttribute(
    'href',
    `/cars/${car.id}`,
  );
  await expect(cards.nth(1).getByRole('link', { name: first!.title })).toBeVisible();
  expect(second).toBeDefined();

  await cards
    .nth(0)
    .getByRole('button', { name: `Save ${car.title} to favourites` })
    .click();
  await expect(cards).toHaveCount(1);
  await expect(notice(page, 'Removed from favourites')).toBeVisible();

  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse cars' })).toHaveAttribute(
    'href',
    '/cars',
  );
  await page.locator('.toast').getByRole('button', { name: 'Undo' }).click();
  await expect(cards).toHaveCount(1);
});

test('a saved car that is gone shows as unavailable and can be removed; saved cars show offline from the device', async ({
  page,
  request,
  pageErrors,
}) => {
  const car = await aCar(request);
  const snapshot = (id: number, title: string) => ({
    id,
    title,
    imageUrl: car.imageUrl,
    pricePerDay: 123,
    pricePerMonth: null,
    companyId: car.companyId,
    companyName: car.companyName,
    companyLogoUrl: null,
    companyVerified: true,
    terms: { kmPerDay: 250, kmPerMonth: 4500 },
    savedAt: '2026-11-01T10:00:00.000Z',
  });
  await page.addInitScript(
    (list) => {
      if (!localStorage.getItem('car_rental_favourites'))
        localStorage.setItem('car_rental_favourites', JSON.stringify(list));
    },
    [snapshot(car.id, car.title), snapshot(2_000_000_000, 'Retired Test Car')],
  );
  await page.goto('/favourites');
  const cards = page.locator('.favourites-grid > li');
  await expect(cards).toHaveCount(2);
  // The saved snapshot is refreshed with the API's price.
  await expect(cards.nth(0).getByText(`AED ${car.pricePerDay.toLocaleString('en')}`)).toBeVisible();
  await expect(cards.nth(1).getByText('No longer available')).toBeVisible();
  await cards
    .nth(1)
    .getByRole('button', { name: 'Remove Retired Test Car from favourites' })
    .click();
  await expect(cards).toHaveCount(1);

  // Offline: the API cannot be reached, the saved cars still show.
  await page.route('**/api/cars/**', (route) => route.abort());
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(cards.nth(0).getByRole('link', { name: car.title })).toBeVisible();
  await expect(page.getByText('Showing the prices saved on this device')).toBeVisible();
  forgetExpected(pageErrors, /status of 404|ERR_FAILED|net::/);
});
