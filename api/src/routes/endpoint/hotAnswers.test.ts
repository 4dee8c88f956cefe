/**
 * A public catalogue answer asked again is sent before the router (hotAnswers.ts), over real
 * HTTP through a real Koa app and catalogue cache: the handler is not run again, the route's
 * `answered` hook still is, and nothing stale or refused is ever sent from there.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AppContext, AppServices, AppState } from '../../appContext';
import { anyone } from '../../policies/policy';
import { createCatalogueCache } from '../../services/catalogueCache';
import { errorHandler } from '../../middleware/errorHandler';
import { createLogger } from '../../logger';
import { ApiRouter } from '../apiRouter';
import { cacheKey, cachedJson } from '../cachedJson';

const servers: http.Server[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

async function start(cacheSeconds: number) {
  const cache = createCatalogueCache(cacheSeconds);
  const calls = { handler: 0, answered: [] as string[] };
  const api = new ApiRouter();
  api.add({
    method: 'get',
    path: '/things',
    policy: anyone,
    cache: 'unset',
    query: z.object({ q: z.string().max(20).optional() }),
    handler: ({ deps, query }) => {
      calls.handler += 1;
      const load = calls.handler;
      return cachedJson(deps, cacheKey('things', query), async () =>
        query.q === 'none' ? null : { q: query.q, load, padding: 'x'.repeat(2000) },
      );
    },
    answered: (_answer, { ctx, query }) => {
      calls.answered.push(`${query.q} ${ctx.get('User-Agent')}`);
    },
  });
  const app = new Koa<AppState, AppContext>();
  app.context.deps = { catalogue: { cache } } as unknown as AppServices;
  app.use(errorHandler(createLogger('silent')));
  app.use((ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    return next();
  });
  app.use(api.hotAnswers.middleware);
  app.use(api.router.routes());
  const server = http.createServer(app.callback());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const response = await fetch(`${base}${path}`, { method, headers });
    return { response, text: method === 'HEAD' ? '' : await response.text() };
  };
  return { cache, calls, get, base };
}

/** A GET through node's http, which (unlike fetch) shows the bytes as sent. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('hot answers', () => {
  it('sends an answer asked again without running the route, and still tells its hook', async () => {
    const { calls, get } = await start(60);
    const first = await get('/api/things?q=a', { 'User-Agent': 'one' });
    const again = await get('/api/things?q=a', { 'User-Agent': 'two' });
    expect(first.response.status).toBe(200);
    expect(again.response.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(JSON.parse(again.text)).toMatchObject({ q: 'a', load: 1 });
    expect(calls.handler).toBe(1);
    expect(calls.answered).toEqual(['a one', 'a two']);
    // The headers of the app's middleware before it, and the answer's own.
    for (const name of ['x-content-type-options', 'content-type', 'vary']) {
      expect(again.response.headers.get(name)).toBe(first.response.headers.get(name));
    }
  });

  it('sends the encoding each client accepts', async () => {
    const { calls, base } = await start(60);
    const plain = await rawGet(`${base}/api/things?q=b`, 'identity');
    const gzipped = await rawGet(`${base}/api/things?q=b`, 'gzip');
    const plainAgain = await rawGet(`${base}/api/things?q=b`, 'identity');
    expect(calls.handler).toBe(1);
    expect(plain.encoding).toBeUndefined();
    expect(gzipped.encoding).toBe('gzip');
    expect(plainAgain.encoding).toBeUndefined();
    expect(gunzipSync(gzipped.body).toString()).toBe(plain.body.toString());
    expect(plainAgain.body.toString()).toBe(plain.body.toString());
  });

  it('goes the usual way once the catalogue changed (the cache cleared)', async () => {
    const { cache, calls, get } = await start(60);
    await get('/api/things?q=c');
    cache.clear();
    const after = await get('/api/things?q=c');
    expect(JSON.parse(after.text)).toMatchObject({ load: 2 });
    expect(calls.handler).toBe(2);
    // …and remembers the new answer.
    await get('/api/things?q=c');
    expect(calls.handler).toBe(2);
  });

  it('goes the usual way once the answer is no longer fresh (served stale while it refreshes)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { calls, get } = await start(60);
    await get('/api/things?q=f');
    vi.setSystemTime(Date.now() + 61_000);
    const stale = await get('/api/things?q=f');
    expect(calls.handler).toBe(2);
    expect(JSON.parse(stale.text)).toMatchObject({ load: 1 });
    await vi.waitFor(async () =>
      expect(JSON.parse((await get('/api/things?q=f')).text)).toMatchObject({ load: 2 }),
    );
  });

  it('never answers with the cache off, for a HEAD, an error or a refused query', async () => {
    const off = await start(0);
    await off.get('/api/things?q=d');
    await off.get('/api/things?q=d');
    expect(off.calls.handler).toBe(2);

    const { calls, get } = await start(60);
    expect((await get('/api/things?q=none')).response.status).toBe(404);
    expect((await get('/api/things?q=none')).response.status).toBe(404);
    expect(calls.handler).toBe(2);
    const tooLong = `/api/things?q=${'y'.repeat(30)}`;
    expect((await get(tooLong)).response.status).toBe(400);
    expect((await get(tooLong)).response.status).toBe(400);
    await get('/api/things?q=e');
    const handled = calls.handler;
    await get('/api/things?q=e', {}, 'HEAD');
    expect(calls.handler).toBe(handled + 1);
  });
});
