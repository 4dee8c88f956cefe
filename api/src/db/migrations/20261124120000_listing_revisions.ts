import type { Knex } from 'knex';

/**
 * Changes to an approved listing wait for review while the public keeps its approved values:
 * the `cars` row stays the public version and holds the one waiting revision
 * (`pending_changes`: the changed fields' new values and, for photos, the proposed order of
 * photo ids), since when it waits, a counter an admin's decision is compared with, and the reason
 * of the last refused revision. Photos added to an approved listing are stored `pending` and
 * not public until the revision is approved. `reviewed_prices` anchors the price band.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cars', (t) => {
    t.jsonb('pending_changes');
    t.timestamp('changes_submitted_at', { useTz: true });
    t.integer('changes_revision').notNullable().defaultTo(0);
    t.text('changes_rejection_reason');
    t.timestamp('changes_rejected_at', { useTz: true });
    t.jsonb('reviewed_prices');
  });
  await knex.raw(
    'CREATE INDEX cars_changes_waiting_idx ON cars (changes_submitted_at, id) WHERE changes_submitted_at IS NOT NULL',
  );
  await knex.schema.alterTable('car_images', (t) => {
    t.boolean('pending').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('car_images', (t) => {
    t.dropColumn('pending');
  });
  await knex.raw('DROP INDEX IF EXISTS cars_changes_waiting_idx');
  await knex.schema.alterTable('cars', (t) => {
    t.dropColumn('pending_changes');
    t.dropColumn('changes_submitted_at');
    t.dropColumn('changes_revision');
    t.dropColumn('changes_rejection_reason');
    t.dropColumn('changes_rejected_at');
    t.dropColumn('reviewed_prices');
  });
}
