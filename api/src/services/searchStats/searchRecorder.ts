/**
 * Counts renters' searches without slowing one down: `record` adds to counters in memory (no
 * I/O, nothing awaited by the request) and `flush` adds them to the database in one batch, every
 * few seconds and at shutdown. Rows are upserted with `count = count + excluded.count`, so the
 * batches of several processes on one PostgreSQL add up. What is kept: per UAE day, how many
 * searches and how many found nothing, and each search that found nothing by its normalised text
 * and filters. No visitor, address, agent or time of day.
 */
import type { Knex } from 'knex';
import { uaeToday } from '@core/rules/uaeTime';
import type { CarSearchParams } from '@core/schemas/carSearchParams';
import type { Logger } from '../../logger';
import { isRobot } from '../../web/robots';
import { canonicalFilters, isSearch, normaliseSearchText } from './whatCounts';

/** How often a process adds its counts to the database. */
export const SEARCH_FLUSH_MS = 5_000;
/**
 * Different searches that found nothing kept in memory between two flushes at most: a flood of
 * random texts cannot grow the process (the day's totals still count them).
 */
const MAX_ZERO_KEYS = 10_000;
// Rows per insert statement (PostgreSQL's parameter limit is far above 500 × 4).
const CHUNK = 500;

interface DayCounts {
  searches: number;
  zeroResults: number;
}

interface ZeroResultCount {
  day: string;
  query: string;
  filters: string;
  count: number;
}

export class SearchRecorder {
  private days = new Map<string, DayCounts>();
  private zeroResults = new Map<string, ZeroResultCount>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly knex: Knex,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * One answer of GET /api/cars to a visitor: counted when it is a search (whatCounts.ts) made
   * by a browser, not a robot.
   */
  record(params: CarSearchParams, foundNothing: boolean, userAgent: string | undefined): void {
    if (!isSearch(params) || isRobot(userAgent)) return;
    const day = uaeToday(this.now());
    const counts = this.days.get(day) ?? { searches: 0, zeroResults: 0 };
    counts.searches += 1;
    if (foundNothing) counts.zeroResults += 1;
    this.days.set(day, counts);
    if (!foundNothing) return;
    const query = normaliseSearchText(params.query);
    const filters = canonicalFilters(params);
    const key = `${day}\n${query}\n${filters}`;
    const kept = this.zeroResults.get(key);
    if (kept) kept.count += 1;
    else if (this.zeroResults.size < MAX_ZERO_KEYS)
      this.zeroResults.set(key, { day, query, filters, count: 1 });
  }

  /** Adds what was counted since the last flush to the database (one flush at a time). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  /** Flushes every `SEARCH_FLUSH_MS` until `stop` (the timer keeps no process alive). */
  start(intervalMs = SEARCH_FLUSH_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.days.size === 0) return;
    const days = this.days;
    const zeroResults = this.zeroResults;
    this.days = new Map();
    this.zeroResults = new Map();
    try {
      await this.knex.transaction(async (trx) => {
        await trx('search_days')
          .insert(
            [...days].map(([day, c]) => ({
              day,
              searches: c.searches,
              zero_results: c.zeroResults,
            })),
          )
          .onConflict('day')
          .merge({
            searches: trx.raw('search_days.searches + excluded.searches'),
            zero_results: trx.raw('search_days.zero_results + excluded.zero_results'),
          });
        const rows = [...zeroResults.values()];
        for (let i = 0; i < rows.length; i += CHUNK) {
          await trx('zero_result_searches')
            .insert(rows.slice(i, i + CHUNK))
            .onConflict(['day', 'query', 'filters'])
            .merge({ count: trx.raw('zero_result_searches.count + excluded.count') });
        }
      });
    } catch (error) {
      // Kept for the next flush (a database restarting must not lose the day's counts).
      this.mergeBack(days, zeroResults);
      this.logger.warn({ err: error }, 'search counts not written; kept for the next flush');
    }
  }

  private mergeBack(days: Map<string, DayCounts>, zeroResults: Map<string, ZeroResultCount>) {
    for (const [day, c] of days) {
      const now = this.days.get(day) ?? { searches: 0, zeroResults: 0 };
      this.days.set(day, {
        searches: now.searches + c.searches,
        zeroResults: now.zeroResults + c.zeroResults,
      });
    }
    for (const [key, row] of zeroResults) {
      const now = this.zeroResults.get(key);
      if (now) now.count += row.count;
      else if (this.zeroResults.size < MAX_ZERO_KEYS) this.zeroResults.set(key, row);
    }
  }
}
