import type { Knex } from 'knex';
import type { Logger } from '../logger';
import { createCatalogueCache, type CatalogueCache } from './catalogueCache';
import { createAvailabilityIndex, type AvailabilityIndex } from './availabilityIndex';
import {
  catalogueChanges,
  MAX_NOTIFIED_CARS,
  type CatalogueChanges,
  type CatalogueTopic,
} from './catalogueChanges';
import { createCarCards, type CarCards } from './carCards';
import { createFacetIndex, type FacetIndex } from './facetIndex';

/**
 * What the server keeps in memory about the public catalogue: cached answers (and rendered
 * pages) and the search index (services/facetIndex.ts). Every write that changes what renters
 * see (a listing approved, edited, deactivated, a company suspended) calls `changed()`: this
 * process forgets at once, rebuilds its index, and tells the other server processes on the same database, which forget too (catalogueChanges.ts:
 * PostgreSQL LISTEN/NOTIFY, within milliseconds).
 */
export interface Catalogue {
  cache: CatalogueCache;
  facets: FacetIndex;
  /** Each public car's search-result JSON, by id (services/carCards.ts). */
  cards: CarCards;
  /** Which cars are blocked on a trip's days (services/availabilityIndex.ts). */
  availability: AvailabilityIndex;
  /** The one entry point for a change: forget here, and in every other process. */
  changed(): void;
  /**
   * Cars' blocked days changed (a block added or removed, a lead won with dates): forget the
   * blocks and the cached answers here and in every other process; the search index stays.
   * One car or many (a fleet blocked at once: one notification for all of them).
   */
  availabilityChanged(carIds: number | readonly number[]): void;
  /** Stops listening for other processes' changes (server shutdown). */
  close(): Promise<void>;
}

/**
 * What the catalogue cache may hold (answers and rendered pages): 64 MB. A rendered page with its
 * Brotli and gzip forms is 150–400 KB, a page of search results as JSON ~25 KB, so this keeps the
 * few hundred popular pages and searches warm; beyond it the least recently used go.
 */
export const CATALOGUE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * What the cars' search-result JSON may hold (carCards.ts): 128 MB, every public car of a
 * 100,000-car catalogue (a card is ~1 KB). The long tail's deep pages meet cars no other search
 * showed: with 32 MB most of them were loaded with SQL, the largest share of a search's CPU.
 * Only kept while the index is (FACET_INDEX_SECONDS > 0): tests that build the index for every
 * search load every car for every search too.
 */
export const CAR_CARDS_BYTES = 128 * 1024 * 1024;

export function createCatalogue(
  knex: Knex,
  options: {
    answerSeconds: number;
    facetIndexSeconds: number;
    /** PostgreSQL's URL, to hear other processes' changes; unset on the embedded database. */
    databaseUrl?: string | undefined;
    logger?: Logger;
  },
): Catalogue {
  const cache = createCatalogueCache(options.answerSeconds, { maxBytes: CATALOGUE_CACHE_BYTES });
  const cards = createCarCards({
    maxBytes: options.facetIndexSeconds > 0 ? CAR_CARDS_BYTES : 0,
  });
  const forget = (topic: CatalogueTopic, carIds?: readonly number[]) => {
    // Cached answers and pages with dates depend on the blocks: both topics clear them.
    cache.clear();
    availability.changed(topic === 'availability' ? carIds : undefined);
    if (topic === 'availability') return;
    cards.clear();
    facets.changed();
  };
  const changes: CatalogueChanges = catalogueChanges({
    knex,
    databaseUrl: options.databaseUrl,
    onRemoteChange: forget,
    logger: options.logger,
  });
  const availability = createAvailabilityIndex(knex, options.facetIndexSeconds, {
    ready: changes.ready,
  });
  // Answers made from the index a change replaced are forgotten once the new index is ready
  // (and the cards: a rebuild may follow a change no process announced). A build reads the
  // catalogue once this process listens for other processes' changes.
  const facets = createFacetIndex(knex, options.facetIndexSeconds, {
    onRebuilt: () => {
      cache.clear();
      cards.clear();
    },
    ready: changes.ready,
    blocked: (range) => availability.blockedCarIds(range),
  });
  return {
    cache,
    facets,
    cards,
    availability,
    changed() {
      forget('catalogue');
      changes.publish('catalogue');
    },
    availabilityChanged(carIds) {
      const cars = typeof carIds === 'number' ? [carIds] : carIds;
      if (cars.length === 0) return;
      // Beyond what one notification names, every car's blocks are read again, here too (one
      // query either way, and no `IN` list of thousands of ids).
      const named = cars.length <= MAX_NOTIFIED_CARS ? cars : undefined;
      forget('availability', named);
      changes.publish('availability', named);
    },
    close: () => changes.close(),
  };
}
