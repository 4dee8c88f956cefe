import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/testServer';
import { buildApiRouter } from '../routes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a NUL character in a path', () => {
  it('is a 404 for a blog post, never a 500, and never publicly cached', async () => {
    const response = await server.request('/api/blog/posts/a%00b');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/public/);
    expect((await response.json()).error.code).toBe('not_found');
  });

  it('is a 404 on every GET route with a parameter in its path, signed out', async () => {
    const withParams = buildApiRouter(server.knex).routes.filter(
      (route) => route.method === 'get' && route.path.includes(':'),
    );
    expect(withParams.length).toBeGreaterThan(5);
    for (const route of withParams) {
      const path = `/api${route.path.replace(/:[A-Za-z]+/g, 'a%00b')}`;
      const response = await server.request(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.get('cache-control') ?? '').not.toMatch(/public/);
    }
  });

  it('an error answer is never cacheable, even after the handler said it would be', async () => {
    const response = await server.request('/api/blog/posts/no-such-post-anywhere');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('is a 404 for a site page too (its data is asked for with the same path)', async () => {
    const response = await server.request('/blog/a%00b');
    expect(response.status).not.toBe(500);
  });
});
