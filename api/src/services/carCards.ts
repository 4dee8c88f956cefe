/**
 * Each public car as a search result shows it (presentCar's JSON text), kept in memory by id, so
 * a page of results whose cars were all shown before needs no SQL at all: the long tail of
 * distinct searches keeps meeting the same cars (the first pages of popular filters, featured
 * and newest listings), while each search's answer is asked for only once.
 *
 * Freshness: the same as the search index's. `clear()` runs on every catalogue change (this
 * process's, another process's through catalogueChanges.ts, or a rebuilt index after an
 * unannounced change); a load that started before a clear is not kept. Cars missing from the
 * cache are loaded by id with the public rule applied again (carSearch.ts `loadCars`), so a car
 * that has just left is never shown.
 *
 * Size: bounded by bytes (`maxBytes`: V8 keeps a text of Latin-1 characters at one byte a
 * character, any other at two), least recently shown dropped first. A card is ~1 KB of JSON.
 */
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { presentCar } from '../presenters/car';
import { loadCars } from './carSearch';

const BEYOND_LATIN1 = /[\u0100-\uffff]/;

/** A public car's search result card: its id and its JSON text. */
export interface CarCard {
  id: number;
  json: string;
}

export interface CarCards {
  /** The card of each public car of `ids`, in their order (cars no longer public dropped). */
  get(knex: Knex, ids: number[]): Promise<CarCard[]>;
  clear(): void;
  /** Cards served from memory and loaded, since the start (for the bench). */
  readonly stats: { hits: number; loaded: number };
}

export function createCarCards({ maxBytes }: { maxBytes: number }): CarCards {
  const cache =
    maxBytes > 0
      ? new LRUCache<number, string>({
          maxSize: maxBytes,
          sizeCalculation: (text) => text.length * (BEYOND_LATIN1.test(text) ? 2 : 1),
        })
      : null;
  let generation = 0;
  const stats = { hits: 0, loaded: 0 };

  return {
    stats,
    async get(knex, ids) {
      const texts: (string | undefined)[] = ids.map((id) => cache?.get(id));
      const missing = ids.filter((_id, i) => texts[i] === undefined);
      stats.hits += ids.length - missing.length;
      if (missing.length > 0) {
        const startedIn = generation;
        const loaded = new Map<number, string>();
        for (const car of await loadCars(knex, missing)) {
          const text = JSON.stringify(presentCar(car));
          loaded.set(car.id, text);
          // Loaded before a change was announced: it may be the old version, do not keep it.
          if (cache && startedIn === generation) cache.set(car.id, text);
        }
        stats.loaded += loaded.size;
        ids.forEach((id, i) => {
          texts[i] ??= loaded.get(id);
        });
      }
      const cards: CarCard[] = [];
      ids.forEach((id, i) => {
        if (texts[i] !== undefined) cards.push({ id, json: texts[i] });
      });
      return cards;
    },
    clear() {
      generation += 1;
      cache?.clear();
    },
  };
}
