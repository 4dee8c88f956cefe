/**
 * The daily lead digest: for each company whose new-lead setting is `digest`, one mail with the
 * leads of the previous UAE day (none when there were none). Housekeeping calls it hourly; the
 * outbox key `lead-digest:<company>:<day>` makes it one mail a day however many runs and
 * server processes try.
 */
import type { Knex } from 'knex';
import { uaeToday } from '@core/rules/uaeTime';
import type { ContactMethod } from '@core/enums';
import { transaction } from '../db/transaction';
import { enqueueMail } from '../mail';
import { unsubscribeUrl, type MailLinks } from '../mail/unsubscribe';
import { addDays, dayInWords, uaeDayBounds } from './mailDays';

interface DigestLead {
  company_id: number;
  name: string;
  email: string;
  phone: string;
  car_title: string | null;
  method: ContactMethod;
}

export async function enqueueLeadDigests(knex: Knex, links: MailLinks, now = new Date()) {
  const day = addDays(uaeToday(now), -1);
  const { from, to } = uaeDayBounds(day);
  const companies = (await knex('companies')
    .where({ new_lead_mail: 'digest' })
    .whereNotNull('email')
    .whereNot('email', '')
    .whereNotExists(
      knex('mail_outbox').whereRaw("key = 'lead-digest:' || companies.id || ':' || ?", [day]),
    )
    .select('id', 'name', 'email')) as { id: number; name: string; email: string }[];
  if (companies.length === 0) return 0;
  const leads = (await knex('leads')
    .whereIn(
      'company_id',
      companies.map((c) => c.id),
    )
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .select('company_id', 'name', 'email', 'phone', 'car_title', 'method')) as DigestLead[];
  let queued = 0;
  for (const company of companies) {
    const own = leads.filter((lead) => Number(lead.company_id) === Number(company.id));
    if (own.length === 0) continue;
    const id = await transaction(
      (trx) =>
        enqueueMail(trx, {
          key: `lead-digest:${company.id}:${day}`,
          template: 'leadDigest',
          to: company.email,
          params: {
            companyName: company.name,
            day: dayInWords(day),
            leads: own.map((lead) => ({
              renterName: lead.name,
              renterEmail: lead.email,
              renterPhone: lead.phone,
              carTitle: lead.car_title ?? '',
              method: lead.method,
            })),
            leadsLink: `${links.publicUrl}/dashboard/leads`,
            unsubscribeUrl: unsubscribeUrl(links, { kind: 'lead-digest', companyId: company.id }),
          },
        }),
      knex,
    );
    if (id !== null) queued += 1;
  }
  return queued;
}
