/**
 * Records listing events (search impressions, detail views, contact clicks per channel) into
 * per-car, per-UAE-day counts, one count per visitor, car, kind and day (docs/privacy.md).
 *
 * A request only pushes its event onto an in-memory list (`record`, never awaited, no I/O); the
 * list is written in batches, every second, at `batchSize` events, and on shutdown (`close`).
 * One batch is one SQL statement per day: the visitors' salted hashes go into the day's seen-set
 * (`listing_visits`, insert … on conflict do nothing), and only the rows that went in are added
 * to `listing_daily_stats`. The seen-set's primary key is what dedupes across server processes
 * sharing the database. The visitor's address and user agent live in memory until the next
 * flush (about a second) and are never written anywhere.
 *
 * The salt is random per UAE day, kept in `listing_visit_salts` so every process hashes alike,
 * and deleted with the day's seen-set once the day is over.
 */
import { hash as digest, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { ContactMethod } from '@core/enums';
import { uaeToday } from '@core/rules/uaeTime';
import type { Logger } from '../../logger';
import { isRobot } from '../../web/robots';

export type ListingEventKind = 'impression' | 'view' | ContactMethod;

/** The column of `listing_daily_stats` each kind adds to. */
const COLUMN: Record<ListingEventKind, string> = {
  impression: 'impressions',
  view: 'views',
  whatsapp: 'clicks_whatsapp',
  email: 'clicks_email',
  phone: 'clicks_phone',
};
const KINDS = Object.keys(COLUMN) as ListingEventKind[];
// A hash takes 2.5-7 µs on this machine's cores: 200 between yields hold a request in flight
// for at most ~1 ms (2,000 held it up to 14 ms, the whole of a search's p99 budget and more).
const HASHES_BETWEEN_YIELDS = 200;

export interface Visitor {
  address: string;
  userAgent: string;
}

interface PendingEvent {
  day: string;
  visitor: Visitor;
  kind: ListingEventKind;
  carIds: readonly number[];
}

export interface ListingEventRecorder {
  /** Queues an event (bots left out). Returns at once; never throws. */
  record(visitor: Visitor, kind: ListingEventKind, carIds: readonly number[]): void;
  /** Writes what is queued (tests and shutdown); resolves when it is in the database. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
  /** Off: `record` does nothing (the search bench compares a search with and without). */
  enabled: boolean;
  /** Car-events written so far and the time their batches took (the bench's figure). */
  readonly written: { carEvents: number; ms: number };
}

export interface RecorderOptions {
  flushEveryMs?: number;
  /**
   * Car-events queued that start a flush at once (about a second of a busy site's searches at
   * 60 cars a page: the timer's flush comes first on most days).
   */
  batchSize?: number;
  /** Beyond this many queued car-events (the database is away), new ones are dropped. */
  maxQueued?: number;
  now?: () => Date;
}

export function createListingEventRecorder(
  knex: Knex,
  logger: Pick<Logger, 'warn'>,
  {
    flushEveryMs = 1000,
    batchSize = 5000,
    maxQueued = 200_000,
    now = () => new Date(),
  }: RecorderOptions = {},
): ListingEventRecorder {
  let queue: PendingEvent[] = [];
  let queued = 0;
  let writing: Promise<void> = Promise.resolve();
  let droppedWarned = false;
  let flushSoon = false;
  const salts = new Map<string, Promise<string>>();
  let purgedBefore = '';

  const saltOf = (day: string) => {
    let salt = salts.get(day);
    if (!salt) {
      salt = (async () => {
        await knex.raw(
          'insert into listing_visit_salts (day, salt) values (?, ?) on conflict (day) do nothing',
          [day, randomBytes(32).toString('hex')],
        );
        const row = (await knex('listing_visit_salts').where({ day }).first('salt')) as {
          salt: string;
        };
        return row.salt;
      })();
      salt.catch(() => salts.delete(day));
      salts.set(day, salt);
    }
    return salt;
  };

  /** Past days' seen-sets and salts are deleted once the day is over (once a day a process). */
  async function purgeBefore(today: string) {
    if (purgedBefore === today) return;
    await knex('listing_visits').where('day', '<', today).delete();
    await knex('listing_visit_salts').where('day', '<', today).delete();
    for (const day of salts.keys()) if (day < today) salts.delete(day);
    purgedBefore = today;
  }

  async function writeDay(day: string, events: PendingEvent[]) {
    const salt = await saltOf(day);
    // One entry per (visitor, car, kind) of the batch.
    const seen = new Set<string>();
    const carIds: number[] = [];
    const kinds: number[] = [];
    const hashes: string[] = [];
    let hashedSinceYield = 0;
    for (const { visitor, kind, carIds: cars } of events) {
      // A second of a busy site is tens of thousands of hashes: requests get the thread between.
      if (hashedSinceYield >= HASHES_BETWEEN_YIELDS) {
        hashedSinceYield = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
      hashedSinceYield += cars.length;
      const kindCode = KINDS.indexOf(kind);
      const prefix = `${salt}\0${visitor.address}\0${visitor.userAgent}\0${kind}\0`;
      for (const carId of cars) {
        // 128 bits of the salted hash: no collision in practice within one car, kind and day.
        const hash = digest('sha256', `${prefix}${carId}`, 'hex').slice(0, 32);
        const key = `${carId} ${hash}`;
        if (seen.has(key)) continue;
        seen.add(key);
        carIds.push(carId);
        kinds.push(kindCode);
        hashes.push(hash);
      }
    }
    const sums = KINDS.map((_kind, code) => `count(*) filter (where fresh.kind = ${code})`).join(
      ', ',
    );
    const updates = KINDS.map(
      (kind) => `${COLUMN[kind]} = s.${COLUMN[kind]} + excluded.${COLUMN[kind]}`,
    ).join(', ');
    // Sorted by the key, so two processes insert overlapping keys in the same order (no
    // deadlock); cars that do not exist (a report's made-up id, a car deleted since) count nothing.
    await knex.raw(
      `with fresh as (
         insert into listing_visits (day, car_id, kind, visitor_hash)
         select ?::date, t.car_id, t.kind, decode(t.hash, 'hex')
         from unnest(?::int[], ?::smallint[], ?::text[]) as t(car_id, kind, hash)
         order by 2, 3, 4
         on conflict do nothing
         returning car_id, kind
       )
       insert into listing_daily_stats as s (car_id, day, ${KINDS.map((kind) => COLUMN[kind]).join(', ')})
       select fresh.car_id, ?::date, ${sums}
       from fresh join cars on cars.id = fresh.car_id
       group by fresh.car_id
       order by fresh.car_id
       on conflict (car_id, day) do update set ${updates}`,
      [day, carIds, kinds, hashes, day],
    );
  }

  async function write(events: PendingEvent[]) {
    const today = uaeToday(now());
    await purgeBefore(today);
    const byDay = new Map<string, PendingEvent[]>();
    for (const event of events) {
      // An event queued just before midnight and written after it: its day is over.
      if (event.day < today) continue;
      const list = byDay.get(event.day) ?? [];
      list.push(event);
      byDay.set(event.day, list);
    }
    for (const [day, dayEvents] of byDay) await writeDay(day, dayEvents);
  }

  function flush(): Promise<void> {
    if (queue.length === 0) return writing;
    const events = queue;
    const carEvents = queued;
    queue = [];
    queued = 0;
    // One batch at a time: the next waits for the one being written.
    writing = writing.then(async () => {
      const started = performance.now();
      try {
        await write(events);
        recorder.written.carEvents += carEvents;
      } catch (error) {
        logger.warn({ err: error, events: events.length }, 'listing events not recorded');
      }
      recorder.written.ms += performance.now() - started;
    });
    return writing;
  }

  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  const recorder: ListingEventRecorder = {
    enabled: true,
    written: { carEvents: 0, ms: 0 },
    record(visitor, kind, carIds) {
      if (!recorder.enabled || carIds.length === 0 || isRobot(visitor.userAgent)) return;
      if (queued + carIds.length > maxQueued) {
        if (!droppedWarned) logger.warn('listing events dropped: the queue is full');
        droppedWarned = true;
        return;
      }
      queue.push({ day: uaeToday(now()), visitor, kind, carIds });
      queued += carIds.length;
      // After this request's answer is written, not inside it: the batch's first hashes run
      // at once, and the search that filled the batch would wait for them.
      if (queued >= batchSize && !flushSoon) {
        flushSoon = true;
        setImmediate(() => {
          flushSoon = false;
          void flush();
        });
      }
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
  return recorder;
}
