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
    [...new Set(blocked.carsBlockedOn({ from, to }))].sort((a, b) => a - b);

  it('counts both ends of a block and of the range', () => {
    expect(ids('2026-12-03', '2026-12-03')).toEqual([1, 3]);
    expect(ids('2026-11-28', '2026-12-01')).toEqual([1, 3]);
    expect(ids('2026-12-04', '2026-12-05')).toEqual([2, 3]);
  });

  it('names every car with an overlapping block', () => {
    expect(ids('2026-12-01', '2026-12-31')).toEqual([1, 2, 3]);
  });

  it('finds nothing before the first block or after the last', () => {
    expect(ids('2026-11-01', '2026-11-19')).toEqual([]);
    expect(ids('2027-01-11', '2027-02-01')).toEqual([]);
  });

  it('replaces one car’s blocks, leaving the others', () => {
    const index = buildBlockedDays(rows);
    index.replaceCars([1], [block(1, '2026-12-10', '2026-12-11')]);
    expect(index.carsBlockedOn({ from: '2026-12-01', to: '2026-12-03' }).sort()).toEqual([3]);
    expect(index.carsBlockedOn({ from: '2026-12-11', to: '2026-12-11' }).sort()).toEqual([1, 3]);
    expect(index.size).toBe(3);
    index.replaceCars([3, 1], []);
    expect(index.carsBlockedOn({ from: '2026-12-01', to: '2026-12-31' })).toEqual([2]);
    expect(index.size).toBe(1);
  });

  it('agrees with the definition on random blocks and ranges', () => {
    const start = dayNumber('2026-11-27');
    const date = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n) | 0;
    const many: BlockRow[] = Array.from({ length: 2000 }, () => {
      const first = start + random(400);
      // Some blocks longer than a month (a holiday, a monthly rental won).
      return { carId: random(300), firstDay: first, lastDay: first + random(random(10) ? 20 : 90) };
    });
    const index = buildBlockedDays(many);
    // Replaced cars: their new blocks count, their old ones no longer.
    const replaced = [5, 17, 42];
    const fresh = replaced.map((carId) => ({ carId, firstDay: start + 3, lastDay: start + 60 }));
    index.replaceCars(replaced, fresh);
    many.splice(0, many.length, ...many.filter((row) => !replaced.includes(row.carId)), ...fresh);
    for (let i = 0; i < 200; i += 1) {
      const from = start + random(420);
      const to = from + random(40);
      const found = new Set(index.carsBlockedOn({ from: date(from), to: date(to) }));
      expect([...found].sort((a, b) => a - b)).toEqual(byDefinition(many, date(from), date(to)));
    }
  });
});
