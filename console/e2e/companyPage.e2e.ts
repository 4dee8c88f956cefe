import { expect, signInAs, test } from '../../build/e2e/fixtures';

/**
 * The admin's company page against the real server and the demo market: opened from a badged
 * queue (Verify vendors), a suspension with a reason and the reinstatement, both in its trail.
 */

const ADMIN = 'admin@demo.ae';
const SCREEN_LOAD = { timeout: 20_000 };

test.beforeEach(() => test.slow());

test('admin opens a company page from a badge/queue and suspends with a reason, then reinstates', async ({
  page,
}) => {
  await signInAs(page.request, ADMIN);
  // A company waiting for verification that is not the demo vendor's (other tests sign in as it).
  const queue = (await (await page.request.get('/api/admin/vendors?status=pending')).json()) as {
    items: { id: number; name: string; email: string; status: string }[];
  };
  const company = queue.items.find((c) => c.status === 'active' && c.email !== 'vendor@demo.ae');
  expect(company, 'the demo market has companies awaiting verification').toBeTruthy();

  await page.goto('/admin');
  const badged = page.getByRole('menuitem', { name: /^Verify vendors, \d+ waiting$/ });
  await expect(badged).toBeVisible(SCREEN_LOAD);
  await badged.click();
  await page.getByRole('link', { name: company!.name, exact: true }).click(SCREEN_LOAD);
  await expect(page).toHaveURL(new RegExp(`/admin/companies/${company!.id}$`));
  await expect(page.getByRole('heading', { level: 3, name: company!.name })).toBeVisible(
    SCREEN_LOAD,
  );
  await expect(page.getByTestId('company-plan')).toContainText('listings');

  const reason = 'Renters report deposits kept without reason (e2e)';
  await page.getByRole('button', { name: 'Suspend…' }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${company!.name}` });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Suspend company' }).click();
  await expect(page.getByText(`${company!.name}: suspended`)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
  const trail = page.getByRole('list', { name: 'Latest decisions' });
  await expect(trail.getByText('Company suspended')).toBeVisible();
  await expect(trail.getByText(`Reason: ${reason}`)).toBeVisible();

  await page.getByRole('button', { name: 'Reinstate' }).click();
  await expect(page.getByText(`${company!.name}: reinstated`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspend…' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: reason })).toHaveCount(0);
  await expect(trail.getByText('Company reinstated')).toBeVisible();
  await expect(trail.locator('li').first()).toContainText('Company reinstated');
});
