import type { Knex } from 'knex';

/**
 * The old addresses of blog posts whose slug changed after they had been public: links shared
 * and indexed before keep working (301 to the post's current address).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('post_slug_redirects', (t) => {
    t.string('slug', 120).primary();
    t.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['post_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('post_slug_redirects');
}
