import { describe, expect, it, vi } from 'vitest';
import { createCatalogueCache } from './catalogueCache';

describe('catalogue cache', () => {
  it('serves a repeated key from memory until cleared', async () => {
    const cache = createCatalogueCache(60);
    const load = vi.fn(async () => ({ total: 3 }));
    expect(await cache.get('a', load)).toEqual({ total: 3 });
    expect(await cache.get('a', load)).toEqual({ total: 3 });
    expect(load).toHaveBeenCalledTimes(1);
    cache.clear();
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses and forgets failures', async () => {
    const cache = createCatalogueCache(60);
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return 'ok';
    };
    const results = await Promise.allSettled([cache.get('k', load), cache.get('k', load)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await cache.get('k', load)).toBe('ok');
    expect(calls).toBe(2);
  });

  it('after the freshness, serves the old answer once while it refreshes in the background', async () => {
    const cache = createCatalogueCache(1);
    let version = 1;
    const load = vi.fn(async () => version);
    expect(await cache.get('k', load)).toBe(1);
    version = 2;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await cache.get('k', load)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await cache.get('k', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep an answer whose load began before a clear', async () => {
    const cache = createCatalogueCache(60);
    let release: (value: string) => void = () => undefined;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('is off with a time to live of 0', async () => {
    const cache = createCatalogueCache(0);
    const load = vi.fn(async () => 1);
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('catalogue cache bounded by bytes', () => {
  it('keeps what fits in maxBytes and drops the least recently used first', async () => {
    // Each value is ~200 KB (100,000 characters at two bytes): five fit in 1 MB, not six.
    const cache = createCatalogueCache(60, { maxBytes: 1024 * 1024 });
    const page = (n: number) => async () => ({ html: `${n}`.padEnd(100_000, 'x') });
    for (let n = 0; n < 6; n++) await cache.get(`page:${n}`, page(n));
    const load = vi.fn(page(99));
    await cache.get('page:5', load); // the newest is kept
    expect(load).not.toHaveBeenCalled();
    await cache.get('page:0', load); // the oldest went
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a value larger than the whole budget', async () => {
    const cache = createCatalogueCache(60, { maxBytes: 1000 });
    const load = vi.fn(async () => 'y'.repeat(1000));
    await cache.get('big', load);
    await cache.get('big', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
