import type { Browser, Page } from '@playwright/test';
import { chooseOption } from '../../../../build/e2e/consoleHelpers';
import { expect, signInAs as signIn, test } from '../../../../build/e2e/fixtures';

/**
 * The blog's management screens against the real server and the demo blog: categories (create,
 * rename, delete with its posts moved), an invitation from the admin's screen to the new
 * writer's first sign-in, the used link, deactivating the writer (signed out at once), and the
 * blog's title as the public /blog page renders it.
 */

const ADMIN = 'admin@demo.ae';
/** A screen's chunk loads on first visit; wait for it before anything else. */
const SCREEN_LOAD = { timeout: 20_000 };
const unique = () => Math.random().toString(36).slice(2, 8);

test.beforeEach(() => test.slow());

/** A browser context of its own (no cookies of the admin's). */
async function freshPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('an admin creates a category, renames it, and deletes it moving its posts', async ({
  page,
}) => {
  await signIn(page.request, ADMIN);
  const name = `Ferry trips ${unique()}`;
  await page.goto('/admin/blog/categories');
  const newCategory = page.locator('.ant-card').filter({ hasText: 'New category' });
  await newCategory.getByLabel('Name', { exact: true }).fill(name, SCREEN_LOAD);
  await newCategory.getByLabel('Description', { exact: true }).fill('Dhow and ferry crossings');
  await newCategory.getByRole('button', { name: 'Create category' }).click();
  await expect(rowOf(page, name)).toContainText('Dhow and ferry crossings');

  const renamed = `${name} and islands`;
  await rowOf(page, name).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: /Edit category/ });
  await dialog.getByLabel('Name', { exact: true }).fill(renamed);
  await dialog.getByLabel('Slug').fill(`islands-${unique()}`);
  // Its name on the Arabic blog (/ar/blog).
  await dialog.getByLabel('Name in Arabic').fill('رحلات العبّارات');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, renamed)).toContainText('islands-');

  // With a post in it, deleting asks where the post goes (the server's 409), never silently.
  const categories = (await (await page.request.get('/api/admin/blog/categories')).json()) as {
    id: number;
    name: string;
    nameAr: string | null;
  }[];
  const category = categories.find((c) => c.name === renamed)!;
  expect(category.nameAr).toBe('رحلات العبّارات');
  const post = await page.request.post('/api/admin/blog/posts', {
    data: {
      title: `Crossing to Dalma ${unique()}`,
      contentHtml: '<p>x</p>',
      categoryId: category.id,
    },
  });
  expect(post.status()).toBe(201);
  await page.reload();
  await rowOf(page, renamed).getByRole('button', { name: 'Delete' }).click(SCREEN_LOAD);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  const reassign = page.getByRole('dialog', { name: `Delete ${renamed}` });
  await expect(reassign).toContainText('This category has 1 post');
  await chooseOption(
    page,
    reassign.getByRole('combobox', { name: 'Move its posts to' }),
    'Road Trips',
  );
  await reassign.getByRole('button', { name: 'Move posts and delete' }).click();
  await expect(page.getByText(`Deleted ${renamed}; its posts are in Road Trips`)).toBeVisible();
  await expect(rowOf(page, renamed)).toHaveCount(0);
});

test('an invited writer accepts, is signed in, and is signed out when deactivated', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page.request, ADMIN);
  const email = `writer-${unique()}@example.ae`;
  const writerName = `Noor ${unique()}`;

  await page.goto('/admin/blog/invitations');
  await page.getByLabel('E-mail').fill(email, SCREEN_LOAD);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation e-mailed to ${email} (writer)`)).toBeVisible();
  await expect(page.getByText('it is shown only this once')).toBeVisible();
  const link = await page.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/admin\/invitation\/[\w-]{43}$/);
  const invitationPath = new URL(link).pathname;
  await expect(rowOf(page, email)).toContainText('Pending');

  // The invitee, in a browser of their own without a session.
  const writer = await freshPage(browser, baseURL!);
  await writer.goto(invitationPath);
  await expect(
    writer.getByRole('heading', { name: /You're invited to write for .+ as a writer/ }),
  ).toBeVisible(SCREEN_LOAD);
  await expect(writer.getByText(email)).toBeVisible();
  await writer.getByLabel('Your name').fill(writerName);
  await writer.getByLabel('Password', { exact: true }).fill('a long new password');
  await writer.getByLabel('Password again').fill('a long new password!');
  await writer.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(writer.getByText('The passwords do not match')).toBeVisible();
  await writer.getByLabel('Password again').fill('a long new password');
  await writer.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(writer).toHaveURL(/\/admin\/blog\/posts$/);
  await expect(writer.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
  await expect(writer.getByText(writerName)).toBeVisible();
  expect((await writer.request.get('/api/admin/blog/posts')).status()).toBe(200);

  // The link is used up: anyone opening it again is told so.
  const again = await freshPage(browser, baseURL!);
  await again.goto(invitationPath);
  await expect(again.getByText('This invitation has already been used')).toBeVisible(SCREEN_LOAD);
  await expect(again.getByText('Ask the admin who invited you')).toBeVisible();
  await again.context().close();

  await page.reload();
  await expect(rowOf(page, email)).toContainText('Accepted', SCREEN_LOAD);

  await page.goto('/admin/blog/writers');
  const row = rowOf(page, writerName);
  await expect(row).toContainText(email, SCREEN_LOAD);
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Deactivate ${writerName}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('signed out everywhere');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${writerName} is deactivated and signed out`)).toBeVisible();
  await expect(row).toContainText('Disabled');
  // The admin cannot deactivate themselves.
  await expect(
    rowOf(page, 'admin@demo.ae').getByRole('button', { name: /Deactivate/ }),
  ).toBeDisabled();

  // The writer's session is over: the next call is a 401 and the console asks to sign in.
  expect((await writer.request.get('/api/admin/blog/posts')).status()).toBe(401);
  await writer.reload();
  await expect(writer.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  await writer.context().close();
});

test('the blog title saved in the settings is the public /blog page’s heading', async ({
  page,
}) => {
  await signIn(page.request, ADMIN);
  const before = (await (await page.request.get('/api/admin/blog/settings')).json()) as {
    title: string;
  };
  const title = `Road Notes from the Emirates ${unique()}`;
  try {
    await page.goto('/admin/blog/settings');
    const field = page.getByLabel('Blog title');
    await expect(field).toHaveValue(before.title, SCREEN_LOAD);
    await field.fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      page.getByText('This field is required').or(page.getByText(/at least/i)),
    ).toBeVisible();
    await field.fill(title);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Blog settings saved')).toBeVisible();

    const html = await (await page.request.get('/blog')).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  } finally {
    // Later tests read the demo blog as it was.
    const restored = await page.request.patch('/api/admin/blog/settings', {
      data: { title: before.title },
    });
    expect(restored.ok()).toBe(true);
  }
});
