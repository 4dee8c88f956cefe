import { expect, test } from '../../build/e2e/fixtures';
import {
  addListing,
  adminApi,
  registerCompany,
  screenshotBothWidths,
} from '../../build/e2e/consoleHelpers';

test.beforeEach(() => test.slow());

test('a refused, then suspended company is told so on every screen, with the reason', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { company } = await registerCompany(page, 'Standing Test Rentals');
  const car = await addListing(page.request, 'Standing Test Patrol');
  const upload = await page.request.post('/api/vendor/documents', {
    multipart: {
      kind: 'insurance',
      file: {
        name: 'insurance.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  const admin = await adminApi(playwright, baseURL!);
  expect((await admin.post(`/api/admin/listings/${car.id}/approve`, { data: {} })).ok()).toBe(true);
  const refused = await admin.post(`/api/admin/vendors/${company.id}/reject`, {
    data: { reason: 'The insurance certificate is for another company' },
  });
  expect(refused.ok(), await refused.text()).toBe(true);

  await page.goto('/dashboard/verification');
  const refusal = page.locator('.standing-banner');
  await expect(refusal.getByText('Your verification was refused')).toBeVisible({
    timeout: 20_000,
  });
  await expect(refusal).toContainText('The insurance certificate is for another company');
  await expect(page.locator('.company-badge').getByText('Verification refused')).toBeVisible();

  const suspended = await admin.post(`/api/admin/vendors/${company.id}/suspend`, {
    data: { reason: 'Unpaid traffic fines on three cars' },
  });
  expect(suspended.ok(), await suspended.text()).toBe(true);
  await admin.dispose();

  for (const path of ['/dashboard', '/dashboard/cars', '/dashboard/leads', '/dashboard/profile']) {
    await page.goto(path);
    const banner = page.getByRole('alert').filter({ hasText: 'Your company is suspended' });
    await expect(banner, path).toBeVisible({ timeout: 20_000 });
    await expect(banner).toContainText('Unpaid traffic fines on three cars');
    await expect(page.locator('.company-badge').getByText('Suspended')).toBeVisible();
    await expect(page.locator('.company-badge').getByText('Verified', { exact: true })).toHaveCount(
      0,
    );
  }

  // Its approved car says it is not public.
  await page.goto('/dashboard/cars');
  const row = page.getByRole('row').filter({ hasText: 'Standing Test Patrol' });
  await expect(row).toContainText('Not public: your company is suspended');
  await screenshotBothWidths(page, 'suspended-banner', () =>
    expect(page.getByText('Not public: your company is suspended').first()).toBeVisible(),
  );
});
