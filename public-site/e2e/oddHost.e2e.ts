/**
 * The site reached at a host other than PUBLIC_URL's. The e2e server's PUBLIC_URL is
 * http://127.0.0.1:<port> and it listens on every address, so `localhost` is such a host (the
 * issue's case the other way round: PUBLIC_URL localhost, opened at 127.0.0.1).
 */
import { expect, test } from '../../build/e2e/fixtures';
import { hydrated } from './siteHelpers';

const otherHost = (baseURL: string | undefined) => {
  const url = new URL(baseURL!);
  url.hostname = 'localhost';
  return url.origin;
};

test('at another host, the home page hydrates with the server origin and a hero search leaves it cleanly', async ({
  page,
  baseURL,
}) => {
  const origin = otherHost(baseURL);
  await page.goto(`${origin}/`);
  const box = page.getByLabel('Search cars');
  await hydrated(page, box);
  // Canonical and JSON-LD keep PUBLIC_URL's origin in the browser too.
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${new URL(baseURL!).origin}/`,
  );
  await box.fill('BMW');
  await box.press('Enter');
  await page.waitForURL(`${origin}/cars?query=BMW`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // (The fixture fails the test on any page error, e.g. React's removeChild of null.)
});

test('a page asked for with tracking parameters hydrates the page rendered without them', async ({
  page,
}) => {
  await page.goto('/cars?type=suv&utm_source=newsletter&gclid=abc');
  const cards = page.locator('.car-results__grid .car-card');
  await expect(cards.first()).toBeVisible();
  await hydrated(page, page.locator('#cars-sort'));
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/cars\?type=suv$/,
  );
});
