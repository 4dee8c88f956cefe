import type { Knex } from 'knex';

/**
 * Company texts in Arabic (issue #21): a car's title and description and a company's description
 * may also be written in Arabic; the Arabic site shows them where written, else the text as the
 * company wrote it. Null is "none". Limits as the English texts' (core schemas).
 *
 * The Arabic title is searched too: the search words gain its words, folded as `normaliseText`
 * (api/src/services/searchText.ts) folds a query, so `تويوتا` finds `تويوتا لاند كروزر` and
 * `سياره` finds `سيارة`: no short vowels or tatweel, one alef, ه for ة, ي for ى.
 */

// Written as code points: the migration's SQL stays ASCII and the ranges are unambiguous.
const ch = (code: number) => String.fromCharCode(code);
/** Short vowels and marks (fathatan … sukun) and the tatweel: dropped. */
const ARABIC_MARKS = `[${ch(0x064b)}-${ch(0x0652)}${ch(0x0640)}]`;
/** أ إ آ → ا, ة → ه, ى → ي. */
const FOLD_FROM = `${ch(0x0623)}${ch(0x0625)}${ch(0x0622)}${ch(0x0629)}${ch(0x0649)}`;
const FOLD_TO = `${ch(0x0627)}${ch(0x0627)}${ch(0x0627)}${ch(0x0647)}${ch(0x064a)}`;
/** Anything but Latin letters, digits and Arabic letters (hamza … ya) separates words. */
const NOT_WORD = `[^a-z0-9${ch(0x0621)}-${ch(0x064a)}]+`;

const searchFunction = (withArabic: boolean) => `
  CREATE OR REPLACE FUNCTION cars_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.search_text := lower(concat_ws(' ',
      NEW.title, ${withArabic ? 'NEW.title_ar, ' : ''}NEW.brand, replace(NEW.brand, '-', ' '), NEW.model,
      (SELECT name FROM companies WHERE id = NEW.company_id)));
    ${
      withArabic
        ? `NEW.search_text := translate(regexp_replace(NEW.search_text, '${ARABIC_MARKS}', '', 'g'),
      '${FOLD_FROM}', '${FOLD_TO}');`
        : ''
    }
    NEW.search_words := ARRAY(
      SELECT DISTINCT w FROM unnest(regexp_split_to_array(NEW.search_text, '${withArabic ? NOT_WORD : '[^a-z0-9]+'}')) AS w
      WHERE w <> '');
    INSERT INTO search_vocabulary (word) SELECT unnest(NEW.search_words) ON CONFLICT DO NOTHING;
    RETURN NEW;
  END $$`;

const searchTrigger = (columns: string) => `
  CREATE TRIGGER cars_search_text BEFORE INSERT OR UPDATE OF ${columns}
  ON cars FOR EACH ROW EXECUTE FUNCTION cars_search_text()`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cars', (t) => {
    t.string('title_ar', 120);
    t.text('description_ar');
  });
  await knex.schema.alterTable('companies', (t) => {
    t.text('description_ar');
  });
  await knex.raw(searchFunction(true));
  await knex.raw('DROP TRIGGER IF EXISTS cars_search_text ON cars');
  await knex.raw(searchTrigger('title, title_ar, brand, model, company_id'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS cars_search_text ON cars');
  await knex.raw(searchTrigger('title, brand, model, company_id'));
  await knex.raw(searchFunction(false));
  await knex.schema.alterTable('companies', (t) => {
    t.dropColumn('description_ar');
  });
  await knex.schema.alterTable('cars', (t) => {
    t.dropColumn('description_ar');
    t.dropColumn('title_ar');
  });
  await knex.raw('UPDATE cars SET title = title');
}
