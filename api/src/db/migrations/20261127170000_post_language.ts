import type { Knex } from 'knex';

/**
 * A post's language and the post it translates (issue #21): the blog lists the posts of the
 * page's language, and a translation and its original point at each other with hreflang. The
 * language is a site language's code (core/i18n/languages.ts; the API checks it, so a third
 * language needs no migration); every post so far is English. A translation names its original
 * (never another translation); deleting the original leaves the translation standing alone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', (t) => {
    t.string('language', 8).notNullable().defaultTo('en');
    t.integer('translation_of_id').references('posts.id').onDelete('SET NULL');
    t.index(['translation_of_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', (t) => {
    t.dropIndex(['translation_of_id']);
    t.dropColumn('translation_of_id');
    t.dropColumn('language');
  });
}
