import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import type { AdminPost, BlogCategory, PublicPost } from '@core/schemas/blog';
import { chooseOption, settled } from '../../../../build/e2e/consoleHelpers';
import { expect, signInAs, test } from '../../../../build/e2e/fixtures';
import { serverHead } from '../../../../build/e2e/serverHtml';

/**
 * The blog's writing workflow against the real server and the demo accounts: a writer writes a
 * post in the console's editor (heading, link, uploaded picture, category, tag) and submits it;
 * an admin publishes it from the posts table; the post is then on the public blog, its category
 * and tag pages, and its own page carries its SEO head as a crawler fetches it (no JS).
 */

const WRITER = 'writer@demo.ae';
const ADMIN = 'admin@demo.ae';
/** A screen's chunk (the editor's carries Tiptap) loads on first visit. */
const SCREEN_LOAD = { timeout: 20_000 };

test.beforeEach(() => test.slow());

async function signedInPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs(page.request, email);
  return page;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answers`).toBe(true);
  return (await response.json()) as T;
}

/** A small picture made on the spot (the server re-encodes it to WebP). */
const picture = () =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: '#1d5fd1' } })
    .png()
    .toBuffer();

test('a writer submits a post, an admin publishes it, and the blog shows it to readers and crawlers', async ({
  browser,
  baseURL,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Renting a Convertible in Dubai ${stamp}`;
  const tagName = `Convertibles ${stamp}`;
  const excerpt = 'Roof down along Jumeirah: what a convertible rental costs and when to book.';

  // A category of this test's own, so the demo blog's lists stay as other tests expect them.
  const admin = await signedInPage(browser, baseURL!, ADMIN);
  const created = await admin.request.post('/api/admin/blog/categories', {
    data: { name: `Open-top Drives ${stamp}` },
  });
  expect(created.status()).toBe(201);
  const category = (await created.json()) as BlogCategory;

  // The writer writes.
  const writer = await signedInPage(browser, baseURL!, WRITER);
  await writer.goto('/admin/blog/new-post');
  const titleBox = writer.getByRole('textbox', { name: 'Title', exact: true });
  await expect(titleBox).toBeVisible(SCREEN_LOAD);
  await titleBox.fill(title);

  const body = writer.getByLabel('Post body');
  await body.click();
  await writer.keyboard.type('Winter is the season for an open roof.');
  await writer.keyboard.press('Enter');
  await writer.getByRole('button', { name: 'Heading', exact: true }).click();
  await writer.keyboard.type('Where to drive');
  await writer.keyboard.press('Enter');
  await writer.keyboard.type('Compare prices first: ');
  await writer.getByRole('button', { name: 'Link', exact: true }).click();
  const linkDialog = await settled(writer.getByRole('dialog', { name: 'Add a link' }));
  await linkDialog.getByLabel('Address').fill('https://example.com/convertibles');
  // The first autosave (the post created, the address now its edit page) lands while the dialog
  // is open: the link still goes where the cursor was.
  await expect(writer).toHaveURL(/\/admin\/blog\/edit-post\/\d+$/);
  await linkDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(
    body
      .locator('p', { hasText: 'Compare prices first:' })
      .locator('a[href="https://example.com/convertibles"]'),
  ).toBeVisible();
  await writer.keyboard.press('End');
  await writer.keyboard.press('Enter');

  await writer.getByRole('button', { name: 'Image', exact: true }).click();
  const imageDialog = await settled(writer.getByRole('dialog', { name: 'Add an image' }));
  await imageDialog.locator('input[type=file]').setInputFiles({
    name: 'jumeirah.png',
    mimeType: 'image/png',
    buffer: await picture(),
  });
  await imageDialog.getByLabel('Alternative text').fill('A blue convertible on Jumeirah Road');
  await imageDialog.getByRole('button', { name: 'Upload and insert' }).click();
  await expect(body.locator('img[alt="A blue convertible on Jumeirah Road"]')).toBeVisible();

  await writer.getByLabel('Excerpt').fill(excerpt);
  await chooseOption(writer, writer.getByRole('combobox', { name: 'Category' }), category.name);
  await writer.getByRole('combobox', { name: 'Tags' }).fill(tagName);
  await writer.getByRole('combobox', { name: 'Tags' }).press('Enter');

  // The draft saved itself and the address became its edit page.
  await expect(writer.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible();
  await expect(writer).toHaveURL(/\/admin\/blog\/edit-post\/\d+$/);
  const postId = Number(/edit-post\/(\d+)/.exec(writer.url())![1]);

  await writer.getByRole('button', { name: 'Submit for review' }).click();
  await expect(writer.getByText('Sent for review: an admin will publish it')).toBeVisible();
  await expect(writer.getByText('Submitted for review', { exact: true })).toBeVisible();
  await expect(writer.getByRole('textbox', { name: 'Title', exact: true })).toBeDisabled();

  // Sent back with a comment (the API; the dialog is the admin screens' reason dialog): the
  // writer reads it in the editor and submits again.
  const comment = 'Add what a day with the roof down costs, please.';
  const sentBack = await admin.request.post(`/api/admin/blog/posts/${postId}/send-back`, {
    data: { comment },
  });
  expect(sentBack.status()).toBe(200);
  await writer.reload();
  await expect(writer.getByText(comment)).toBeVisible(SCREEN_LOAD);
  await writer.getByRole('button', { name: 'Submit for review' }).click();
  await expect(writer.getByText('Submitted for review', { exact: true })).toBeVisible();

  // The admin publishes it from the posts table.
  await admin.goto(`/admin/blog/posts?query=${encodeURIComponent(stamp)}`);
  const row = admin.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('In review')).toBeVisible(SCREEN_LOAD);
  await row.getByRole('link', { name: title }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/blog/edit-post/${postId}$`));
  await expect(admin.getByRole('button', { name: 'Send back' })).toBeVisible(SCREEN_LOAD);
  await admin.getByRole('button', { name: 'Publish now' }).click(SCREEN_LOAD);
  const confirm = await settled(admin.locator('.ant-popconfirm'));
  await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(admin.getByText('Published: the post is on the blog')).toBeVisible();

  const post = await json<AdminPost>(admin.request, `/api/admin/blog/posts/${postId}`);
  expect(post.status).toBe('published');
  const published = await json<PublicPost>(request, `/api/blog/posts/${post.slug}`);
  const tag = published.tags.find((candidate) => candidate.name === tagName)!;
  expect(tag).toBeDefined();

  // Readers find it on the blog, its category and its tag (the pages' cache was refreshed).
  for (const path of ['/blog', `/blog/category/${category.slug}`, `/blog/tag/${tag.slug}`]) {
    await admin.goto(path);
    await expect(admin.getByRole('link', { name: title }).first(), path).toBeVisible();
  }

  // A crawler (plain HTTP, no JS) gets the head and the body from the server.
  const response = await request.get(`/blog/${post.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = serverHead(html);
  expect(head.title).toContain(title);
  expect(head.meta('description')).toBe(excerpt);
  expect(head.canonical).toMatch(new RegExp(`/blog/${post.slug}$`));
  expect(head.meta('og:type')).toBe('article');
  expect(head.meta('og:title')).toContain(title);
  const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  expect(jsonLd, 'Article JSON-LD in the page').toBeDefined();
  expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Article', headline: title });
  const pageBody = html.split('</head>')[1] ?? '';
  expect(pageBody).toContain('<h2>Where to drive</h2>');
  expect(pageBody).toMatch(/<a href="https:\/\/example\.com\/convertibles"[^>]*>/);
  expect(pageBody).toMatch(
    /<img src="\/media\/[^"]+\.webp" alt="A blue convertible on Jumeirah Road"/,
  );
});

test('leaving the editor by the menu: a draft is saved on the way, a live post asks first', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInPage(browser, baseURL!, ADMIN);
  const menuItem = (name: string) => admin.getByRole('menuitem', { name, exact: true });
  const excerptBox = admin.getByLabel('Excerpt');

  // A draft: changes typed just before leaving are saved, without a question.
  const stamp = Date.now().toString(36);
  await admin.goto('/admin/blog/new-post');
  await admin.getByRole('textbox', { name: 'Title', exact: true }).fill(`Leaving early ${stamp}`);
  await expect(admin.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible(SCREEN_LOAD);
  const draftId = Number(/edit-post\/(\d+)/.exec(admin.url())![1]);
  await excerptBox.fill('Typed a moment before leaving.');
  await menuItem('Blog posts').click();
  await expect(admin).toHaveURL(/\/admin\/blog\/posts$/);
  const draft = await json<AdminPost>(admin.request, `/api/admin/blog/posts/${draftId}`);
  expect(draft.excerpt).toBe('Typed a moment before leaving.');

  // A live post: its changes wait for Update, so leaving asks; Stay keeps them, Leave drops them.
  const { items } = await json<{ items: AdminPost[] }>(
    admin.request,
    '/api/admin/blog/posts?status=published',
  );
  const live = items[0]!;
  await admin.goto(`/admin/blog/edit-post/${live.id}`);
  await expect(admin.getByRole('button', { name: 'Update' })).toBeVisible(SCREEN_LOAD);
  await excerptBox.fill('Not for readers yet.');
  await menuItem('Blog posts').click();
  const question = admin.getByRole('dialog').filter({ hasText: 'Leave without saving?' });
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(question).toBeHidden();
  await expect(admin).toHaveURL(new RegExp(`/edit-post/${live.id}$`));
  await expect(excerptBox).toHaveValue('Not for readers yet.');

  await menuItem('Blog posts').click();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(admin).toHaveURL(/\/admin\/blog\/posts$/);
  const unchanged = await json<AdminPost>(admin.request, `/api/admin/blog/posts/${live.id}`);
  expect(unchanged.excerpt).toBe(live.excerpt);
});

test('an admin abroad schedules a post in UAE time', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    timezoneId: 'America/New_York',
  });
  const admin = await context.newPage();
  await signInAs(admin.request, ADMIN);
  await admin.goto('/admin/blog/new-post');
  await admin
    .getByRole('textbox', { name: 'Title', exact: true })
    .fill(`Scheduled from abroad ${Date.now().toString(36)}`);
  await expect(admin.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible(SCREEN_LOAD);
  const postId = Number(/edit-post\/(\d+)/.exec(admin.url())![1]);

  // A month ahead, at 10:00 in the UAE: 06:00 UTC, 01:00 in New York.
  const day = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  const month = day.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  const shown = `${day.getUTCDate()} ${month} ${day.getUTCFullYear()}, 10:00`;
  await admin.getByLabel('Publish at').fill(shown);
  await admin.getByLabel('Publish at').press('Enter');
  await admin.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(admin.getByText(`Scheduled for ${shown}`).first()).toBeVisible();

  const post = await json<AdminPost>(admin.request, `/api/admin/blog/posts/${postId}`);
  expect(post.status).toBe('scheduled');
  expect(post.publishAt).toBe(`${day.toISOString().slice(0, 10)}T06:00:00.000Z`);
  await context.close();
});
