import { DEMO_PASSWORD, expect, test } from '../../build/e2e/fixtures';

test('the console shows its own sign-in screen without a session', async ({ page }) => {
  await page.goto('/dashboard/cars');
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  await page.getByLabel('E-mail').fill('vendor@demo.ae');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('menuitem', { name: 'My cars' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByText('Not available for your account')).toBeVisible();
});
