import { afterAll, beforeAll, expect, it } from 'vitest';
import { openScratchDatabase } from '../../../test/testServer';
import { up as markDemoUsers } from './20261124100100_mark_demo_users';

let knex: Awaited<ReturnType<typeof openScratchDatabase>>['knex'];
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ knex, drop } = await openScratchDatabase());
});
afterAll(async () => {
  await drop?.();
});

it('marks the demo accounts of a database seeded before users.demo, and no one else', async () => {
  // The seed gives every demo account one shared hash; a real account has its own.
  const user = (email: string, hash: string) => ({
    email,
    password_hash: hash,
    role: 'vendor',
    name: 'Someone',
    status: 'active',
  });
  await knex('users').insert([
    user('Admin@demo.ae', 'shared-demo-hash'),
    user('owner@desertfalcon.ae', 'shared-demo-hash'),
    user('owner@real-rentals.ae', 'its-own-hash'),
  ]);
  await markDemoUsers(knex);
  const rows = await knex('users').orderBy('email').select('email', 'demo');
  expect(rows).toEqual([
    { email: 'Admin@demo.ae', demo: true },
    { email: 'owner@desertfalcon.ae', demo: true },
    { email: 'owner@real-rentals.ae', demo: false },
  ]);
});
