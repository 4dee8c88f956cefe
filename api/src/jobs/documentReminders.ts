/**
 * Document reminders: a company's approved document expires in 30 days, in 7 days, or has
 * expired. Only a document still in force counts (a newer one of its kind, waiting or approved,
 * means the vendor has renewed). Housekeeping calls it hourly; the outbox key
 * `document-<stage>:<document>:<expiry>` makes each reminder one mail, however many runs and
 * server processes try. A document that expired more than a week before this runs gets no
 * mail (the first run after deploy would otherwise mail every old lapse).
 */
import type { Knex } from 'knex';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@core/enums';
import { uaeToday } from '@core/rules/uaeTime';
import { transaction } from '../db/transaction';
import { enqueueMail } from '../mail';
import type { DocumentExpiryParams } from '../mail/templates/DocumentExpiryMail';
import { dateText } from '../services/verification';
import { addDays, daysBetween } from './mailDays';

export const REMINDER_DAYS = { first: 30, last: 7, expiredWithin: 7 } as const;

const stageOf = (days: number): DocumentExpiryParams['stage'] =>
  days < 0 ? 'expired' : days <= REMINDER_DAYS.last ? 'in7' : 'in30';

export async function enqueueDocumentReminders(knex: Knex, publicUrl: string, now = new Date()) {
  const today = uaeToday(now);
  const rows = (await knex('vendor_documents as d')
    .join('companies as c', 'c.id', 'd.company_id')
    .join('users as u', 'u.id', 'c.owner_id')
    .where('d.status', 'approved')
    .where('d.expires_on', '>=', addDays(today, -REMINDER_DAYS.expiredWithin))
    .where('d.expires_on', '<=', addDays(today, REMINDER_DAYS.first))
    .whereNotExists(
      knex('vendor_documents as n')
        .whereRaw('n.company_id = d.company_id and n.kind = d.kind and n.id <> d.id')
        .whereIn('n.status', ['pending', 'approved'])
        .whereRaw('n.created_at > d.created_at'),
    )
    .select('d.id', 'd.kind', 'd.expires_on', 'u.email', 'u.name')) as {
    id: number;
    kind: DocumentKind;
    expires_on: string | Date;
    email: string;
    name: string;
  }[];
  let queued = 0;
  for (const row of rows) {
    const expiresOn = dateText(row.expires_on)!;
    const days = daysBetween(today, expiresOn);
    const stage = stageOf(days);
    const id = await transaction(
      (trx) =>
        enqueueMail(trx, {
          key: `document-${stage}:${row.id}:${expiresOn}`,
          template: 'documentExpiry',
          to: row.email,
          params: {
            stage,
            name: row.name,
            documentName: DOCUMENT_KIND_LABELS[row.kind],
            expiresOn,
            days: Math.max(0, days),
            link: `${publicUrl}/dashboard/verification`,
          },
        }),
      knex,
    );
    if (id !== null) queued += 1;
  }
  return queued;
}
