import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openScratchDatabase } from '../../test/testServer';
import { migrateLatest, isDatabaseUp, toCount } from './database';
import { seedIfEmpty } from './seeds/seedIfEmpty';

let knex: Awaited<ReturnType<typeof openScratchDatabase>>['knex'];
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ knex, drop } = await openScratchDatabase());
});
afterAll(async () => {
  await drop?.();
});

describe('database start-up', () => {
  it('runs migrations safely when they are already applied', async () => {
    expect(await migrateLatest(knex)).toEqual([]);
    expect(await migrateLatest(knex)).toEqual([]);
    expect(await isDatabaseUp(knex)).toBe(true);
  });

  it('seeds only when told to, and an empty database only once', async () => {
    expect(await seedIfEmpty(knex, { seedDemo: false, demoPassword: 'demo1234' })).toBeNull();
    const [before] = await knex('users').count('* as n');
    expect(toCount(before?.n)).toBe(0);

    const first = await seedIfEmpty(knex, { seedDemo: true, demoPassword: 'demo1234' });
    expect(first?.cars).toBeGreaterThanOrEqual(1500);
    expect(await seedIfEmpty(knex, { seedDemo: true, demoPassword: 'demo1234' })).toBeNull();
    const [after] = await knex('cars').count('* as n');
    expect(toCount(after?.n)).toBe(first?.cars);
    // Every seeded account is marked, so production can refuse them (published password).
    const [notDemo] = await knex('users').where({ demo: false }).count('* as n');
    expect(toCount(notDemo?.n)).toBe(0);
  });
});
