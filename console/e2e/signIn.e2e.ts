import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from '../../build/e2e/fixtures';
import { screenshotBothWidths } from '../../build/e2e/consoleHelpers';

/** Each role's home, and something on it that only that home shows. */
const HOMES = {
  'admin@demo.ae': { path: '/admin', menu: 'Approve listings' },
  'writer@demo.ae': { path: '/admin/blog/posts', menu: 'New post' },
  'vendor@demo.ae': { path: '/dashboard', menu: 'My cars' },
} as const;

async function signInOnScreen(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the console shows its own sign-in screen and keeps the page asked for', async ({ page }) => {
  await page.goto('/dashboard/cars');
  await signInOnScreen(page, 'vendor@demo.ae');
  await expect(page.getByRole('menuitem', { name: 'My cars' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/cars$/);
});

// Each signs in at a page of another role: they land on their own home, never on a refusal.
for (const [email, at] of [
  ['writer@demo.ae', '/admin'],
  ['vendor@demo.ae', '/admin'],
  ['admin@demo.ae', '/dashboard'],
  ['writer@demo.ae', '/dashboard/cars'],
] as const) {
  test(`${email} signing in at ${at} lands on their own home`, async ({ page }) => {
    await page.goto(at);
    await signInOnScreen(page, email);
    const home = HOMES[email];
    await expect(page.getByRole('menuitem', { name: home.menu })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${home.path.replaceAll('/', '\\/')}$`));
    await expect(page.getByText(/This page is part of/)).toHaveCount(0);
  });
}

test("a writer signing in on the public site's /login reaches the blog posts", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('writer@demo.ae');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/blog/posts');
  await expect(page.getByRole('menuitem', { name: 'New post' })).toBeVisible();
  await expect(page.getByText(/This page is part of/)).toHaveCount(0);

  // The site's Dashboard link leads there too.
  await page.goto('/');
  await expect(
    page.locator('header .header__actions').getByRole('link', { name: 'Dashboard' }),
  ).toHaveAttribute('href', '/admin/blog/posts');
});

test('a page of another role says whose it is and leads the user home', async ({ page }) => {
  await page.goto('/dashboard');
  await signInOnScreen(page, 'vendor@demo.ae');
  await expect(page.getByRole('menuitem', { name: 'My cars' })).toBeVisible();
  await page.goto('/admin/approve-listings');
  await expect(page.getByText("This page is part of the marketplace team's admin")).toBeVisible();
  await expect(
    page.getByText('You are signed in as vendor@demo.ae (Rental company)'),
  ).toBeVisible();
  await screenshotBothWidths(page, 'other-role-notice');
  await page.getByRole('link', { name: 'Go to your company dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('menuitem', { name: 'Overview' })).toBeVisible();
});
