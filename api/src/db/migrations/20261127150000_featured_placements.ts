import type { Knex } from 'knex';

/**
 * Featured placements bought with the plan's slots (docs/workflows.md, Featured placements).
 * `cars.featured` stays the one flag every public read orders by; `cars.featured_until` is the
 * end of the placement: a slot is held while it is in the future, and the expiry job turns
 * `featured` off once it has passed. Every featured car has an end (a check), so none is
 * featured for ever without a slot. Cars featured before this (by hand) get 30 days.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cars', (t) => {
    t.timestamp('featured_until', { useTz: true });
  });
  await knex.raw(`update cars set featured_until = now() + interval '30 days' where featured`);
  await knex.raw(
    `alter table cars add constraint cars_featured_has_end
       check (not featured or featured_until is not null)`,
  );
  // The slots a company holds and the expiry job's sweep both read the featured cars only.
  await knex.raw(
    `create index cars_featured_until on cars (company_id, featured_until) where featured`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index cars_featured_until');
  await knex.raw('alter table cars drop constraint cars_featured_has_end');
  await knex.schema.alterTable('cars', (t) => t.dropColumn('featured_until'));
}
