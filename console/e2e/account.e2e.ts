/**
 * The account lifecycle in the console (issue 17), in a real browser against the real server:
 * a new vendor's e-mail confirmation (banner, Resend, drafts), the profile's e-mail and password
 * changes with links read from the development outbox, and the sessions list.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '../../build/e2e/fixtures';
import {
  OWN_COMPANY_PASSWORD,
  addListing,
  outboxMailTo,
  registerCompany,
  screenshotBothWidths,
} from '../../build/e2e/consoleHelpers';

const SCREEN_LOAD = { timeout: 20_000 };

test.beforeEach(() => test.slow());

test('an unconfirmed vendor: banner with Resend, drafts cannot be sent, the link opens it', async ({
  page,
  baseURL,
}) => {
  const { email } = await registerCompany(page, 'Unconfirmed Rentals', { verified: false });
  const draft = await addListing(page.request, `Draft Patrol ${Date.now()}`);
  await page.goto(`/dashboard/cars/${draft.id}/edit`);
  const banner = page.getByRole('alert').filter({ hasText: 'Confirm your e-mail address' });
  await expect(banner).toBeVisible(SCREEN_LOAD);
  await expect(banner).toContainText(email);
  await expect(page.getByText('Draft: not sent for review yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send for review' })).toBeDisabled();

  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('We have sent a new confirmation link')).toBeVisible();

  const text = await outboxMailTo(baseURL!, email, /^Confirm your e-mail address/);
  const link = /(https?:\/\/\S+\/dashboard\/confirm-email#token=[\w-]+)/.exec(text)![1]!;
  await page.goto(link);
  await expect(page.getByText('Your e-mail address is confirmed')).toBeVisible(SCREEN_LOAD);
  await page.goto(`/dashboard/cars/${draft.id}/edit`);
  await expect(page.getByText('Draft: not sent for review yet')).toBeVisible(SCREEN_LOAD);
  await expect(banner).toHaveCount(0);
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Sent for review')).toBeVisible();
});

test('profile: change the e-mail (confirmed from the new address) and the password', async ({
  page,
  baseURL,
}) => {
  const { email } = await registerCompany(page, 'Profile Change Rentals');
  await page.goto('/dashboard/profile');
  const emailCard = page.locator('.ant-card').filter({ hasText: 'Sign-in e-mail' });
  await expect(emailCard).toContainText(email, SCREEN_LOAD);

  const newEmail = `moved-${randomUUID().slice(0, 8)}@example.ae`;
  await emailCard.getByLabel('New e-mail address').fill(newEmail);
  await emailCard.getByLabel('Current password').fill(OWN_COMPANY_PASSWORD);
  await emailCard.getByRole('button', { name: 'Send a confirmation link' }).click();
  await expect(emailCard.getByText('Check the new address')).toBeVisible();
  const text = await outboxMailTo(baseURL!, newEmail, /^Confirm your new e-mail address/);
  const link = /(https?:\/\/\S+\/dashboard\/confirm-email#token=[\w-]+)/.exec(text)![1]!;
  await page.goto(link);
  await expect(page.getByText('Your e-mail address has changed')).toBeVisible(SCREEN_LOAD);
  await page.goto('/dashboard/profile');
  await expect(emailCard).toContainText(newEmail, SCREEN_LOAD);

  const passwordCard = page.locator('.ant-card').filter({ hasText: 'Changing the password' });
  const newPassword = 'seven quiet dunes at noon';
  await passwordCard.getByLabel('Current password').fill(OWN_COMPANY_PASSWORD);
  await passwordCard.getByLabel('New password', { exact: true }).fill(newPassword);
  await passwordCard.getByLabel('New password again').fill(newPassword);
  await passwordCard.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/^Password changed\./)).toBeVisible();
  const check = await page.request.post('/api/auth/login', {
    data: { username: newEmail, password: newPassword },
  });
  expect(check.ok()).toBe(true);
});

test('profile: sessions list, sign out one and everywhere else', async ({
  page,
  browser,
  baseURL,
}) => {
  const { email } = await registerCompany(page, 'Sessions Rentals');
  // Two more browsers signed in to the same account.
  const others = [];
  for (const userAgent of [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ]) {
    const context = await browser.newContext({ baseURL, userAgent });
    const login = await context.request.post('/api/auth/login', {
      data: { username: email, password: OWN_COMPANY_PASSWORD },
    });
    expect(login.ok()).toBe(true);
    others.push(context);
  }
  await page.goto('/dashboard/profile');
  const card = page.locator('.ant-card').filter({ hasText: 'Where you are signed in' });
  await expect(card.locator('.ant-list-item')).toHaveCount(3, SCREEN_LOAD);
  await expect(card.getByText('This device', { exact: true })).toBeVisible();
  await expect(card.getByText('Safari 17 on iOS 17')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshotBothWidths(page, 'profile-sessions');

  await card.getByRole('button', { name: 'Sign out Safari 17 on iOS 17' }).click();
  await expect(card.locator('.ant-list-item')).toHaveCount(2);
  expect((await others[0]!.request.get('/api/auth/me')).status()).toBe(401);

  await card.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).last().click();
  await expect(card.locator('.ant-list-item')).toHaveCount(1);
  expect((await others[1]!.request.get('/api/auth/me')).status()).toBe(401);
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  for (const context of others) await context.close();
});
