import type { Knex } from 'knex';

// Values are written out here, not imported from core (see the initial schema).
const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled'];
const DOCUMENT_KINDS = ['trade_licence', 'rta_permit', 'insurance', 'emirates_id'];
const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'];
const PAYMENT_METHOD_KINDS = ['card', 'bank_transfer', 'invoice'];
const TICKET_STATUSES = ['open', 'answered', 'closed'];

/**
 * The plans every install sells (data, not demo): listing limits and featured slots. Prices are
 * whole dirhams a month.
 */
const PLANS = [
  { id: 'free', name: 'Free', car_limit: 5, featured_slots: 0, price_monthly: 0, position: 0 },
  { id: 'pro', name: 'Pro', car_limit: 50, featured_slots: 5, price_monthly: 499, position: 1 },
  {
    id: 'premium',
    name: 'Premium',
    car_limit: 250,
    featured_slots: 25,
    price_monthly: 1499,
    position: 2,
  },
];

/** The vendor workspace: plans, subscriptions, documents, payment methods, support, profile. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('plans', (t) => {
    t.string('id', 20).primary();
    t.string('name', 40).notNullable();
    t.integer('car_limit').notNullable();
    t.integer('featured_slots').notNullable();
    t.integer('price_monthly').notNullable();
    t.integer('position').notNullable();
  });
  await knex('plans').insert(PLANS);

  await knex.schema.createTable('payment_methods', (t) => {
    t.increments('id');
    t.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.enu('kind', PAYMENT_METHOD_KINDS).notNullable();
    // A card's public facts only: never its number or CVC.
    t.string('brand', 20);
    t.string('last4', 4);
    t.integer('exp_month');
    t.integer('exp_year');
    t.string('holder_name', 100);
    t.string('provider', 30).notNullable();
    t.string('provider_ref', 100);
    t.boolean('is_default').notNullable().defaultTo(false);
    t.timestamps(true, true);
    t.index(['company_id']);
  });
  await knex.raw(
    'CREATE UNIQUE INDEX payment_methods_one_default ON payment_methods (company_id) WHERE is_default',
  );

  await knex.schema.createTable('subscriptions', (t) => {
    t.increments('id');
    t.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.string('plan_id', 20).notNullable().references('plans.id');
    t.enu('status', SUBSCRIPTION_STATUSES).notNullable().defaultTo('active');
    t.timestamp('current_period_start', { useTz: true }).notNullable();
    t.timestamp('current_period_end', { useTz: true });
    t.integer('payment_method_id').references('payment_methods.id').onDelete('SET NULL');
    t.timestamp('cancelled_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['company_id']);
  });
  await knex.raw(
    `CREATE UNIQUE INDEX subscriptions_one_active ON subscriptions (company_id)
     WHERE status <> 'cancelled'`,
  );

  await knex.schema.createTable('vendor_documents', (t) => {
    t.increments('id');
    t.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.enu('kind', DOCUMENT_KINDS).notNullable();
    // Null for documents checked outside the product (the demo market's companies).
    t.string('storage_key', 300);
    t.string('original_name', 255).notNullable();
    t.string('mime', 100).notNullable();
    t.integer('size').notNullable();
    t.date('expires_on');
    t.enu('status', DOCUMENT_STATUSES).notNullable().defaultTo('pending');
    t.text('review_note');
    t.integer('reviewed_by').references('users.id').onDelete('SET NULL');
    t.timestamp('reviewed_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['company_id', 'created_at']);
  });

  await knex.schema.createTable('support_tickets', (t) => {
    t.increments('id');
    t.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.string('subject', 150).notNullable();
    t.enu('status', TICKET_STATUSES).notNullable().defaultTo('open');
    t.timestamps(true, true);
    t.index(['company_id', 'updated_at']);
  });
  await knex.schema.createTable('support_messages', (t) => {
    t.increments('id');
    t.integer('ticket_id').notNullable().references('support_tickets.id').onDelete('CASCADE');
    t.integer('author_id').references('users.id').onDelete('SET NULL');
    t.text('body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['ticket_id', 'created_at']);
  });

  await knex.schema.alterTable('companies', (t) => {
    // The licences a company accepts as a set (uae, gcc, international); `licences_accepted`
    // keeps the sentence renters read.
    t.specificType('licence_kinds', 'text[]');
    t.string('logo_storage_key', 300);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('companies', (t) => {
    t.dropColumn('logo_storage_key');
    t.dropColumn('licence_kinds');
  });
  await knex.schema.dropTableIfExists('support_messages');
  await knex.schema.dropTableIfExists('support_tickets');
  await knex.schema.dropTableIfExists('vendor_documents');
  await knex.schema.dropTableIfExists('subscriptions');
  await knex.schema.dropTableIfExists('payment_methods');
  await knex.schema.dropTableIfExists('plans');
}
