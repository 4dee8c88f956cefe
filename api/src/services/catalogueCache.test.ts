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
