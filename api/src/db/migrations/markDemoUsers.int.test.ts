import { expect, it } from 'vitest';
import { useScratchDatabase } from '../../../test/scratchFixture';
import { up as markDemoUsers } from './20261124100100_mark_demo_users';

const scratch = useScratchDatabase();

it('marks the demo accounts of a database seeded before users.demo, and no one else', async () => {
  const { knex } = scratch;
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
