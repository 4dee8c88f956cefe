import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPost } from '@core/schemas/blog';
import { signedInUser, type TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'csp images password 1';
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://cars.example.ae' });
  admin = await signedInUser(server.baseUrl, PASSWORD, 'admin');
});
afterAll(() => server.close());

/** Whether a CSP's img-src (else default-src) lets a page at `pageOrigin` load `src`. */
function cspAllowsImage(csp: string, pageOrigin: string, src: string): boolean {
  const directives = new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  const sources = directives.get('img-src') ?? directives.get('default-src') ?? [];
  const url = new URL(src, pageOrigin);
  return sources.some(
    (source) =>
      (source === "'self'" && url.origin === pageOrigin) ||
      source === url.protocol ||
      (!source.startsWith("'") && !source.endsWith(':') && url.href.startsWith(source)),
  );
}

describe('pictures in blog posts and the site CSP', () => {
  it('every image the editor may put in a post is one the site lets the browser load', async () => {
    const external = 'https://images.unsplash.example/photo-1.jpg';
    const created = await admin.post<AdminPost>('/api/admin/blog/posts', {
      title: `Pictures ${randomUUID().slice(0, 8)}`,
      contentHtml: `<p>Desert drive</p><img src="${external}" alt="Dunes"><img src="/media/uploads/public/blog/a-1200.webp" alt="Ours">`,
      coverImageUrl: 'https://cdn.example.org/cover.jpg',
    });
    expect(created.status, created.text).toBe(201);
    const sources = [...created.body.contentHtml.matchAll(/<img[^>]*src="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(sources).toEqual([external, '/media/uploads/public/blog/a-1200.webp']);

    for (const page of ['/blog/anything', '/admin/blog/posts']) {
      const csp = (await server.request(page)).headers.get('content-security-policy') ?? '';
      for (const src of [...sources, created.body.coverImageUrl!]) {
        expect({ page, src, allowed: cspAllowsImage(csp, 'https://cars.example.ae', src) }).toEqual(
          {
            page,
            src,
            allowed: true,
          },
        );
      }
      // Plain http pictures stay blocked (the editor refuses them too).
      expect(cspAllowsImage(csp, 'https://cars.example.ae', 'http://example.com/a.jpg')).toBe(
        false,
      );
    }
  });
});
