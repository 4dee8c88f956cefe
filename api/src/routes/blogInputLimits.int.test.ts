import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPost } from '@core/schemas/blog';
import { BLOG_LIMITS } from '@core/schemas/blog';
import { buildUserWithPassword } from '../../test/factories';
import { TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'blog limits password 1';
let server: TestServer;
let writer: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  const user = await buildUserWithPassword(PASSWORD, { role: 'writer', name: 'Deep writer' });
  writer = new TestClient(server.baseUrl);
  expect((await writer.login(user.email, PASSWORD)).status).toBe(200);
});
afterAll(() => server.close());

/** A Tiptap-like document nested `levels` JSON levels deep (each node is an object and an array). */
function nestedDocument(levels: number): Record<string, unknown> {
  let node: Record<string, unknown> = { type: 'text', text: 'deep' };
  for (let level = 1; level + 2 <= levels; level += 2)
    node = { type: 'blockquote', content: [node] };
  return node;
}

const newPost = (contentJson: unknown) =>
  writer.post<AdminPost>('/api/admin/blog/posts', {
    title: `Deep thoughts ${randomUUID().slice(0, 8)}`,
    contentHtml: '<p>deep</p>',
    contentJson,
  });

describe("a post's editor document nested too deep", () => {
  it('is a 400 naming contentJson, and nothing is created', async () => {
    const before = await server.knex('posts').count({ n: '*' }).first();
    // 5,000 levels: written as text, since JSON.stringify runs out of stack before that.
    const nodes = 2500;
    const deepJson = `${'{"type":"blockquote","content":['.repeat(nodes - 1)}{"type":"text","text":"deep"}${']}'.repeat(nodes - 1)}`;
    const response = await writer.request('POST', '/api/admin/blog/posts', {
      rawBody: `{"title":"Deep ${randomUUID().slice(0, 8)}","contentHtml":"<p>deep</p>","contentJson":${deepJson}}`,
    });
    expect(response.status, response.text).toBe(400);
    expect(response.text).toContain('contentJson');
    expect(JSON.parse(response.text).error.fields).toHaveProperty('contentJson');
    const after = await server.knex('posts').count({ n: '*' }).first();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('is refused on an edit too, while a document within the limit is kept', async () => {
    const created = await newPost(nestedDocument(BLOG_LIMITS.contentJsonDepth - 5));
    expect(created.status, created.text).toBe(201);
    const edit = await writer.request('PATCH', `/api/admin/blog/posts/${created.body.id}`, {
      body: { contentJson: nestedDocument(BLOG_LIMITS.contentJsonDepth + 1) },
    });
    expect(edit.status, edit.text).toBe(400);
    expect(JSON.parse(edit.text).error.fields).toHaveProperty('contentJson');
  });
});
