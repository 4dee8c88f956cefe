import type { Knex } from 'knex';

/**
 * `mail_outbox`: every message the product sends, written in the same transaction as the event
 * that causes it (a reset request, a lead, a decision) and sent later by the mail worker
 * (api/src/mail/worker.ts). `key` is the message's idempotency key: enqueuing the same key twice
 * stores one row, and the Message-ID sent is made from it, so a retry is the same message.
 * `password_reset_tokens`: single-use links, stored as SHA-256 of the token only.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (t) => {
    t.bigIncrements('id').primary();
    t.string('key', 200).notNullable().unique();
    t.string('template', 60).notNullable();
    t.string('locale', 10).notNullable().defaultTo('en');
    t.string('to_address', 254).notNullable();
    // What the template needs; cleared once sent over SMTP (it may hold a link's token).
    t.jsonb('params');
    // A demo account or demo company: never handed to a real SMTP server.
    t.boolean('demo').notNullable().defaultTo(false);
    // pending → sending (claimed by one worker until locked_until) → sent | failed | suppressed
    t.string('status', 12).notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('locked_until', { useTz: true });
    t.text('last_error');
    t.string('message_id', 255);
    t.string('subject', 300);
    // Kept only by the development outbox, which is where such mail is read.
    t.text('text_body');
    t.text('html_body');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
    t.index(['status', 'next_attempt_at']);
    t.index(['created_at']);
  });
  await knex.schema.createTable('password_reset_tokens', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('password_reset_tokens');
  await knex.schema.dropTableIfExists('mail_outbox');
}
