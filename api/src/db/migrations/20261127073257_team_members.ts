import type { Knex } from 'knex';

/**
 * A company's team (issue 17).
 * - `company_members`: who works for which company, as `owner` or `staff`; an account belongs
 *   to one company at most (unique `user_id`). Every existing company's owner account becomes
 *   its first owner. `companies.owner_id` stays: the owner who receives the company's mail
 *   (services/team.ts hands it to another owner when that one leaves or becomes staff).
 * - `team_invitations`: e-mailed, single-use links (only the token's SHA-256 stored), valid
 *   7 days; at most one pending (not accepted, not revoked) per company and address.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('company_members', (t) => {
    t.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    t.string('role', 10).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['company_id', 'user_id']);
  });
  await knex.raw(
    `alter table company_members add constraint company_members_role_check
       check (role in ('owner', 'staff'))`,
  );
  await knex.raw(
    `insert into company_members (company_id, user_id, role, created_at)
     select distinct on (owner_id) id, owner_id, 'owner', created_at
       from companies where owner_id is not null order by owner_id, id`,
  );
  await knex.schema.createTable('team_invitations', (t) => {
    t.increments('id').primary();
    t.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.string('email', 254).notNullable();
    t.string('role', 10).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.integer('invited_by').references('users.id').onDelete('SET NULL');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('accepted_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // One pending invitation per company and address, whatever the concurrency.
  await knex.raw(
    `create unique index team_invitations_pending on team_invitations (company_id, lower(email))
       where accepted_at is null and revoked_at is null`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('team_invitations');
  await knex.schema.dropTableIfExists('company_members');
}
