/**
 * Forgot password, from the console's sign-in to signed in with the new password. The link is
 * read from the development outbox (the e2e server has no SMTP_URL), through the admin's API and
 * on the /admin/outbox screen.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '../../build/e2e/fixtures';
import { adminApi, screenshotBothWidths } from '../../build/e2e/consoleHelpers';
import { renderMail } from '../../api/src/mail/templates';

// The used link's refusal (400) is expected at the end.
test.use({ expectedHttpErrors: [400] });

const OLD_PASSWORD = 'Creek side rentals 2026!';
const NEW_PASSWORD = 'seven quiet lanterns over the creek';

test('forgot password: sign-in → link from the outbox → new password → signed in', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Several screens, each photographed at two widths under SCREENSHOTS=1.
  test.setTimeout(120_000);
  // A rental company of the test's own (the demo accounts stay as they are for other tests).
  const email = `reset-${randomUUID().slice(0, 8)}@example.ae`;
  const signUp = await playwright.request.newContext({ baseURL });
  const registered = await signUp.post('/api/auth/register', {
    data: {
      email,
      password: OLD_PASSWORD,
      name: 'Mariam Saleh',
      companyName: `Creek Reset Rentals ${randomUUID().slice(0, 4)}`,
      phone: '+971507654321',
      emirate: 'dubai',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/dashboard\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await screenshotBothWidths(page, 'forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();
  await expect(page.getByText(/If an account exists for this address/)).toBeVisible();
  await screenshotBothWidths(page, 'forgot-password-sent');

  // The admin reads the development outbox: the message to this address, with its link.
  const admin = await adminApi(playwright, baseURL!);
  let text = '';
  await expect
    .poll(async () => {
      const outbox = (await (await admin.get('/api/admin/outbox')).json()) as {
        items: { to: string; subject: string; text: string }[];
      };
      text = outbox.items.find((item) => item.to === email)?.text ?? '';
      return text;
    })
    .toContain('/dashboard/reset-password#token=');
  const link = /(https?:\/\/\S+\/dashboard\/reset-password#token=[\w-]+)/.exec(text)![1]!;
  expect(new URL(link).origin).toBe(new URL(baseURL!).origin);

  // The same list on the console's screen, in the admin's own browser.
  const adminContext = await page.context().browser()!.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  const signIn = await adminPage.request.post('/api/auth/login', {
    data: { username: 'admin@demo.ae', password: process.env.DEMO_PASSWORD ?? 'demo1234' },
  });
  expect(signIn.ok()).toBe(true);
  await adminPage.goto('/admin/outbox');
  await adminPage
    .getByRole('button', { name: new RegExp(`to ${email.replace('.', '\\.')}`) })
    .first()
    .click();
  await expect(adminPage.getByTestId('outbox-text')).toContainText('Hello Mariam Saleh,');
  await expect(adminPage.getByTestId('outbox-text')).toContainText(link);
  await screenshotBothWidths(adminPage, 'outbox');
  await adminContext.close();

  // The link opens the reset screen; the new password signs in.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await screenshotBothWidths(page, 'reset-password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('New password again').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set the password and sign in' }).click();
  await expect(page.getByRole('menuitem', { name: 'My cars' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Signed in with the new password; the old one no longer works; the link is used up.
  const check = await playwright.request.newContext({ baseURL });
  expect(
    (
      await check.post('/api/auth/login', { data: { username: email, password: OLD_PASSWORD } })
    ).status(),
  ).toBe(401);
  expect(
    (
      await check.post('/api/auth/login', { data: { username: email, password: NEW_PASSWORD } })
    ).status(),
  ).toBe(200);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another phrase entirely here');
  await page.getByLabel('New password again').fill('another phrase entirely here');
  await page.getByRole('button', { name: 'Set the password and sign in' }).click();
  await expect(page.getByText('This link cannot be used')).toBeVisible();
  await Promise.all([signUp.dispose(), admin.dispose(), check.dispose()]);
});

test("the site's /login links to the same request screen", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/dashboard\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
});

test.describe('screenshots of the reset e-mail', () => {
  test.skip(!process.env.SCREENSHOTS, 'SCREENSHOTS=1 only');
  test('as a mail client shows it', async ({ page }) => {
    const mail = await renderMail('passwordReset', {
      name: 'Mariam Saleh',
      email: 'mariam@creekrentals.ae',
      link: 'https://uae-car-rental.example/dashboard/reset-password#token=Q2hvb3NlIGEgbmV3IHBhc3N3b3Jk',
      minutes: 60,
    });
    await page.setContent(mail.html);
    await screenshotBothWidths(page, 'mail-password-reset');
    const lead = await renderMail('newLead', {
      companyName: 'Creek Side Car Rental',
      carTitle: '2024 Nissan Patrol Platinum',
      renterName: 'Omar Khalid',
      renterEmail: 'omar.khalid@example.ae',
      renterPhone: '+971 50 111 2233',
      method: 'whatsapp',
      leadsLink: 'https://uae-car-rental.example/dashboard/leads',
    });
    await page.setContent(lead.html);
    await screenshotBothWidths(page, 'mail-new-lead');
    const rejection = await renderMail('listingDecision', {
      decision: 'rejected',
      name: 'Noura Al Mansoori',
      carTitle: '2022 Kia Pegas',
      reason: 'The photos show a different car. Please add photos of this one, outside and inside.',
      link: 'https://uae-car-rental.example/dashboard/cars/12',
    });
    await page.setContent(rejection.html);
    await screenshotBothWidths(page, 'mail-listing-rejected');
  });
});
