/**
 * Which cars are blocked on a day of a range, in memory (issue 20): every block that has not
 * ended, in typed arrays sorted by first day. A search with dates reads the blocks that start
 * between (pick-up day − 31) and its return day and keeps those that end on or after the pick-up
 * day; the few blocks longer than 31 days are checked apart. One car's blocks can be replaced
 * alone (a vendor blocked days), so a change never reloads them all. The same question in SQL
 * took 9–25 ms at 200,000 blocks (its answer, thousands of car ids, is what costs there; no
 * index helps). Typed arrays, not objects in per-day buckets: a scan of contiguous numbers ran
 * three times faster.
 */
import type { DayRange } from '../carBlocks';

/** One block as loaded: both ends as days since 1970-01-01 (UTC dates, whole UAE days). */
export interface BlockRow {
  carId: number;
  firstDay: number;
  lastDay: number;
}

export interface BlockedDays {
  /**
   * Ids of the cars with a block overlapping the range (both ends included). A car with two such
   * blocks is named twice: the search index only clears its bit, and a set cost more than the scan.
   */
  carsBlockedOn(range: DayRange): number[];
  /** Replaces the blocks of these cars by `rows` (theirs, as now stored). */
  replaceCars(carIds: readonly number[], rows: readonly BlockRow[]): void;
  /** How many blocks are held. */
  readonly size: number;
}

const DAY_MS = 86_400_000;
/** Blocks up to this many days long are found by the first day; longer ones are checked apart. */
const SHORT_DAYS = 31;

/** `YYYY-MM-DD` as days since 1970-01-01. */
export const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

interface Columns {
  carId: Int32Array;
  firstDay: Int32Array;
  lastDay: Int32Array;
}

/** The rows as columns, sorted by first day (loaded sorted, they are not sorted again). */
function columns(rows: readonly BlockRow[]): Columns {
  const inOrder = rows.every((row, i) => i === 0 || rows[i - 1]!.firstDay <= row.firstDay);
  const sorted = inOrder ? rows : [...rows].sort((a, b) => a.firstDay - b.firstDay);
  return {
    carId: Int32Array.from(sorted, (row) => row.carId),
    firstDay: Int32Array.from(sorted, (row) => row.firstDay),
    lastDay: Int32Array.from(sorted, (row) => row.lastDay),
  };
}

/** The held blocks less those of `dropped` cars, merged with `added` (any order): no full sort. */
function replaced(
  held: Columns,
  dropped: ReadonlySet<number>,
  added: readonly BlockRow[],
): Columns {
  const extra = columns(added);
  const length = held.carId.length;
  const out: Columns = {
    carId: new Int32Array(length + added.length),
    firstDay: new Int32Array(length + added.length),
    lastDay: new Int32Array(length + added.length),
  };
  let n = 0;
  let j = 0;
  const take = (from: Columns, i: number) => {
    out.carId[n] = from.carId[i]!;
    out.firstDay[n] = from.firstDay[i]!;
    out.lastDay[n] = from.lastDay[i]!;
    n += 1;
  };
  for (let i = 0; i < length; i += 1) {
    if (dropped.has(held.carId[i]!)) continue;
    while (j < added.length && extra.firstDay[j]! < held.firstDay[i]!) take(extra, j++);
    take(held, i);
  }
  while (j < added.length) take(extra, j++);
  return {
    carId: out.carId.slice(0, n),
    firstDay: out.firstDay.slice(0, n),
    lastDay: out.lastDay.slice(0, n),
  };
}

export function buildBlockedDays(rows: readonly BlockRow[]): BlockedDays {
  const isLong = (row: BlockRow) => row.lastDay - row.firstDay > SHORT_DAYS;
  let short = columns(rows.filter((row) => !isLong(row)));
  let long = columns(rows.filter(isLong));

  /** The first position whose block starts on or after `day` (or the length). */
  const startingFrom = (held: Columns, day: number): number => {
    let lo = 0;
    let hi = held.firstDay.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (held.firstDay[mid]! < day) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  return {
    get size() {
      return short.carId.length + long.carId.length;
    },
    carsBlockedOn(range) {
      const from = dayNumber(range.from);
      const to = dayNumber(range.to);
      const cars: number[] = [];
      const end = startingFrom(short, to + 1);
      for (let i = startingFrom(short, from - SHORT_DAYS); i < end; i += 1) {
        if (short.lastDay[i]! >= from) cars.push(short.carId[i]!);
      }
      const longEnd = startingFrom(long, to + 1);
      for (let i = 0; i < longEnd; i += 1) if (long.lastDay[i]! >= from) cars.push(long.carId[i]!);
      return cars;
    },
    replaceCars(carIds, rows) {
      const dropped = new Set(carIds);
      short = replaced(
        short,
        dropped,
        rows.filter((row) => !isLong(row)),
      );
      long = replaced(long, dropped, rows.filter(isLong));
    },
  };
}
