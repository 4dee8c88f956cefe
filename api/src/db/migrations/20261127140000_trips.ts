import type { Knex } from 'knex';

/**
 * Trips (issue 20). `companies.trip_terms` and `cars.trip_terms`: structured rental terms
 * (core rules/tripTerms.ts), partial; the car's win over its company's term by term.
 * `car_blocks`: days a car cannot be rented (maintenance, rented elsewhere, a holiday, a lead
 * marked won with dates), both ends included; a search with dates leaves out cars with a block
 * overlapping them. `leads` keep the trip the renter asked about: dates, rental days and the
 * total quoted then.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('companies', (t) => {
    t.jsonb('trip_terms');
  });
  await knex.schema.alterTable('cars', (t) => {
    t.jsonb('trip_terms');
  });
  await knex.schema.createTable('car_blocks', (t) => {
    t.increments('id').primary();
    t.integer('car_id').notNullable().references('cars.id').onDelete('CASCADE');
    t.date('starts_on').notNullable();
    t.date('ends_on').notNullable();
    t.string('reason', 20).notNullable();
    t.string('note', 200);
    t.integer('lead_id').references('leads.id').onDelete('SET NULL');
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `alter table car_blocks add constraint car_blocks_days_check check (ends_on >= starts_on)`,
  );
  await knex.raw(
    `alter table car_blocks add constraint car_blocks_reason_check
       check (reason in ('maintenance', 'rented_elsewhere', 'holiday', 'booked'))`,
  );
  // A car's blocks, and a search's "which cars are blocked on any of these days".
  await knex.raw('create index car_blocks_car on car_blocks (car_id, starts_on)');
  await knex.raw('create index car_blocks_days on car_blocks (ends_on, starts_on)');
  // One booked block per lead.
  await knex.raw(
    'create unique index car_blocks_lead on car_blocks (lead_id) where lead_id is not null',
  );
  await knex.schema.alterTable('leads', (t) => {
    t.date('trip_from');
    t.date('trip_to');
    t.integer('trip_days');
    t.decimal('quoted_total', 12, 2);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (t) => {
    t.dropColumns('trip_from', 'trip_to', 'trip_days', 'quoted_total');
  });
  await knex.schema.dropTable('car_blocks');
  await knex.schema.alterTable('cars', (t) => t.dropColumn('trip_terms'));
  await knex.schema.alterTable('companies', (t) => t.dropColumn('trip_terms'));
}
