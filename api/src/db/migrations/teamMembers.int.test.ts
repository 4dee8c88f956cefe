import { expect, it } from 'vitest';
import { useScratchDatabase } from '../../../test/scratchFixture';
import { down, up } from './20261127073257_team_members';

const scratch = useScratchDatabase();

it('makes every existing company owner the first owner of its team, and no one else', async () => {
  const { knex } = scratch;
  await down(knex);
  const user = (email: string) => ({
    email,
    password_hash: 'hash',
    role: 'vendor',
    name: 'Someone',
    status: 'active',
  });
  const [owner, bystander] = (await knex('users')
    .insert([user('owner@rentals.ae'), user('no-company@rentals.ae')])
    .returning('id')) as { id: number }[];
  const company = (name: string, ownerId: number | null) => ({
    owner_id: ownerId,
    name,
    slug: name,
    emirate: 'dubai',
    phone: '+971501234567',
    whatsapp: '+971501234567',
    email: `${name}@rentals.ae`,
  });
  const [owned, orphan] = (await knex('companies')
    .insert([company('owned', owner!.id), company('orphan', null)])
    .returning('id')) as { id: number }[];
  await up(knex);
  const members = await knex('company_members').select('company_id', 'user_id', 'role');
  expect(members).toEqual([{ company_id: owned!.id, user_id: owner!.id, role: 'owner' }]);
  expect(bystander).toBeDefined();
  expect(orphan).toBeDefined();
});
