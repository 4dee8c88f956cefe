import { describe, expect, it } from 'vitest';
import { buildBlockedDays, dayNumber, type BlockRow } from './blockedDays';

const block = (carId: number, from: string, to: string): BlockRow => ({
  carId,
  firstDay: dayNumber(from),
  lastDay: dayNumber(to),
});

/** The definition: a block overlaps when it starts on or before `to` and ends on or after `from`. */
const byDefinition = (rows: BlockRow[], from: string, to: string) =>
  [
    ...new Set(
      rows
        .filter((row) => row.firstDay <= dayNumber(to) && row.lastDay >= dayNumber(from))
        .map((row) => row.carId),
    ),
  ].sort((a, b) => a - b);

describe('blocked days in memory', () => {
  const rows = [
    block(1, '2026-12-01', '2026-12-03'),
    block(2, '2026-12-04', '2026-12-04'),
    block(3, '2026-11-20', '2027-01-10'),
    block(1, '2026-12-20', '2026-12-22'),
  ];
  const blocked = buildBlockedDays(rows);
  const ids = (from: string, to: string) =>
    blocked.carsBlockedOn({ from, to }).sort((a, b) => a - b);

  it('counts both ends of a block and of the range', () => {
    expect(ids('2026-12-03', '2026-12-03')).toEqual([1, 3]);
    expect(ids('2026-11-28', '2026-12-01')).toEqual([1, 3]);
    expect(ids('2026-12-04', '2026-12-05')).toEqual([2, 3]);
  });

  it('names a car once though several of its blocks overlap', () => {
    expect(ids('2026-12-01', '2026-12-31')).toEqual([1, 2, 3]);
  });

  it('finds nothing before the first block or after the last', () => {
    expect(ids('2026-11-01', '2026-11-19')).toEqual([]);
    expect(ids('2027-01-11', '2027-02-01')).toEqual([]);
  });

  it('agrees with the definition on random blocks and ranges', () => {
    const start = dayNumber('2026-11-27');
    const date = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n) | 0;
    const many: BlockRow[] = Array.from({ length: 2000 }, () => {
      const first = start + random(400);
      return { carId: random(300), firstDay: first, lastDay: first + random(20) };
    });
    const index = buildBlockedDays(many);
    for (let i = 0; i < 200; i += 1) {
      const from = start + random(420);
      const to = from + random(40);
      expect(index.carsBlockedOn({ from: date(from), to: date(to) }).sort((a, b) => a - b)).toEqual(
        byDefinition(many, date(from), date(to)),
      );
    }
  });
});
