/**
 * The blocked days of this server process (services/searchIndex/blockedDays.ts): every block that
 * has not ended, loaded in one query and kept in memory, so a search with dates asks no SQL about
 * availability.
 *
 * Freshness: `changed(carIds)` (a block added or removed, a lead won with dates, a fleet blocked
 * at once: `Catalogue.availabilityChanged`, which tells the other processes too) marks those cars; the next search with
 * dates first reads the marked cars' blocks again (one indexed query) and waits for it, so a
 * vendor who blocks days never finds the car in a search for them after. `changed()` without a
 * car reloads everything the same way. Every `ttlSeconds` a cheap fingerprint of the table
 * (count and last id) is read, and everything reloaded in the background if it moved: changes
 * that nobody announced. `ttlSeconds` 0 (tests): the blocks table is read for every search, so a
 * test sees the rows it has just written.
 */
import type { Knex } from 'knex';
import { blockedCarIds, type DayRange } from './carBlocks';
import { buildBlockedDays, type BlockedDays, type BlockRow } from './searchIndex/blockedDays';

export interface AvailabilityIndex {
  /** Ids of the cars blocked on any day of the range (a car may be named twice). */
  blockedCarIds(range: DayRange): Promise<number[]>;
  /** Blocks changed: of these cars, or of any (none named). Read again before the next answer. */
  changed(carIds?: number | readonly number[]): void;
}

/** Blocks that end from yesterday on (no trip starts before today in the UAE), first day first. */
async function loadBlocks(knex: Knex, carIds?: readonly number[]): Promise<BlockRow[]> {
  const query = knex('car_blocks')
    .where('ends_on', '>=', knex.raw('current_date - 1'))
    .select(
      'car_id as carId',
      knex.raw(`starts_on - date '1970-01-01' as "firstDay"`),
      knex.raw(`ends_on - date '1970-01-01' as "lastDay"`),
    )
    .orderBy('starts_on');
  if (carIds) query.whereIn('car_id', carIds);
  return (await query) as BlockRow[];
}

/** Moves when a block is added or removed, whoever did it. */
async function blocksFingerprint(knex: Knex): Promise<string> {
  const row = (await knex('car_blocks').first(
    knex.raw('count(*)::int as count'),
    knex.raw('max(id) as last'),
  )) as { count: number; last: number | null };
  return `${row.count}:${row.last ?? 0}`;
}

export function createAvailabilityIndex(
  knex: Knex,
  ttlSeconds: number,
  { ready = Promise.resolve() }: { ready?: Promise<void> } = {},
): AvailabilityIndex {
  let current: { blocked: BlockedDays; checkedAt: number; fingerprint: string } | null = null;
  let reloadAll = true;
  const marked = new Set<number>();
  let refreshing: Promise<void> | null = null;
  let checking = false;

  /** Brings `current` up to the marks made before it started (marks made during: next time). */
  async function refresh(): Promise<void> {
    await ready;
    if (reloadAll || !current) {
      reloadAll = false;
      marked.clear();
      try {
        const fingerprint = await blocksFingerprint(knex);
        const blocked = buildBlockedDays(await loadBlocks(knex));
        current = { blocked, checkedAt: Date.now(), fingerprint };
      } catch (error) {
        reloadAll = true;
        throw error;
      }
      return;
    }
    const cars = [...marked];
    marked.clear();
    try {
      // Read first: a change of another car meanwhile moves it again, and is reloaded then.
      const fingerprint = await blocksFingerprint(knex);
      current.blocked.replaceCars(cars, await loadBlocks(knex, cars));
      current.fingerprint = fingerprint;
    } catch (error) {
      for (const car of cars) marked.add(car);
      throw error;
    }
  }

  async function upToDate(): Promise<BlockedDays> {
    while (reloadAll || marked.size > 0 || !current) {
      refreshing ??= refresh().finally(() => (refreshing = null));
      await refreshing;
    }
    return current.blocked;
  }

  /** Every `ttlSeconds`: reload if the blocks changed without anyone announcing it. */
  async function checkForChanges(seen: NonNullable<typeof current>) {
    checking = true;
    try {
      seen.checkedAt = Date.now();
      if ((await blocksFingerprint(knex)) !== seen.fingerprint && current === seen) {
        reloadAll = true;
        await upToDate();
      }
    } finally {
      checking = false;
    }
  }

  return {
    async blockedCarIds(range) {
      if (ttlSeconds <= 0) return blockedCarIds(knex, range);
      const blocked = await upToDate();
      const seen = current!;
      if (Date.now() - seen.checkedAt > ttlSeconds * 1000 && !checking) {
        // A failed check keeps the loaded blocks; a later search tries again.
        checkForChanges(seen).catch(() => undefined);
      }
      return blocked.carsBlockedOn(range);
    },
    changed(carIds) {
      if (carIds === undefined) reloadAll = true;
      else if (typeof carIds === 'number') marked.add(carIds);
      else for (const carId of carIds) marked.add(carId);
    },
  };
}
