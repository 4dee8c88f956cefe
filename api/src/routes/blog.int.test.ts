import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPost,
  BlogInvitation,
  CreatedInvitation,
  InvitationPreview,
  PublicPost,
  PublicPostPage,
} from '@core/schemas/blog';
import { buildUserWithPassword, buildVendor } from '../../test/factories';
import { TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';
import { runHousekeeping } from '../jobs/housekeeping';
import { hashInvitationToken } from '../services/blogPeople';

const PASSWORD = 'blog test password 1';
let server: TestServer;
let admin: TestClient;
let writer: TestClient;
let otherWriter: TestClient;
let vendor: TestClient;
let anonymous: TestClient;

const unique = () => randomUUID().slice(0, 8);

async function signedIn(role: 'admin' | 'writer') {
  const user = await buildUserWithPassword(PASSWORD, { role, name: `Test ${role}` });
  const client = new TestClient(server.baseUrl);
  expect((await client.login(user.email, PASSWORD)).status).toBe(200);
  return client;
}

async function newPost(client: TestClient, fields: Record<string, unknown> = {}) {
  const response = await client.post<AdminPost>('/api/admin/blog/posts', {
    title: `Renting in Dubai ${unique()}`,
    contentHtml: '<p>Plain words about deposits.</p>',
    ...fields,
  });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

async function publishedPost(fields: Record<string, unknown> = {}) {
  const post = await newPost(admin, fields);
  expect((await admin.post(`/api/admin/blog/posts/${post.id}/publish`)).status).toBe(200);
  return post;
}

async function createCategory(name = `Guides ${unique()}`) {
  const response = await admin.post<{ id: number; slug: string; name: string }>(
    '/api/admin/blog/categories',
    {
      name,
    },
  );
  expect(response.status, response.text).toBe(201);
  return response.body;
}

const publicSlugs = async (query = '') =>
  (await anonymous.get<PublicPostPage>(`/api/blog/posts${query}`)).body.items.map((p) => p.slug);

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn('admin');
  writer = await signedIn('writer');
  otherWriter = await signedIn('writer');
  const { user } = await buildVendor(PASSWORD);
  vendor = new TestClient(server.baseUrl);
  expect((await vendor.login(user.email, PASSWORD)).status).toBe(200);
  anonymous = new TestClient(server.baseUrl);
  // Every public post fits on one page in these tests.
  expect(
    (await admin.request('PATCH', '/api/admin/blog/settings', { body: { postsPerPage: 48 } }))
      .status,
  ).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

describe('writers and admins', () => {
  it('lets a writer draft, edit and submit their own post, never publish it', async () => {
    const post = await newPost(writer, { tags: ['Salik', 'Dubai'] });
    expect(post.status).toBe('draft');
    expect(post.slug).toMatch(/^renting-in-dubai-/);
    expect(post.tags).toEqual(['Salik', 'Dubai']);
    expect(post.can).toEqual({
      edit: true,
      submit: true,
      sendBack: false,
      publish: false,
      schedule: false,
      unpublish: false,
      delete: true,
    });

    const edited = await writer.request<AdminPost>('PATCH', `/api/admin/blog/posts/${post.id}`, {
      body: { excerpt: 'Short.' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.excerpt).toBe('Short.');

    expect((await writer.post(`/api/admin/blog/posts/${post.id}/publish`)).status).toBe(403);
    const scheduled = await writer.request('PATCH', `/api/admin/blog/posts/${post.id}`, {
      body: { publishAt: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(scheduled.status).toBe(403);

    const submitted = await writer.post<AdminPost>(`/api/admin/blog/posts/${post.id}/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('review');
    expect(await publicSlugs()).not.toContain(post.slug);
  });

  it("hides another writer's post (404) and lists only one's own", async () => {
    const post = await newPost(writer);
    for (const [method, path] of [
      ['GET', `/api/admin/blog/posts/${post.id}`],
      ['PATCH', `/api/admin/blog/posts/${post.id}`],
      ['DELETE', `/api/admin/blog/posts/${post.id}`],
      ['POST', `/api/admin/blog/posts/${post.id}/submit`],
    ] as const) {
      const response = await otherWriter.request(method, path, {
        body: method === 'GET' ? undefined : {},
      });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const list = await otherWriter.get<{ items: { id: number }[] }>('/api/admin/blog/posts');
    expect(list.body.items.map((p) => p.id)).not.toContain(post.id);
    const adminList = await admin.get<{ items: { id: number }[] }>(
      '/api/admin/blog/posts?pageSize=100',
    );
    expect(adminList.body.items.map((p) => p.id)).toContain(post.id);
    // An admin edits anyone's post.
    const byAdmin = await admin.request<AdminPost>('PATCH', `/api/admin/blog/posts/${post.id}`, {
      body: { title: 'Edited by an admin' },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.title).toBe('Edited by an admin');
  });

  it("lets a writer not change their post once it is published (an admin's job)", async () => {
    const post = await newPost(writer);
    expect((await admin.post(`/api/admin/blog/posts/${post.id}/publish`)).status).toBe(200);
    const edit = await writer.request('PATCH', `/api/admin/blog/posts/${post.id}`, {
      body: { title: 'Sneaky' },
    });
    expect(edit.status).toBe(422);
    expect((await writer.request('DELETE', `/api/admin/blog/posts/${post.id}`)).status).toBe(422);
  });

  it('refuses vendors and anonymous visitors on every admin blog route', async () => {
    for (const path of [
      '/api/admin/blog/posts',
      '/api/admin/blog/categories',
      '/api/admin/blog/writers',
      '/api/admin/blog/invitations',
      '/api/admin/blog/settings',
    ]) {
      expect((await vendor.get(path)).status, path).toBe(403);
      expect((await anonymous.get(path)).status, path).toBe(401);
    }
    expect((await vendor.post('/api/admin/blog/posts', { title: 'x' })).status).toBe(403);
  });

  it('makes a slug from the title with -2 when taken, and 409 for a taken slug given by hand', async () => {
    const title = `Airport pick-up ${unique()}`;
    const first = await newPost(admin, { title });
    const second = await newPost(admin, { title });
    expect(second.slug).toBe(`${first.slug}-2`);
    const taken = await admin.post('/api/admin/blog/posts', {
      title: 'Other',
      slug: first.slug,
      contentHtml: '<p>x</p>',
    });
    expect(taken.status).toBe(409);
    expect((taken.body as { error: { fields: object } }).error.fields).toHaveProperty('slug');
  });
});

describe('what visitors see', () => {
  it('shows published posts only: never drafts or posts in review (list, detail, sitemap)', async () => {
    const draft = await newPost(writer);
    const review = await newPost(writer);
    await writer.post(`/api/admin/blog/posts/${review.id}/submit`);
    const live = await publishedPost();
    const slugs = await publicSlugs();
    expect(slugs).toContain(live.slug);
    for (const hidden of [draft, review]) {
      expect(slugs).not.toContain(hidden.slug);
      expect((await anonymous.get(`/api/blog/posts/${hidden.slug}`)).status).toBe(404);
    }
    const sitemap = await anonymous.get('/sitemap.xml');
    expect(sitemap.text).toContain(`/blog/${live.slug}</loc>`);
    expect(sitemap.text).not.toContain(`/blog/${draft.slug}<`);
    expect(sitemap.text).not.toContain(`/blog/${review.slug}<`);
  });

  it('serves a post with author, category, tags, reading time and related posts', async () => {
    const category = await createCategory();
    const tag = `Tolls ${unique()}`;
    const older = await publishedPost({ categoryId: category.id, tags: [tag] });
    const post = await publishedPost({
      categoryId: category.id,
      tags: [tag, 'Dubai'],
      contentHtml: `<p>${'word '.repeat(700)}</p>`,
    });
    const response = await anonymous.get<PublicPost>(`/api/blog/posts/${post.slug}`);
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.author.name).toBe('Test admin');
    expect(body.category).toEqual({ slug: category.slug, name: category.name });
    expect(body.tags.map((t) => t.name)).toEqual([tag, 'Dubai']);
    expect(body.readingMinutes).toBe(3);
    expect(body.related[0]!.slug).toBe(older.slug);

    const byCategory = await anonymous.get<PublicPostPage>(
      `/api/blog/posts?category=${category.slug}`,
    );
    expect(byCategory.body.items.map((p) => p.slug)).toEqual([post.slug, older.slug]);
    expect(byCategory.body.category?.slug).toBe(category.slug);
    const tagSlug = body.tags[0]!.slug;
    const byTag = await anonymous.get<PublicPostPage>(`/api/blog/posts?tag=${tagSlug}`);
    expect(byTag.body.items.map((p) => p.slug)).toEqual([post.slug, older.slug]);
    expect((await anonymous.get('/api/blog/posts?category=no-such-category')).status).toBe(404);
    expect((await anonymous.get('/api/blog/posts?page=9999')).status).toBe(404);
  });

  it('puts a scheduled post online at its time, and housekeeping marks it published', async () => {
    const post = await newPost(admin);
    const publishAt = new Date(Date.now() + 1000).toISOString();
    const scheduled = await admin.post<AdminPost>(`/api/admin/blog/posts/${post.id}/publish`, {
      publishAt,
    });
    expect(scheduled.body.status).toBe('scheduled');
    expect(await publicSlugs()).not.toContain(post.slug);
    expect((await anonymous.get(`/api/blog/posts/${post.slug}`)).status).toBe(404);

    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(await publicSlugs()).toContain(post.slug);
    const live = await anonymous.get<PublicPost>(`/api/blog/posts/${post.slug}`);
    expect(live.status).toBe(200);
    expect(live.body.publishedAt).toBe(publishAt);

    await runHousekeeping(server.knex);
    const row = await server.knex('posts').where('id', post.id).first();
    expect(row.status).toBe('published');
    expect(new Date(row.published_at).toISOString()).toBe(publishAt);
  });

  it('stores the HTML sanitised', async () => {
    const post = await newPost(writer, {
      contentHtml:
        '<p onclick="alert(1)">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">x</a><a href="https://rta.ae">RTA</a><iframe src="https://e.x"></iframe>',
    });
    expect(post.contentHtml).toBe(
      '<p>Hi</p><a>x</a><a href="https://rta.ae" rel="noopener noreferrer nofollow">RTA</a>',
    );
    const row = await server.knex('posts').where('id', post.id).first();
    expect(row.content_html).toBe(post.contentHtml);
  });
});

describe('slug changes', () => {
  const pageAt = (slug: string) => server.request(`/blog/${slug}`, { redirect: 'manual' });
  // Whether the page renders is the site build's business (browser tests); here: no redirect.
  const notMoved = async (slug: string) => expect((await pageAt(slug)).status).not.toBe(301);
  const rename = (id: number, slug: string) =>
    admin.request<AdminPost>('PATCH', `/api/admin/blog/posts/${id}`, { body: { slug } });

  it("sends a public post's old addresses to its new one, and never shadows another post", async () => {
    const post = await publishedPost();
    const first = post.slug;
    const second = `moved-${unique()}`;
    const third = `moved-again-${unique()}`;
    expect((await rename(post.id, second)).status).toBe(200);
    expect((await rename(post.id, third)).status).toBe(200);
    for (const old of [first, second]) {
      const response = await pageAt(old);
      expect(response.status, old).toBe(301);
      expect(response.headers.get('location')).toBe(`/blog/${third}`);
    }
    await notMoved(third);

    // Another post may take an old address: its own page wins.
    const other = await publishedPost({ slug: second });
    expect(other.slug).toBe(second);
    await notMoved(second);
    expect((await pageAt(first)).status).toBe(301);

    // Back to draft: its old addresses lead nowhere.
    expect((await admin.post(`/api/admin/blog/posts/${post.id}/unpublish`)).status).toBe(200);
    await notMoved(first);
  });

  it('keeps no old address for a post that was never public', async () => {
    const draft = await newPost(admin);
    expect((await rename(draft.id, `draft-${unique()}`)).status).toBe(200);
    await notMoved(draft.slug);
  });
});

describe('long posts', () => {
  it('saves a long post sent with its editor document, and answers 413 past 1 MB', async () => {
    const paragraph = 'Salik gates, deposits and mileage: plain words for renters. '.repeat(20);
    const paragraphs = Array.from({ length: 60 }, () => paragraph);
    const contentHtml = paragraphs.map((text) => `<p>${text}</p>`).join('');
    const contentJson = {
      type: 'doc',
      content: paragraphs.map((text) => ({
        type: 'paragraph',
        content: [{ type: 'text', text }],
      })),
    };
    const body = { title: `Long read ${unique()}`, contentHtml, contentJson };
    expect(JSON.stringify(body).length).toBeGreaterThan(140_000);
    const saved = await writer.post<AdminPost>('/api/admin/blog/posts', body);
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body.contentHtml.length).toBeGreaterThan(70_000);

    const tooLarge = await writer.post('/api/admin/blog/posts', {
      ...body,
      contentJson: { type: 'doc', padding: 'x'.repeat(1_100_000) },
    });
    expect(tooLarge.status).toBe(413);
    // Other routes keep the small limit.
    const category = await writer.post('/api/admin/blog/categories', { name: 'x'.repeat(120_000) });
    expect(category.status).toBe(413);
  });
});

describe('categories', () => {
  it('lets writers read categories for the editor, but only admins change them', async () => {
    const category = await createCategory();
    const listed = await writer.get<{ id: number }[]>('/api/admin/blog/categories');
    expect(listed.status).toBe(200);
    expect(listed.body.map((c) => c.id)).toContain(category.id);
    expect((await writer.post('/api/admin/blog/categories', { name: 'Mine' })).status).toBe(403);
    const rename = await writer.request('PATCH', `/api/admin/blog/categories/${category.id}`, {
      body: { name: 'Renamed' },
    });
    expect(rename.status).toBe(403);
    const removal = await writer.request('DELETE', `/api/admin/blog/categories/${category.id}`);
    expect(removal.status).toBe(403);
  });

  it('refuses to delete a category in use (409) unless its posts are reassigned', async () => {
    const used = await createCategory();
    const other = await createCategory();
    const post = await newPost(admin, { categoryId: used.id });
    const refused = await admin.request('DELETE', `/api/admin/blog/categories/${used.id}`);
    expect(refused.status).toBe(409);
    expect((refused.body as { error: { message: string } }).error.message).toMatch(/1 post/);
    const moved = await admin.request(
      'DELETE',
      `/api/admin/blog/categories/${used.id}?reassignTo=${other.id}`,
    );
    expect(moved.status).toBe(204);
    expect((await admin.get<AdminPost>(`/api/admin/blog/posts/${post.id}`)).body.categoryId).toBe(
      other.id,
    );
    const unused = await createCategory();
    expect((await admin.request('DELETE', `/api/admin/blog/categories/${unused.id}`)).status).toBe(
      204,
    );
  });
});

describe('invitations', () => {
  async function invite(role: 'writer' | 'admin' = 'writer') {
    const email = `invited-${unique()}@test.ae`;
    const response = await admin.post<CreatedInvitation>('/api/admin/blog/invitations', {
      email,
      role,
    });
    expect(response.status, response.text).toBe(201);
    const token = response.body.link.split('/').pop()!;
    return { ...response.body, token };
  }

  it('refuses a common or short password, naming the field, and keeps the link usable', async () => {
    const invitation = await invite();
    const guest = new TestClient(server.baseUrl);
    const path = `/api/blog/invitations/${invitation.token}/accept`;
    const common = await guest.post<{ error: { fields: Record<string, string> } }>(path, {
      name: 'New Writer',
      password: 'qwertyuiop',
    });
    expect(common.status).toBe(400);
    expect(common.body.error.fields.password).toMatch(/^This password is too easy to guess/);
    const short = await guest.post<{ error: { fields: Record<string, string> } }>(path, {
      name: 'New Writer',
      password: 'short1',
    });
    expect(short.body.error.fields).toEqual({ password: 'Use at least 10 characters' });
    expect(
      (await guest.post(path, { name: 'New Writer', password: 'a new password' })).status,
    ).toBe(201);
  });

  it('stores only the hash of the token, and signs the new writer in once', async () => {
    const invitation = await invite();
    expect(invitation.link).toMatch(/\/admin\/invitation\/[A-Za-z0-9_-]{43}$/);
    const row = await server.knex('invitations').where('id', invitation.id).first();
    expect(row.token_hash).toBe(hashInvitationToken(invitation.token));
    expect(JSON.stringify(row)).not.toContain(invitation.token);

    const guest = new TestClient(server.baseUrl);
    const accepted = await guest.post<{ role: string; email: string }>(
      `/api/blog/invitations/${invitation.token}/accept`,
      { name: 'New Writer', password: 'a new password' },
    );
    expect(accepted.status, accepted.text).toBe(201);
    expect(accepted.body).toMatchObject({ role: 'writer', email: invitation.email });
    expect((await guest.get('/api/admin/blog/posts')).status).toBe(200);

    const again = await new TestClient(server.baseUrl).post(
      `/api/blog/invitations/${invitation.token}/accept`,
      { name: 'Second', password: 'another password' },
    );
    expect(again.status).toBe(404);
    const list = await admin.get<BlogInvitation[]>('/api/admin/blog/invitations');
    expect(list.body.find((i) => i.id === invitation.id)?.status).toBe('accepted');
  });

  it('refuses a revoked or expired invitation', async () => {
    const revoked = await invite();
    expect(
      (await admin.request('DELETE', `/api/admin/blog/invitations/${revoked.id}`)).status,
    ).toBe(204);
    const body = { name: 'Late', password: 'a new password' };
    expect(
      (await anonymous.post(`/api/blog/invitations/${revoked.token}/accept`, body)).status,
    ).toBe(404);

    const expired = await invite('admin');
    await server
      .knex('invitations')
      .where('id', expired.id)
      .update({ expires_at: new Date(Date.now() - 1000) });
    const refused = await anonymous.post(`/api/blog/invitations/${expired.token}/accept`, body);
    expect(refused.status).toBe(404);
    expect(refused.text).toMatch(/expired/);
    const list = await admin.get<BlogInvitation[]>('/api/admin/blog/invitations');
    expect(list.body.find((i) => i.id === revoked.id)?.status).toBe('revoked');
    expect(list.body.find((i) => i.id === expired.id)?.status).toBe('expired');
  });

  describe('looking an invitation up (GET /api/blog/invitations/:token)', () => {
    const lookUp = (token: string) =>
      anonymous.get<InvitationPreview & { error: { message: string } }>(
        `/api/blog/invitations/${token}`,
      );
    const refusal = async (token: string) => {
      const response = await lookUp(token);
      expect(response.status).toBe(404);
      // Nothing of the invitation travels with a refusal.
      expect(Object.keys(response.body)).toEqual(['error']);
      return response.body.error.message;
    };

    it('tells anyone with the link who is invited, as what, until when', async () => {
      const invitation = await invite('admin');
      const response = await lookUp(invitation.token);
      expect(response.status, response.text).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.body).toEqual({
        email: invitation.email,
        role: 'admin',
        expiresAt: invitation.expiresAt,
        blogTitle: expect.any(String),
      });
    });

    it('says a used link has been used', async () => {
      const invitation = await invite();
      const accepted = await new TestClient(server.baseUrl).post(
        `/api/blog/invitations/${invitation.token}/accept`,
        { name: 'Used Link', password: 'a new password' },
      );
      expect(accepted.status).toBe(201);
      expect(await refusal(invitation.token)).toBe('This invitation has already been used');
    });

    it('says a revoked link was withdrawn and an expired one expired', async () => {
      const revoked = await invite();
      await admin.request('DELETE', `/api/admin/blog/invitations/${revoked.id}`);
      expect(await refusal(revoked.token)).toBe('This invitation has been withdrawn');

      const expired = await invite();
      await server
        .knex('invitations')
        .where('id', expired.id)
        .update({ expires_at: new Date(Date.now() - 1000) });
      expect(await refusal(expired.token)).toBe('This invitation has expired: ask for a new one');
    });

    it('answers the same 404 for unknown and malformed tokens', async () => {
      const unknown = (await invite()).token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
      for (const token of [unknown, 'x', 'not%20a%20token', 'a'.repeat(500)]) {
        expect(await refusal(token), token).toBe('This invitation link is not valid');
      }
    });
  });

  it('refuses an invitation for an e-mail that has an account', async () => {
    const user = await buildUserWithPassword(PASSWORD, { role: 'vendor' });
    const response = await admin.post('/api/admin/blog/invitations', {
      email: user.email,
      role: 'writer',
    });
    expect(response.status).toBe(409);
  });
});

describe('writers', () => {
  it('lists writers with post counts, and deactivating one ends their sessions', async () => {
    const user = await buildUserWithPassword(PASSWORD, { role: 'writer' });
    const client = new TestClient(server.baseUrl);
    await client.login(user.email, PASSWORD);
    await newPost(client);
    const list = await admin.get<{ id: number; postCount: number }[]>('/api/admin/blog/writers');
    expect(list.body.find((w) => w.id === user.id)?.postCount).toBe(1);

    const patched = await admin.request<{ status: string }>(
      'PATCH',
      `/api/admin/blog/writers/${user.id}`,
      { body: { status: 'disabled' } },
    );
    expect(patched.status).toBe(200);
    expect(patched.body.status).toBe('disabled');
    expect((await client.get('/api/admin/blog/posts')).status).toBe(401);
  });
});
