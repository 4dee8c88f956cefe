import { FOOTER_GROUPS, FOOTER_LEGAL_LINKS } from '@core/catalogue/menus';
import { LOCATION_PAGES } from '@core/catalogue/locations';
import { countClaim } from '@core/rules/countClaim';
import { expect, test } from '../../build/e2e/fixtures';
import { MOBILE, expectNoHorizontalScroll } from './viewport';

test('mobile menu: opens with the call link and every group, closes on Escape and after a choice', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Open menu' });
  await burger.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: /Need help\? Call/ })).toHaveAttribute(
    'href',
    'tel:+97140000000',
  );
  for (const title of ['By Vehicle Type', 'By Budget', 'By Location', 'Dubai Services']) {
    await expect(menu.getByText(title, { exact: true })).toBeVisible();
  }
  // The panel lists every location; the desktop dropdown only the first six.
  for (const location of LOCATION_PAGES) {
    await expect(menu.getByRole('link', { name: location.name, exact: true })).toHaveCount(1);
  }
  await expect(menu.getByRole('link', { name: 'Register Your Business' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();

  await burger.click();
  await menu.getByRole('link', { name: 'About Us' }).click();
  await page.waitForURL('**/about');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('rent a car in the UAE');
});

test('desktop header: dropdowns with the menu groups, the first 6 locations only', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await nav.getByRole('link', { name: 'Rent a Car' }).hover();
  const dropdown = nav.locator('.header__item').first().locator('.header__dropdown');
  await expect(dropdown).toBeVisible();
  await expect(dropdown.getByText('By Location')).toBeVisible();
  for (const [index, location] of LOCATION_PAGES.entries()) {
    await expect(dropdown.getByRole('link', { name: location.name, exact: true })).toHaveCount(
      index < 6 ? 1 : 0,
    );
  }
  await nav.getByRole('link', { name: 'Chauffeur Service' }).hover();
  await expect(nav.getByRole('link', { name: 'Private Chauffeur' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Boost Your Rentals' })).toHaveAttribute(
    'href',
    '/register',
  );
});

test('footer: every link of the spec, contact details, and legal pages with content', async ({
  // docs/product.md#header-and-footer
  page,
}) => {
  await page.goto('/about');
  const footer = page.locator('footer');
  for (const group of FOOTER_GROUPS) {
    for (const item of group.items) {
      await expect(
        footer.getByRole('navigation', { name: group.title }).getByRole('link', {
          name: item.label,
          exact: true,
        }),
      ).toHaveAttribute('href', item.href);
    }
  }
  await expect(footer.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin');
  await expect(footer.getByRole('link', { name: '+971 4 000 0000' })).toHaveAttribute(
    'href',
    'tel:+97140000000',
  );
  await expect(footer.getByRole('link', { name: 'support@uaecarrental.ae' })).toHaveAttribute(
    'href',
    'mailto:support@uaecarrental.ae',
  );
  await expect(footer.getByText('Business Bay, Dubai')).toBeVisible();

  // The anchor finds the home page's "How it works" once the page has loaded.
  await footer.getByRole('link', { name: 'How It Works' }).click();
  await page.waitForURL('**/#how-it-works');
  await expect(page.locator('#how-it-works')).toBeInViewport();

  const expected: Record<string, RegExp> = {
    'Privacy Policy': /What we collect/,
    'Terms of Service': /Zero commission/,
    Sitemap: /Car categories/,
  };
  for (const link of FOOTER_LEGAL_LINKS) {
    await page.locator('footer').getByRole('link', { name: link.label }).click();
    await page.waitForURL(`**${link.href}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      link.label.replace(' Policy', ' Policy'),
    );
    await expect(page.locator('main')).toContainText(expected[link.label]!);
    await expect(page.getByText('Page not found')).toHaveCount(0);
  }
});

test('the sitemap lists every category and location page from core', async ({ page }) => {
  await page.goto('/sitemap');
  const locations = page.getByRole('navigation', { name: 'Locations' });
  await expect(locations.getByRole('link')).toHaveCount(LOCATION_PAGES.length);
  await expect(page.getByRole('link', { name: 'All rental companies' })).toHaveAttribute(
    'href',
    '/companies',
  );
  await expect(page.getByRole('link', { name: 'Luxury Car Rental Dubai' })).toHaveAttribute(
    'href',
    '/category/luxury-car-rental-dubai',
  );
});

test('an unknown path shows the not-found page with a link home', async ({ page }) => {
  await page.goto('/no-such-page/here');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rent a car in Dubai');
});

test('about: live figures rounded down, how it works, no horizontal scroll at 390 px', async ({
  page,
  request,
}) => {
  const stats = (await (await request.get('/api/catalogue/stats')).json()) as {
    verifiedCompanies: number;
    cars: number;
  };
  await page.setViewportSize(MOBILE);
  await page.goto('/about');
  // The site's own counts ("70+"), not fixed claims it contradicts ("250+ partners").
  for (const claim of [countClaim(stats.verifiedCompanies), countClaim(stats.cars), '0%']) {
    await expect(page.getByText(claim, { exact: true })).toBeVisible();
  }
  for (const claim of ['250+', '2000+']) await expect(page.getByText(claim)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
