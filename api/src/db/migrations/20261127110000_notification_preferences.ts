import type { Knex } from 'knex';

/**
 * Notification preferences. `companies.new_lead_mail`: how the company hears of its leads
 * (`instant`: a mail per lead, the default and what it got before; `digest`: one mail a day
 * with the day's leads; `off`). `users.admin_summary_mail`: an admin's daily summary of the
 * review queues (on by default, opt-out). Every other message is transactional and always sent.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('companies', (t) => {
    t.string('new_lead_mail', 10).notNullable().defaultTo('instant');
  });
  await knex.raw(
    `alter table companies add constraint companies_new_lead_mail_check
       check (new_lead_mail in ('instant', 'digest', 'off'))`,
  );
  await knex.schema.alterTable('users', (t) => {
    t.boolean('admin_summary_mail').notNullable().defaultTo(true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.dropColumn('admin_summary_mail'));
  await knex.raw('alter table companies drop constraint companies_new_lead_mail_check');
  await knex.schema.alterTable('companies', (t) => t.dropColumn('new_lead_mail'));
}
