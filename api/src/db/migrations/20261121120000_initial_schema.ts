import type { Knex } from 'knex';

// Values are written out here, not imported from core: a migration must mean the same thing
// forever, even after core's lists grow (a later migration widens a check then).
const ROLES = ['admin', 'writer', 'vendor'];
const USER_STATUSES = ['active', 'disabled'];
const EMIRATES = [
  'dubai',
  'abu-dhabi',
  'sharjah',
  'ajman',
  'ras-al-khaimah',
  'fujairah',
  'umm-al-quwain',
];
const VERIFICATION = ['unverified', 'pending', 'verified', 'rejected'];
const COMPANY_STATUSES = ['active', 'suspended'];
const CAR_TYPES = ['suv', 'sedan', 'sports', 'luxury', 'economy', 'convertible', 'electric', 'van'];
const LISTING_STATUSES = ['draft', 'pending', 'approved', 'rejected'];
const TRANSMISSIONS = ['automatic', 'manual'];
const CONTACT_METHODS = ['whatsapp', 'email', 'phone'];
const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');

  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('email', 254).notNullable();
    t.string('password_hash', 255).notNullable();
    t.enu('role', ROLES).notNullable();
    t.string('name', 100).notNullable();
    t.enu('status', USER_STATUSES).notNullable().defaultTo('active');
    t.timestamp('last_login_at', { useTz: true });
    t.timestamps(true, true);
  });
  await knex.raw('CREATE UNIQUE INDEX users_email_unique ON users (lower(email))');

  await knex.schema.createTable('sessions', (t) => {
    t.string('id', 128).primary();
    t.integer('user_id').references('users.id').onDelete('CASCADE');
    t.jsonb('data').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable().index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });

  await knex.schema.createTable('companies', (t) => {
    t.increments('id');
    t.integer('owner_id').references('users.id').onDelete('SET NULL');
    t.string('name', 120).notNullable();
    t.string('slug', 140).notNullable().unique();
    t.string('logo_url', 500);
    t.text('description');
    t.enu('emirate', EMIRATES).notNullable();
    t.string('area', 60);
    t.string('address', 300);
    t.string('phone', 32).notNullable();
    t.string('whatsapp', 32).notNullable();
    t.string('email', 254).notNullable();
    t.string('website', 300);
    t.enu('verification_status', VERIFICATION).notNullable().defaultTo('unverified');
    t.enu('status', COMPANY_STATUSES).notNullable().defaultTo('active');
    t.decimal('rating', 2, 1).notNullable().defaultTo(0);
    t.integer('review_count').notNullable().defaultTo(0);
    t.integer('minimum_driver_age').notNullable().defaultTo(21);
    t.string('deposit_policy', 300);
    t.string('licences_accepted', 300);
    t.timestamp('verified_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['owner_id']);
  });

  await knex.schema.createTable('cars', (t) => {
    t.increments('id');
    t.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.string('title', 120).notNullable();
    t.text('description').notNullable().defaultTo('');
    t.string('brand', 40).notNullable();
    t.string('model', 60).notNullable();
    t.integer('year').notNullable();
    t.enu('car_type', CAR_TYPES).notNullable();
    t.enu('emirate', EMIRATES).notNullable();
    t.string('color', 30);
    t.integer('price_per_day').notNullable();
    t.integer('price_per_week');
    t.integer('price_per_month');
    t.integer('horsepower');
    t.integer('seats').notNullable().defaultTo(5);
    t.enu('transmission', TRANSMISSIONS).notNullable().defaultTo('automatic');
    t.boolean('with_driver').notNullable().defaultTo(false);
    t.specificType('services', 'text[]').notNullable().defaultTo('{}');
    // UAE rental terms; defaults are the spec's (250 / 4,500 km, minimum age 21, no deposit). (docs/product.md#cars-and-rental-terms)
    t.integer('security_deposit').notNullable().defaultTo(0);
    t.integer('km_per_day').notNullable().defaultTo(250);
    t.integer('km_per_month').notNullable().defaultTo(4500);
    t.decimal('extra_km_charge', 8, 2).notNullable().defaultTo(0);
    t.integer('minimum_driver_age').notNullable().defaultTo(21);
    t.decimal('salik_charge', 6, 2).notNullable().defaultTo(0);
    t.boolean('insurance_included').notNullable().defaultTo(true);
    t.enu('status', LISTING_STATUSES).notNullable().defaultTo('pending');
    t.text('rejection_reason');
    t.boolean('featured').notNullable().defaultTo(false);
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('approved_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['company_id', 'status']);
  });
  await knex.raw(
    `CREATE INDEX cars_public_featured ON cars (featured DESC, created_at DESC, id DESC)
     WHERE status = 'approved' AND active`,
  );
  await knex.raw(
    `ALTER TABLE cars ADD CONSTRAINT cars_prices_positive CHECK (price_per_day > 0
       AND (price_per_week IS NULL OR price_per_week > 0)
       AND (price_per_month IS NULL OR price_per_month > 0))`,
  );

  await knex.schema.createTable('car_images', (t) => {
    t.increments('id');
    t.integer('car_id').notNullable().references('cars.id').onDelete('CASCADE');
    t.string('url', 500).notNullable();
    t.string('storage_key', 300);
    t.integer('width');
    t.integer('height');
    t.integer('position').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['car_id', 'position']);
  });

  await knex.schema.createTable('leads', (t) => {
    t.increments('id');
    t.integer('car_id').references('cars.id').onDelete('SET NULL');
    t.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.string('car_title', 120);
    t.enu('method', CONTACT_METHODS).notNullable();
    t.string('name', 100).notNullable();
    t.string('email', 254).notNullable();
    t.string('phone', 32).notNullable();
    t.enu('status', LEAD_STATUSES).notNullable().defaultTo('new');
    t.string('source_page', 500);
    t.timestamps(true, true);
    t.index(['company_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('leads');
  await knex.schema.dropTableIfExists('car_images');
  await knex.schema.dropTableIfExists('cars');
  await knex.schema.dropTableIfExists('companies');
  await knex.schema.dropTableIfExists('sessions');
  await knex.schema.dropTableIfExists('users');
}
