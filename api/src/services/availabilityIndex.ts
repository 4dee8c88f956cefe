/**
 * The blocked days of this server process (services/searchIndex/blockedDays.ts): every block that
 * has not ended, loaded in one query and kept in memory, so a search with dates asks no SQL about
 * availability.
 *
 * Freshness: `changed()` (a block added or removed, a lead won with dates: `Catalogue.
 * availabilityChanged()`, which tells the other processes too) drops the loaded blocks; the next
 * search with dates loads them again and waits for it, so a vendor who blocks days never sees the
 * car in a search after. Loaded blocks older than `ttlSeconds` are reloaded in the background
 * (changes nobody announced; blocks that ended). `ttlSeconds` 0 (tests): the blocks table is read
 * for every search, so a test sees the rows it has just written.
 */
import type { Knex } from 'knex';
import { blockedCarIds, type DayRange } from './carBlocks';
import { buildBlockedDays, type BlockedDays, type BlockRow } from './searchIndex/blockedDays';

export interface AvailabilityIndex {
  /** Ids of the cars blocked on any day of the range. */
  blockedCarIds(range: DayRange): Promise<number[]>;
  /** Blocks changed: load them again before the next answer. */
  changed(): void;
}

/** Blocks that end from yesterday on (no trip starts before today in the UAE). */
async function loadBlockedDays(knex: Knex): Promise<BlockedDays> {
  const rows = (await knex('car_blocks')
    .where('ends_on', '>=', knex.raw('current_date - 1'))
    .select(
      'car_id as carId',
      knex.raw(`starts_on - date '1970-01-01' as "firstDay"`),
      knex.raw(`ends_on - date '1970-01-01' as "lastDay"`),
    )) as BlockRow[];
  return buildBlockedDays(rows);
}

export function createAvailabilityIndex(
  knex: Knex,
  ttlSeconds: number,
  { ready = Promise.resolve() }: { ready?: Promise<void> } = {},
): AvailabilityIndex {
  let current: { blocked: BlockedDays; loadedAt: number } | null = null;
  let loading: { promise: Promise<BlockedDays>; generation: number } | null = null;
  // Counts changes: a load that began before the latest one must not become `current`.
  let generation = 0;

  function load(): Promise<BlockedDays> {
    if (loading && loading.generation === generation) return loading.promise;
    const started = generation;
    const promise = (async () => {
      await ready;
      const blocked = await loadBlockedDays(knex);
      if (started === generation) current = { blocked, loadedAt: Date.now() };
      return blocked;
    })().finally(() => {
      if (loading?.promise === promise) loading = null;
    });
    loading = { promise, generation: started };
    return promise;
  }

  return {
    async blockedCarIds(range) {
      if (ttlSeconds <= 0) return blockedCarIds(knex, range);
      if (!current) return (await load()).carsBlockedOn(range);
      if (Date.now() - current.loadedAt > ttlSeconds * 1000) {
        // A failed reload keeps the loaded blocks; a later search tries again.
        load().catch(() => undefined);
      }
      return current.blocked.carsBlockedOn(range);
    },
    changed() {
      generation += 1;
      current = null;
    },
  };
}
