import type { Knex } from 'knex';

// Values written out, not imported from core (see the initial schema).
const POST_STATUSES = ['draft', 'review', 'scheduled', 'published'];
const INVITATION_ROLES = ['writer', 'admin'];

// The blog: posts with categories and tags, invitations of writers and admins, and a small
// key/value `settings` table (the blog's settings are its `blog` row).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('post_categories', (t) => {
    t.increments('id');
    t.string('slug', 120).notNullable().unique();
    t.string('name', 60).notNullable();
    t.string('description', 300);
    t.timestamps(true, true);
  });

  await knex.schema.createTable('tags', (t) => {
    t.increments('id');
    t.string('slug', 120).notNullable().unique();
    t.string('name', 40).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('posts', (t) => {
    t.increments('id');
    t.string('slug', 120).notNullable().unique();
    t.string('title', 160).notNullable();
    t.string('excerpt', 400);
    t.jsonb('content_json');
    // Sanitised on the way in: this is what the site renders.
    t.text('content_html').notNullable().defaultTo('');
    t.integer('reading_minutes').notNullable().defaultTo(1);
    t.string('cover_image_url', 500);
    t.enu('status', POST_STATUSES).notNullable().defaultTo('draft');
    t.timestamp('publish_at', { useTz: true });
    t.timestamp('published_at', { useTz: true });
    t.integer('author_id').notNullable().references('users.id').onDelete('RESTRICT');
    t.integer('category_id').references('post_categories.id').onDelete('RESTRICT');
    t.string('meta_title', 70);
    t.string('meta_description', 170);
    t.timestamps(true, true);
    t.index(['author_id']);
    t.index(['category_id']);
  });
  // The public list: published (or due scheduled) posts, newest first.
  await knex.raw(
    `CREATE INDEX posts_public_date ON posts ((coalesce(published_at, publish_at)) DESC, id DESC)
     WHERE status IN ('published', 'scheduled')`,
  );

  await knex.schema.createTable('post_tags', (t) => {
    t.integer('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    t.integer('tag_id').notNullable().references('tags.id').onDelete('CASCADE');
    t.integer('position').notNullable().defaultTo(0);
    t.primary(['post_id', 'tag_id']);
    t.index(['tag_id']);
  });

  await knex.schema.createTable('invitations', (t) => {
    t.increments('id');
    t.string('email', 254).notNullable();
    t.enu('role', INVITATION_ROLES).notNullable();
    // SHA-256 of the token, hex: the token itself is only ever in the link.
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('accepted_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    t.integer('invited_by').references('users.id').onDelete('SET NULL');
    t.integer('accepted_user_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['email']);
  });

  await knex.schema.createTable('settings', (t) => {
    t.string('key', 60).primary();
    t.jsonb('value').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('settings');
  await knex.schema.dropTableIfExists('invitations');
  await knex.schema.dropTableIfExists('post_tags');
  await knex.schema.dropTableIfExists('posts');
  await knex.schema.dropTableIfExists('tags');
  await knex.schema.dropTableIfExists('post_categories');
}
