import type { Knex } from 'knex';

/**
 * Catalogue search. `cars.search_text` holds what free text matches (title, brand, model,
 * company name), kept by triggers so no write path can forget it; a trigram index on it serves
 * typo- and prefix-tolerant matching. Partial indexes cover only public listings (approved and
 * active), in the orders the listing sorts by.
 */
const PUBLIC = `status = 'approved' AND active`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cars', (t) => {
    t.text('search_text').notNullable().defaultTo('');
  });

  await knex.raw(`
    CREATE FUNCTION cars_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search_text := lower(concat_ws(' ',
        NEW.title, NEW.brand, replace(NEW.brand, '-', ' '), NEW.model,
        (SELECT name FROM companies WHERE id = NEW.company_id)));
      RETURN NEW;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER cars_search_text BEFORE INSERT OR UPDATE OF title, brand, model, company_id
    ON cars FOR EACH ROW EXECUTE FUNCTION cars_search_text()`);
  await knex.raw(`
    CREATE FUNCTION companies_rename_cars() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE cars SET title = title WHERE company_id = NEW.id;
      RETURN NEW;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER companies_rename_cars AFTER UPDATE OF name ON companies
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION companies_rename_cars()`);
  // Fill the column for rows that already exist.
  await knex.raw('UPDATE cars SET title = title');

  await knex.raw(
    `CREATE INDEX cars_public_search_trgm ON cars USING gin (search_text gin_trgm_ops) WHERE ${PUBLIC}`,
  );
  await knex.raw(`CREATE INDEX cars_public_price ON cars (price_per_day, id) WHERE ${PUBLIC}`);
  await knex.raw(
    `CREATE INDEX cars_public_newest ON cars (created_at DESC, id DESC) WHERE ${PUBLIC}`,
  );
  await knex.raw(
    `CREATE INDEX cars_public_type_price ON cars (car_type, price_per_day, id) WHERE ${PUBLIC}`,
  );
  await knex.raw(
    `CREATE INDEX cars_public_emirate_price ON cars (emirate, price_per_day, id) WHERE ${PUBLIC}`,
  );
  await knex.raw(
    `CREATE INDEX cars_public_brand_price ON cars (brand, price_per_day, id) WHERE ${PUBLIC}`,
  );
  await knex.raw(`CREATE INDEX cars_public_services ON cars USING gin (services) WHERE ${PUBLIC}`);
  await knex.raw(`CREATE INDEX companies_active ON companies (id) WHERE status = 'active'`);
}

export async function down(knex: Knex): Promise<void> {
  for (const index of [
    'cars_public_search_trgm',
    'cars_public_price',
    'cars_public_newest',
    'cars_public_type_price',
    'cars_public_emirate_price',
    'cars_public_brand_price',
    'cars_public_services',
    'companies_active',
  ]) {
    await knex.raw(`DROP INDEX IF EXISTS ${index}`);
  }
  await knex.raw('DROP TRIGGER IF EXISTS companies_rename_cars ON companies');
  await knex.raw('DROP FUNCTION IF EXISTS companies_rename_cars()');
  await knex.raw('DROP TRIGGER IF EXISTS cars_search_text ON cars');
  await knex.raw('DROP FUNCTION IF EXISTS cars_search_text()');
  await knex.schema.alterTable('cars', (t) => t.dropColumn('search_text'));
}
