import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { openScratchDatabase } from '../../test/testServer';
import { runHousekeeping } from './housekeeping';

let knex: Awaited<ReturnType<typeof openScratchDatabase>>['knex'];
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ knex, drop } = await openScratchDatabase());
});
afterAll(async () => {
  await drop?.();
});

describe('housekeeping', () => {
  it('removes expired sessions and ended rate-limit windows, and keeps live ones', async () => {
    const user = await buildUser();
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60_000);
    await knex('sessions').insert([
      { id: 'expired', user_id: user.id, data: '{}', expires_at: past },
      { id: 'live', user_id: user.id, data: '{}', expires_at: future },
    ]);
    await knex('rate_limits').insert([
      { key: 'old', points: 3, expire: Date.now() - 1000 },
      { key: 'current', points: 3, expire: Date.now() + 60_000 },
    ]);
    expect(await runHousekeeping(knex)).toMatchObject({ sessions: 1, rateLimits: 1 });
    expect((await knex('sessions').select('id')).map((r) => r.id)).toEqual(['live']);
    expect((await knex('rate_limits').select('key')).map((r) => r.key)).toEqual(['current']);
  });
});
