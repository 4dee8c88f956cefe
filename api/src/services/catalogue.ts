import type { Knex } from 'knex';
import { createCatalogueCache, type CatalogueCache } from './catalogueCache';
import { createFacetIndex, type FacetIndex } from './facetIndex';

/**
 * What the server keeps in memory about the public catalogue: cached answers and the facet
 * index. Every write that changes what renters see (a listing approved, edited, deactivated, a
 * company suspended) calls `changed()` so this server forgets at once.
 */
export interface Catalogue {
  cache: CatalogueCache;
  facets: FacetIndex;
  changed(): void;
}

export function createCatalogue(
  knex: Knex,
  options: { answerSeconds: number; facetIndexSeconds: number },
): Catalogue {
  const cache = createCatalogueCache(options.answerSeconds);
  const facets = createFacetIndex(knex, options.facetIndexSeconds);
  return {
    cache,
    facets,
    changed() {
      cache.clear();
      facets.clear();
    },
  };
}
