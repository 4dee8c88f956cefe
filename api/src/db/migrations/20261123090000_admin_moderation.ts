import type { Knex } from 'knex';

/**
 * Admin moderation: the audit trail of every decision, and why a company was suspended.
 * `audit_events.before/after` hold only the fields a decision changed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_events', (t) => {
    t.bigIncrements('id');
    // Kept when the user is deleted: the trail must outlive accounts.
    t.integer('actor_id').references('users.id').onDelete('SET NULL');
    t.string('action', 60).notNullable();
    t.string('subject_type', 30).notNullable();
    t.integer('subject_id').notNullable();
    t.jsonb('before');
    t.jsonb('after');
    t.text('reason');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['subject_type', 'subject_id', 'created_at']);
    t.index(['actor_id', 'created_at']);
    t.index(['created_at']);
  });

  await knex.schema.alterTable('companies', (t) => {
    t.text('suspension_reason');
    t.timestamp('suspended_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('companies', (t) => {
    t.dropColumn('suspended_at');
    t.dropColumn('suspension_reason');
  });
  await knex.schema.dropTableIfExists('audit_events');
}
