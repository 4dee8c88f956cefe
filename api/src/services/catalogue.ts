import type { Knex } from 'knex';
import { createCatalogueCache, type CatalogueCache } from './catalogueCache';
import { createFacetIndex, type FacetIndex } from './facetIndex';

/**
 * What the server keeps in memory about the public catalogue: cached answers and the search
 * index (services/facetIndex.ts). Every write that changes what renters see (a listing approved, edited, deactivated, a
 * company suspended) calls `changed()` so this server forgets at once.
 */
export interface Catalogue {
  cache: CatalogueCache;
  facets: FacetIndex;
  changed(): void;
}

/**
 * What the catalogue cache may hold (answers and rendered pages): 64 MB. A rendered page with its
 * Brotli and gzip forms is 150–400 KB, a page of search results as JSON ~25 KB, so this keeps the
 * few hundred popular pages and searches warm; beyond it the least recently used go.
 */
export const CATALOGUE_CACHE_BYTES = 64 * 1024 * 1024;

export function createCatalogue(
  knex: Knex,
  options: { answerSeconds: number; facetIndexSeconds: number },
): Catalogue {
  const cache = createCatalogueCache(options.answerSeconds, { maxBytes: CATALOGUE_CACHE_BYTES });
  // Answers made from the index a change replaced are forgotten once the new index is ready.
  const facets = createFacetIndex(knex, options.facetIndexSeconds, {
    onRebuilt: () => cache.clear(),
  });
  return {
    cache,
    facets,
    changed() {
      cache.clear();
      facets.changed();
    },
  };
}
