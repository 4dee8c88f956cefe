import type { Knex } from 'knex';

/**
 * A blog category's name and description in Arabic (issue #21): the Arabic blog shows them
 * where an admin wrote them, else the category as written (core i18n/companyTexts'
 * `textInLanguage`, as for the companies' texts). Null is "none". Limits as the English ones'.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('post_categories', (t) => {
    t.string('name_ar', 60);
    t.text('description_ar');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('post_categories', (t) => {
    t.dropColumn('description_ar');
    t.dropColumn('name_ar');
  });
}
