/**
 * Public catalogue answers (searches, featured cars, car pages) kept in memory: the same
 * searches come again and again (home page rows, landing pages, popular filters), and serving
 * them from memory is what keeps the listing fast at 100,000 cars.
 *
 * Freshness: an answer is fresh for SEARCH_CACHE_SECONDS. After that the next request still gets
 * it at once while one refresh runs in the background (stale-while-revalidate), so a slow query
 * never stalls renters. Any change to listings or companies clears the cache at once (`clear`,
 * through `Catalogue.changed()`), in this process and, told by PostgreSQL, in every other one on
 * the same database (catalogueChanges.ts). Entries unused for four times the freshness are dropped.
 *
 * Size: bounded by bytes as well as by entries (`maxBytes`, least recently used dropped first),
 * since entries range from a few hundred bytes (a small JSON answer) to a few hundred KB (a
 * rendered page with its compressed forms): a count alone let 2,000 pages take 2 GB.
 */
import { LRUCache } from 'lru-cache';
import { approximateBytes } from './approximateBytes';

export interface CatalogueCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Is `value` what the cache holds under `key`, and still fresh? (Never, with the cache off.) */
  holdsFresh(key: string, value: unknown): boolean;
  clear(): void;
}

interface Entry {
  value: unknown;
  freshUntil: number;
}

export interface CatalogueCacheLimits {
  maxEntries?: number;
  /** What the kept values may take in memory together (approximateBytes); unset: no bound. */
  maxBytes?: number;
}

export function createCatalogueCache(
  ttlSeconds: number,
  { maxEntries = 2000, maxBytes }: CatalogueCacheLimits = {},
): CatalogueCache {
  if (ttlSeconds <= 0) {
    return { get: (_key, load) => load(), holdsFresh: () => false, clear: () => undefined };
  }
  const freshMs = ttlSeconds * 1000;
  const cache = new LRUCache<string, Entry>({
    max: maxEntries,
    ttl: freshMs * 4,
    ...(maxBytes !== undefined && {
      maxSize: maxBytes,
      // An entry larger than the whole budget is not kept (lru-cache skips it).
      sizeCalculation: (entry, key) => Math.max(1, approximateBytes(entry.value) + key.length * 2),
    }),
  });
  // Concurrent misses (or refreshes) of one key share one load.
  const loading = new Map<string, Promise<unknown>>();
  let generation = 0;

  function refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const pending = loading.get(key);
    if (pending) return pending as Promise<T>;
    const startedIn = generation;
    const promise = load()
      .then((value) => {
        // An answer loaded before a `clear` may be stale: do not keep it.
        if (startedIn === generation) cache.set(key, { value, freshUntil: Date.now() + freshMs });
        return value;
      })
      .finally(() => loading.delete(key));
    loading.set(key, promise);
    return promise;
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = cache.get(key);
      if (!hit) return refresh(key, load);
      if (Date.now() > hit.freshUntil) {
        // Served stale this once; a failed background refresh keeps the old answer.
        refresh(key, load).catch(() => undefined);
      }
      return hit.value as T;
    },
    holdsFresh(key: string, value: unknown): boolean {
      const hit = cache.get(key);
      return hit !== undefined && hit.value === value && Date.now() <= hit.freshUntil;
    },
    clear: () => {
      generation += 1;
      cache.clear();
      loading.clear();
    },
  };
}
