import type { Knex } from 'knex';

/**
 * An admin sends a post in review back to its writer with a comment (core/rules/postStatus.ts
 * `sendBack`). The writer reads it in the editor until the post is submitted again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', (t) => {
    t.text('review_comment');
    t.timestamp('sent_back_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', (t) => {
    t.dropColumn('sent_back_at');
    t.dropColumn('review_comment');
  });
}
