/**
 * A company's team, in one pass: the owner invites staff on the Team screen, the link is read
 * from the development outbox, the invitee accepts it (name and password) and is signed in as
 * staff, whose menu has the cars and leads but no billing or team.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '../../build/e2e/fixtures';
import {
  outboxMailTo,
  registerCompany,
  screenshotBothWidths,
} from '../../build/e2e/consoleHelpers';

const STAFF_PASSWORD = 'seven quiet lanterns over the creek';

test('team: invite → link from the outbox → accept → signed in as staff', async ({
  page,
  baseURL,
}) => {
  await registerCompany(page, 'Creek Team Rentals');
  const staffEmail = `staff-${randomUUID().slice(0, 8)}@example.ae`;
  const waitingEmail = `driver-${randomUUID().slice(0, 8)}@example.ae`;

  await page.goto('/dashboard/team');
  await expect(page.getByRole('menuitem', { name: 'Team' })).toBeVisible();
  for (const email of [staffEmail, waitingEmail]) {
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation e-mailed to ${email}`)).toBeVisible();
  }
  await expect(
    page.getByRole('button', { name: `Resend the invitation to ${staffEmail}` }),
  ).toBeVisible();

  const text = await outboxMailTo(baseURL!, staffEmail, /invites you to its team/);
  const link = /(https?:\/\/\S+\/dashboard\/join#token=[\w-]+)/.exec(text)![1]!;

  // The invitee, in a browser of their own.
  const staffContext = await page.context().browser()!.newContext({ baseURL });
  const staffPage = await staffContext.newPage();
  await staffPage.goto(link);
  // A new browser's first console screen: its chunk loads first (seconds on CI's shared cores).
  await expect(staffPage.getByRole('heading', { name: /^Join Creek Team Rentals/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(staffPage.getByText('You are invited as staff')).toBeVisible();
  await screenshotBothWidths(staffPage, 'accept', undefined, { prefix: 'team-' });
  await staffPage.getByLabel('Your name').fill('Aisha Rahman');
  await staffPage.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await staffPage.getByLabel('Password again').fill(STAFF_PASSWORD);
  await staffPage.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(staffPage).toHaveURL(/\/dashboard$/);
  const menu = staffPage.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'My cars' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Leads' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'My account' })).toBeVisible();
  for (const name of ['Subscription', 'Payment methods', 'Team', 'Company profile']) {
    await expect(menu.getByRole('menuitem', { name })).toHaveCount(0);
  }
  await staffContext.close();

  // The owner sees the new member and the invitation still waiting.
  await page.reload();
  await expect(page.getByText('Aisha Rahman')).toBeVisible();
  await expect(page.getByText(waitingEmail)).toBeVisible();
  await expect(page.getByText(staffEmail)).toBeVisible();
  await screenshotBothWidths(page, 'screen', undefined, { prefix: 'team-' });
});
