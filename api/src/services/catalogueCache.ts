/**
 * Public catalogue answers (searches, featured cars) kept in memory for a few seconds: the same
 * searches come again and again (home page rows, landing pages, popular filters), and serving
 * them from memory is what keeps the listing fast at 100,000 cars. Any change to listings or
 * companies made through this server clears the cache at once (`catalogueChanged`); another
 * server process sees the change within SEARCH_CACHE_SECONDS.
 */
import { LRUCache } from 'lru-cache';

export interface CatalogueCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createCatalogueCache(ttlSeconds: number, maxEntries = 2000): CatalogueCache {
  if (ttlSeconds <= 0) {
    return { get: (_key, load) => load(), clear: () => undefined };
  }
  const cache = new LRUCache<string, { value: unknown }>({
    max: maxEntries,
    ttl: ttlSeconds * 1000,
  });
  // Concurrent misses for one key share one load.
  const loading = new Map<string, Promise<unknown>>();
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = cache.get(key);
      if (hit) return hit.value as T;
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;
      const promise = load()
        .then((value) => {
          cache.set(key, { value });
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, promise);
      return promise;
    },
    clear: () => {
      cache.clear();
      loading.clear();
    },
  };
}
