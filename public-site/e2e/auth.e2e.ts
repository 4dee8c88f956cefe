import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, expect, test } from '../../build/e2e/fixtures';

test('a wrong password shows "Invalid credentials"', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('vendor@demo.ae');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
});

test('the demo vendor signs in, sees Dashboard and Logout, and logs out', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('vendor@demo.ae');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await page.goto('/');
  const header = page.locator('header .header__actions');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(header.getByRole('link', { name: 'Boost Your Rentals' })).toBeVisible();
});

test("the admin's Dashboard link goes to /admin", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('admin@demo.ae');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin');
  await page.goto('/');
  await expect(
    page.locator('header .header__actions').getByRole('link', { name: 'Dashboard' }),
  ).toHaveAttribute('href', '/admin');
});

test('a rental company registers and lands in its dashboard; the e-mail cannot be reused', async ({
  page,
  browser,
}) => {
  const email = `owner-${randomUUID().slice(0, 8)}@example.ae`;
  const register = async (target: typeof page) => {
    await target.goto('/register');
    await target.getByLabel('Your name').fill('Omar Khalid');
    await target.getByLabel('Company name').fill('Creek Side Car Rental');
    await target.getByLabel('E-mail').fill(email);
    await target.getByLabel('Phone').fill('+971 50 765 4321');
    await target.getByLabel('Password').fill('a good password');
    await target.getByRole('button', { name: 'Create account' }).click();
  };
  await register(page);
  await page.waitForURL('**/dashboard');
  await expect(page.getByText('Omar Khalid')).toBeVisible();

  const other = await browser.newPage();
  await register(other);
  await expect(other.getByText('An account with this e-mail already exists')).toBeVisible();
  await other.close();
});
