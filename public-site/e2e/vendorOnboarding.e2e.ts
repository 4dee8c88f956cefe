import { randomUUID } from 'node:crypto';
import { expect, test } from '../../build/e2e/fixtures';

test('vendor onboarding: account → company details saved through the API → next steps with the plan for the fleet', async ({
  page,
}) => {
  const email = `fleet-${randomUUID().slice(0, 8)}@example.ae`;
  await page.goto('/vendor/register');
  await expect(page.getByRole('navigation', { name: 'Sign-up steps' })).toContainText('Account');
  await page.getByLabel('Your name').fill('Mariam Saeed');
  await page.getByLabel('Company name').fill('Palm Jumeirah Car Hire');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('+971 55 111 2233');
  await page.getByLabel('Password').fill('a good password');
  await page.getByRole('button', { name: 'Create account' }).click();

  await page.waitForURL('**/vendor/company-info');
  await expect(
    page.getByRole('heading', { name: 'Tell renters about Palm Jumeirah Car Hire' }),
  ).toBeVisible();
  // Prefilled with the company's number from the sign-up.
  await expect(page.getByLabel('WhatsApp number')).toHaveValue('+971551112233');
  await page.getByLabel('WhatsApp number').fill('+971 50 999 8877');
  await page.getByLabel('Office address').fill('Shoreline Apartments 4, Palm Jumeirah, Dubai');
  await page
    .getByLabel('About your company')
    .fill('Family SUVs and convertibles, delivered on the Palm.');
  await page.getByLabel('Fleet size').selectOption('26-50');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await page.waitForURL('**/vendor/success');
  await expect(page.getByRole('heading', { name: 'Welcome aboard, Mariam!' })).toBeVisible();
  await expect(page.getByText(/the Pro plan fits/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );

  const profile = await page.evaluate(async () => (await fetch('/api/vendor/profile')).json());
  expect(profile).toMatchObject({
    name: 'Palm Jumeirah Car Hire',
    whatsapp: '+971509998877',
    address: 'Shoreline Apartments 4, Palm Jumeirah, Dubai',
    description: 'Family SUVs and convertibles, delivered on the Palm.',
  });
});

test('the company step needs a signed-in rental company', async ({ page }) => {
  await page.goto('/vendor/company-info');
  await expect(page.getByRole('heading', { name: 'Create your account first' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/vendor/register',
  );
  await expect(page.getByLabel('WhatsApp number')).toHaveCount(0);
});
