/**
 * The blog in two languages (issue #21): a post's language and the original it translates, as
 * the console sets them and the server checks them; the public list and post by language, the
 * translations a post points at; the sitemap and the redirects by language.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPost,
  BlogCategory,
  BlogCategoryWithCount,
  PublicPost,
  PublicPostPage,
} from '@core/schemas/blog';
import { buildUserWithPassword } from '../../test/factories';
import { TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const ORIGIN = 'https://rent.example.ae';
const PASSWORD = 'blog languages password 1';
let server: TestServer;
let admin: TestClient;
let writer: TestClient;
let anonymous: TestClient;

type Failure = { error: { fields?: Record<string, string> } };
const unique = () => randomUUID().slice(0, 8);

async function signedIn(role: 'admin' | 'writer') {
  const user = await buildUserWithPassword(PASSWORD, { role, name: `Test ${role}` });
  const client = new TestClient(server.baseUrl);
  expect((await client.login(user.email, PASSWORD)).status).toBe(200);
  return client;
}

async function newPost(client: TestClient, fields: Record<string, unknown> = {}) {
  const response = await client.post<AdminPost>('/api/admin/blog/posts', {
    title: `Salik explained ${unique()}`,
    contentHtml: '<p>Tolls and deposits.</p>',
    ...fields,
  });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

async function published(fields: Record<string, unknown> = {}) {
  const post = await newPost(admin, fields);
  expect((await admin.post(`/api/admin/blog/posts/${post.id}/publish`)).status).toBe(200);
  return post;
}

const patch = (client: TestClient, id: number, body: Record<string, unknown>) =>
  client.request<AdminPost & Failure>('PATCH', `/api/admin/blog/posts/${id}`, { body });

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: ORIGIN });
  admin = await signedIn('admin');
  writer = await signedIn('writer');
  anonymous = new TestClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

describe('a post’s language and translation in the console', () => {
  it('is English unless told, and refuses an unknown language with the field', async () => {
    expect((await newPost(writer)).language).toBe('en');
    const arabic = await newPost(writer, { language: 'ar', title: 'سالك ببساطة' });
    expect(arabic).toMatchObject({ language: 'ar', translationOfId: null });
    const bad = await writer.post<Failure>('/api/admin/blog/posts', {
      title: 'x',
      contentHtml: '<p>x</p>',
      language: 'fr',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('language');
    const badPatch = await patch(writer, arabic.id, { language: 'xx' });
    expect(badPatch.status).toBe(400);
    expect(badPatch.body.error.fields).toHaveProperty('language');
  });

  it('links a translation to its original, and checks the link', async () => {
    const original = await published();
    const translation = await newPost(admin, {
      language: 'ar',
      translationOfId: original.id,
      title: 'شرح سالك',
    });
    expect(translation.translationOfId).toBe(original.id);

    const refused = async (body: Record<string, unknown>, id: number, status = 400) => {
      const response = await patch(admin, id, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      return response.body.error.fields ?? {};
    };
    // Itself, a translation, the same language, an unknown post.
    expect(await refused({ translationOfId: translation.id }, translation.id)).toHaveProperty(
      'translationOfId',
    );
    const other = await newPost(admin, { language: 'en' });
    expect(await refused({ translationOfId: translation.id }, other.id)).toHaveProperty(
      'translationOfId',
    );
    expect(await refused({ translationOfId: original.id }, other.id)).toHaveProperty(
      'translationOfId',
    );
    expect(await refused({ translationOfId: 2_000_000 }, other.id)).toHaveProperty(
      'translationOfId',
    );
    // A second Arabic translation of the same original: taken.
    const second = await newPost(admin, { language: 'ar' });
    expect(await refused({ translationOfId: original.id }, second.id, 409)).toHaveProperty(
      'translationOfId',
    );
    // The original cannot turn into a translation, nor into its translation's language.
    expect(await refused({ translationOfId: second.id }, original.id)).toHaveProperty(
      'translationOfId',
    );
    expect(await refused({ language: 'ar' }, original.id)).toHaveProperty('language');
    // Unlinked again: null.
    const unlinked = await patch(admin, translation.id, { translationOfId: null });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.translationOfId).toBeNull();
  });

  it('lets a writer link their draft to a public post, not to another writer’s draft', async () => {
    const draft = await newPost(admin);
    const mine = await newPost(writer, { language: 'ar' });
    const hidden = await patch(writer, mine.id, { translationOfId: draft.id });
    expect(hidden.status).toBe(400);
    expect(hidden.body.error.fields?.translationOfId).toBe('No such post');
    const live = await published();
    expect((await patch(writer, mine.id, { translationOfId: live.id })).status).toBe(200);
  });
});

describe('the public blog by language', () => {
  let english: AdminPost;
  let arabic: AdminPost;
  let alone: AdminPost;
  beforeAll(async () => {
    english = await published({ title: `Deposits ${unique()}` });
    arabic = await published({
      title: 'مبلغ التأمين',
      language: 'ar',
      translationOfId: english.id,
      slug: `deposit-ar-${unique()}`,
    });
    alone = await published({ title: `Hatta ${unique()}` });
  });

  it('lists the posts of the asked language only (English by default)', async () => {
    const slugs = async (query: string) =>
      (await anonymous.get<PublicPostPage>(`/api/blog/posts${query}`)).body.items.map(
        (post) => post.slug,
      );
    const englishList = await slugs('');
    expect(englishList).toContain(english.slug);
    expect(englishList).not.toContain(arabic.slug);
    const arabicList = await slugs('?language=ar');
    expect(arabicList).toEqual([arabic.slug]);
    expect((await anonymous.get<Failure>('/api/blog/posts?language=de')).status).toBe(400);
  });

  it('gives a post its translations both ways, none for a post alone; another language: 404', async () => {
    const arabicPost = await anonymous.get<PublicPost>(
      `/api/blog/posts/${arabic.slug}?language=ar`,
    );
    expect(arabicPost.body).toMatchObject({
      language: 'ar',
      translations: [{ language: 'en', slug: english.slug }],
    });
    const englishPost = await anonymous.get<PublicPost>(`/api/blog/posts/${english.slug}`);
    expect(englishPost.body.translations).toEqual([{ language: 'ar', slug: arabic.slug }]);
    expect(englishPost.body.related.every((post) => post.language === 'en')).toBe(true);
    const lone = await anonymous.get<PublicPost>(`/api/blog/posts/${alone.slug}`);
    expect(lone.body.translations).toEqual([]);
    expect((await anonymous.get(`/api/blog/posts/${arabic.slug}?language=en`)).status).toBe(404);
  });

  it('puts each post in the sitemap in its language, alternates only between translations', async () => {
    const xml = await (await server.request('/sitemap.xml')).text();
    const entry = (path: string) =>
      [...xml.matchAll(/<url>(.*?)<\/url>/g)]
        .map((m) => m[1]!)
        .find((e) => e.includes(`<loc>${ORIGIN}${path}</loc>`));
    const arabicEntry = entry(`/ar/blog/${arabic.slug}`);
    expect(arabicEntry).toContain(`hreflang="en" href="${ORIGIN}/blog/${english.slug}"`);
    expect(arabicEntry).toContain(`hreflang="ar" href="${ORIGIN}/ar/blog/${arabic.slug}"`);
    expect(arabicEntry).toContain(`hreflang="x-default" href="${ORIGIN}/blog/${english.slug}"`);
    expect(entry(`/blog/${english.slug}`)).toContain(`href="${ORIGIN}/ar/blog/${arabic.slug}"`);
    expect(entry(`/blog/${arabic.slug}`)).toBeUndefined();
    expect(entry(`/ar/blog/${alone.slug}`)).toBeUndefined();
    expect(entry(`/blog/${alone.slug}`)).not.toContain('xhtml:link');
    expect(entry('/ar/blog')).toContain(`hreflang="en" href="${ORIGIN}/blog"`);
  });

  it('sends a post’s address in the other language to its translation, else to itself', async () => {
    const location = async (path: string) => {
      const response = await server.request(path, { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      return response.headers.get('location');
    };
    expect(await location(`/ar/blog/${english.slug}`)).toBe(`/ar/blog/${arabic.slug}`);
    expect(await location(`/blog/${arabic.slug}`)).toBe(`/blog/${english.slug}`);
    expect(await location(`/ar/blog/${alone.slug}`)).toBe(`/blog/${alone.slug}`);
  });
});

describe('blog categories by language', () => {
  it('names a category in Arabic on the Arabic blog, as written elsewhere, and counts by language', async () => {
    const slug = `fees-${unique()}`;
    const created = await admin.post<BlogCategory>('/api/admin/blog/categories', {
      name: 'Costs & Fees',
      slug,
      description: 'Deposits and tolls.',
      nameAr: 'التكاليف والرسوم',
      descriptionAr: '  ',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ nameAr: 'التكاليف والرسوم', descriptionAr: null });
    const english = await published({ categoryId: created.body.id });
    const arabic = await published({
      categoryId: created.body.id,
      language: 'ar',
      title: 'رسوم سالك',
      translationOfId: english.id,
    });

    const categories = async (query: string) =>
      (await anonymous.get<BlogCategoryWithCount[]>(`/api/blog/categories${query}`)).body.find(
        (category) => category.slug === slug,
      );
    expect(await categories('?language=ar')).toMatchObject({
      name: 'التكاليف والرسوم',
      description: null,
      postCount: 1,
    });
    expect(await categories('?language=ar')).not.toHaveProperty('nameAr');
    expect(await categories('')).toMatchObject({
      name: 'Costs & Fees',
      description: 'Deposits and tolls.',
      postCount: 1,
    });
    expect((await anonymous.get('/api/blog/categories?language=xx')).status).toBe(400);

    const arabicList = await anonymous.get<PublicPostPage>(
      `/api/blog/posts?language=ar&category=${slug}`,
    );
    expect(arabicList.body.category?.name).toBe('التكاليف والرسوم');
    expect(arabicList.body.items.map((post) => post.category?.name)).toEqual(['التكاليف والرسوم']);
    const arabicPost = await anonymous.get<PublicPost>(
      `/api/blog/posts/${arabic.slug}?language=ar`,
    );
    expect(arabicPost.body.category?.name).toBe('التكاليف والرسوم');
    const englishPost = await anonymous.get<PublicPost>(`/api/blog/posts/${english.slug}`);
    expect(englishPost.body.category?.name).toBe('Costs & Fees');

    // Without an Arabic name, the Arabic blog shows the name as written; the console can clear it.
    const cleared = await admin.request<BlogCategory>(
      'PATCH',
      `/api/admin/blog/categories/${created.body.id}`,
      { body: { nameAr: '' } },
    );
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.nameAr).toBeNull();
    expect((await categories('?language=ar'))?.name).toBe('Costs & Fees');
  });
});
