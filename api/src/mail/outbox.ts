/**
 * The outbox: a message is a row of `mail_outbox`, inserted in the transaction of the event that
 * causes it, so that the event and its mail are committed together or not at all. The worker
 * (worker.ts) sends it afterwards. `key` says which event the mail is about (e.g.
 * `password-reset:<token id>`): enqueuing the same key again stores nothing new.
 */
import type { Knex } from 'knex';
import type { MailParams, MailTemplateName } from './templates';

/** Addresses of the demo data (seeded accounts and their companies) end in these domains… */
export const DEMO_MAIL_DOMAINS = ['demo.ae'] as const;

/**
 * …or belong to a demo account (`users.demo`) or a company a demo account owns (the demo market's
 * `bookings@<company>.ae`, real-looking and maybe someone's). Such mail is kept in the outbox and
 * never handed to a real SMTP server; the development outbox shows it, since nothing leaves the
 * machine there.
 */
export async function isDemoRecipient(trx: Knex.Transaction | Knex, address: string) {
  const lower = address.toLowerCase();
  if (DEMO_MAIL_DOMAINS.some((domain) => lower.endsWith(`@${domain}`))) return true;
  const user = await trx('users')
    .whereRaw('lower(email) = ?', [lower])
    .where({ demo: true })
    .first('id');
  if (user) return true;
  const company = await trx('companies')
    .join('users', 'users.id', 'companies.owner_id')
    .whereRaw('lower(companies.email) = ?', [lower])
    .where('users.demo', true)
    .first('companies.id');
  return Boolean(company);
}

export interface MailToSend<N extends MailTemplateName> {
  /** Idempotency key: one message per key, whatever the retries. */
  key: string;
  template: N;
  to: string;
  params: MailParams<N>;
  language?: string;
}

/** Stores the message in the caller's transaction; the id, or null when the key was taken. */
export async function enqueueMail<N extends MailTemplateName>(
  trx: Knex.Transaction,
  mail: MailToSend<N>,
): Promise<number | null> {
  const demo = await isDemoRecipient(trx, mail.to);
  const rows = (await trx('mail_outbox')
    .insert({
      key: mail.key,
      template: mail.template,
      locale: mail.language ?? 'en',
      to_address: mail.to,
      params: JSON.stringify(mail.params),
      demo,
    })
    .onConflict('key')
    .ignore()
    .returning('id')) as { id: number }[];
  return rows[0]?.id ?? null;
}

export interface OutboxItem {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The development outbox, newest first (GET /api/admin/outbox). */
export async function listDevelopmentOutbox(knex: Knex, limit = 100): Promise<OutboxItem[]> {
  const rows = (await knex('mail_outbox')
    .where({ status: 'sent' })
    .whereNotNull('text_body')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .select('id', 'to_address', 'subject', 'text_body', 'created_at')) as {
    id: number;
    to_address: string;
    subject: string;
    text_body: string;
    created_at: Date;
  }[];
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
