import { describe, expect, it } from 'vitest';
import { useScratchDatabase } from '../../test/scratchFixture';
import { migrateLatest, isDatabaseUp, toCount } from './database';
import { seedIfEmpty } from './seeds/seedIfEmpty';
import { analyseNewTables, tablesNeverAnalysed } from './statistics';

const scratch = useScratchDatabase();

describe('database start-up', () => {
  it('runs migrations safely when they are already applied', async () => {
    expect(await migrateLatest(scratch.knex)).toEqual([]);
    expect(await migrateLatest(scratch.knex)).toEqual([]);
    expect(await isDatabaseUp(scratch.knex)).toBe(true);
  });

  it('analyses the tables never analysed, once (the planner reads them as one row until then)', async () => {
    expect(await tablesNeverAnalysed(scratch.knex)).toContain('cars');
    const analysed = await analyseNewTables(scratch.knex);
    expect(analysed).toEqual(expect.arrayContaining(['cars', 'companies', 'car_images']));
    expect(await tablesNeverAnalysed(scratch.knex)).toEqual([]);
    expect(await analyseNewTables(scratch.knex)).toEqual([]);
  });

  it('seeds only when told to, and an empty database only once', async () => {
    expect(
      await seedIfEmpty(scratch.knex, { seedDemo: false, demoPassword: 'demo1234' }),
    ).toBeNull();
    const [before] = await scratch.knex('users').count('* as n');
    expect(toCount(before?.n)).toBe(0);

    const first = await seedIfEmpty(scratch.knex, { seedDemo: true, demoPassword: 'demo1234' });
    expect(first?.cars).toBeGreaterThanOrEqual(1500);
    // Analysed with what it now holds: the planner knows the cars are ~1,900 rows, not 1.
    const { rows } = (await scratch.knex.raw(
      "SELECT reltuples FROM pg_class WHERE relname = 'cars'",
    )) as { rows: { reltuples: number }[] };
    expect(rows[0]!.reltuples).toBe(first?.cars);
    expect(
      await seedIfEmpty(scratch.knex, { seedDemo: true, demoPassword: 'demo1234' }),
    ).toBeNull();
    const [after] = await scratch.knex('cars').count('* as n');
    expect(toCount(after?.n)).toBe(first?.cars);
    // Every seeded account is marked, so production can refuse them (published password).
    const [notDemo] = await scratch.knex('users').where({ demo: false }).count('* as n');
    expect(toCount(notDemo?.n)).toBe(0);
  });
});
