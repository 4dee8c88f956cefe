import type { Knex } from 'knex';

/**
 * Free text, resolved through a vocabulary: every word of listings' search text is kept once in
 * `search_vocabulary` (a few thousand rows, trigram-indexed), and each car keeps its words in
 * `cars.search_words` (GIN-indexed). A query word is first matched against the vocabulary
 * (prefix or close spelling), then cars are found by exact words: precise and index-served at
 * any catalogue size.
 */
const PUBLIC = `status = 'approved' AND active`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('search_vocabulary', (t) => {
    t.text('word').primary();
  });
  await knex.raw(
    'CREATE INDEX search_vocabulary_trgm ON search_vocabulary USING gin (word gin_trgm_ops)',
  );
  await knex.schema.alterTable('cars', (t) => {
    t.specificType('search_words', 'text[]').notNullable().defaultTo('{}');
  });
  await knex.raw(`
    CREATE OR REPLACE FUNCTION cars_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search_text := lower(concat_ws(' ',
        NEW.title, NEW.brand, replace(NEW.brand, '-', ' '), NEW.model,
        (SELECT name FROM companies WHERE id = NEW.company_id)));
      NEW.search_words := ARRAY(
        SELECT DISTINCT w FROM unnest(regexp_split_to_array(NEW.search_text, '[^a-z0-9]+')) AS w
        WHERE w <> '');
      INSERT INTO search_vocabulary (word) SELECT unnest(NEW.search_words) ON CONFLICT DO NOTHING;
      RETURN NEW;
    END $$`);
  // Fill both for rows that already exist.
  await knex.raw('UPDATE cars SET title = title');
  await knex.raw(
    `CREATE INDEX cars_public_search_words ON cars USING gin (search_words) WHERE ${PUBLIC}`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS cars_public_facets');
  await knex.raw('DROP INDEX IF EXISTS cars_public_search_words');
  await knex.raw(
    `CREATE INDEX cars_public_search_trgm ON cars USING gin (search_text gin_trgm_ops) WHERE ${PUBLIC}`,
  );
  await knex.raw(`
    CREATE OR REPLACE FUNCTION cars_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search_text := lower(concat_ws(' ',
        NEW.title, NEW.brand, replace(NEW.brand, '-', ' '), NEW.model,
        (SELECT name FROM companies WHERE id = NEW.company_id)));
      RETURN NEW;
    END $$`);
  await knex.schema.alterTable('cars', (t) => t.dropColumn('search_words'));
  await knex.schema.dropTableIfExists('search_vocabulary');
}
