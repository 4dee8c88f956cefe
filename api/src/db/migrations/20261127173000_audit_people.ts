import type { Knex } from 'knex';

/**
 * The audit trail read by people (#22): each event names the company it concerns and what its
 * subject was called when it happened (a car's title, a document's kind, a company's name), so
 * the trail filters by company and stays readable after a car or document is deleted. Existing
 * events are filled in from their subjects where those still exist.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_events', (t) => {
    // Kept when the company is deleted, like the actor: the trail outlives what it describes.
    t.integer('company_id').references('companies.id').onDelete('SET NULL');
    t.string('subject_label', 200);
    t.index(['company_id', 'created_at']);
    t.index(['action', 'created_at']);
  });
  await knex.raw(`
    update audit_events a set company_id = c.company_id, subject_label = c.title
      from cars c where a.subject_type = 'listing' and c.id = a.subject_id`);
  await knex.raw(`
    update audit_events a set company_id = d.company_id, subject_label = d.kind
      from vendor_documents d where a.subject_type = 'document' and d.id = a.subject_id`);
  await knex.raw(`
    update audit_events a set company_id = co.id, subject_label = co.name
      from companies co where a.subject_type = 'company' and co.id = a.subject_id`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_events', (t) => {
    t.dropIndex(['action', 'created_at']);
    t.dropIndex(['company_id', 'created_at']);
    t.dropColumn('subject_label');
    t.dropColumn('company_id');
  });
}
