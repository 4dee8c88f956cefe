/**
 * Support tickets between a rental company and our team. Written for both sides: the vendor
 * routes pass their company (another company's ticket is not found); the admin issue's routes
 * reply with `addTicketMessage(…, { fromCompany: false })`, which marks the ticket answered, list
 * every company's tickets (`listAllTickets`) and close them (`closeTicket`).
 */
import type { Knex } from 'knex';
import { TICKET_STATUSES, type TicketStatus } from '@core/enums';
import type { AdminSupportPage } from '@core/schemas/admin';
import type {
  SupportMessage as SupportMessageView,
  SupportTicketDetail,
} from '@core/schemas/support';
import { ERROR_CODES } from '@core/schemas/error';
import { HttpError, notFound } from '../errors';
import { SupportMessage, SupportTicket } from '../models';
import { presentTicket } from '../presenters/support';
import { ticketRules } from '../policies/support';
import type { Actor } from '../policies/policy';
import { transaction } from '../db/transaction';
import { enqueueOwnerMail } from '../mail/ownerMail';

const iso = (date: Date | string) => new Date(date).toISOString();

/** Whose tickets a caller may touch: one company's (vendors), or any (our team). */
export type TicketScope = { companyId: number } | { anyCompany: true };

async function scopedTicket(scope: TicketScope, id: number, trx?: Knex.Transaction) {
  const ticket = await SupportTicket.query(trx).findById(id);
  if (!ticket || ('companyId' in scope && ticket.companyId !== scope.companyId)) {
    throw notFound('Ticket not found');
  }
  return ticket;
}

export async function listCompanyTickets(companyId: number): Promise<SupportTicket[]> {
  return SupportTicket.query()
    .where('company_id', companyId)
    .orderBy([
      { column: 'updated_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(200);
}

export async function ticketDetail(
  scope: TicketScope,
  id: number,
  actor: Actor,
): Promise<SupportTicketDetail> {
  const ticket = await scopedTicket(scope, id);
  const rows = await SupportMessage.query()
    .leftJoin('users', 'users.id', 'support_messages.author_id')
    .where('support_messages.ticket_id', ticket.id)
    .select('support_messages.*', 'users.name as author_name', 'users.role as author_role')
    .orderBy([
      { column: 'support_messages.created_at', order: 'asc' },
      { column: 'support_messages.id', order: 'asc' },
    ])
    .castTo<(SupportMessage & { authorName: string | null; authorRole: string | null })[]>();
  const messages: SupportMessageView[] = rows.map((row) => ({
    id: row.id,
    body: row.body,
    authorName: row.authorName,
    fromCompany: row.authorRole === 'vendor',
    createdAt: iso(row.createdAt),
  }));
  return { ...presentTicket(ticket, actor), messages };
}

export async function openTicket(
  knex: Knex,
  companyId: number,
  author: { id: number },
  input: { subject: string; message: string },
): Promise<SupportTicket> {
  return transaction(async (trx) => {
    const ticket = await SupportTicket.query(trx).insertAndFetch({
      companyId,
      subject: input.subject,
      status: 'open',
    });
    await SupportMessage.query(trx).insert({
      ticketId: ticket.id,
      authorId: author.id,
      body: input.message,
    });
    return ticket;
  }, knex);
}

/**
 * Adds a message. The company writing reopens the ticket (`open`); our team writing marks it
 * `answered` and mails the answer to the company's owner (with `publicUrl`, for the link), in
 * the same transaction. A closed ticket takes no more messages (422: open a new one).
 */
export async function addTicketMessage(
  knex: Knex,
  scope: TicketScope,
  id: number,
  author: Actor,
  body: string,
  { fromCompany, publicUrl }: { fromCompany: boolean; publicUrl?: string },
): Promise<SupportTicket> {
  return transaction(async (trx) => {
    const ticket = await scopedTicket(scope, id, trx);
    if (!ticketRules.reply(author, ticket)) {
      throw new HttpError(422, ERROR_CODES.businessRule, 'This ticket is closed: open a new one');
    }
    const message = await SupportMessage.query(trx).insertAndFetch({
      ticketId: ticket.id,
      authorId: author.id,
      body,
    });
    if (!fromCompany && publicUrl) {
      await enqueueOwnerMail(trx, ticket.companyId, (owner) => ({
        key: `ticket-answered:${message.id}`,
        template: 'ticketAnswered',
        params: {
          name: owner.name,
          ticketSubject: ticket.subject,
          answer: body,
          link: `${publicUrl}/dashboard/support/${ticket.id}`,
        },
      }));
    }
    const status: TicketStatus = fromCompany ? 'open' : 'answered';
    await SupportTicket.query(trx).patch({ status }).where('id', ticket.id);
    return scopedTicket(scope, ticket.id, trx);
  }, knex);
}

/** Closes a ticket (our team, when the matter is settled); closing a closed one changes nothing. */
export async function closeTicket(knex: Knex, scope: TicketScope, id: number): Promise<void> {
  await transaction(async (trx) => {
    const ticket = await scopedTicket(scope, id, trx);
    if (ticket.status !== 'closed') {
      await SupportTicket.query(trx).patch({ status: 'closed' }).where('id', ticket.id);
    }
  }, knex);
}

/** Every company's tickets (our team's inbox): one status or all, most recently active first. */
export async function listAllTickets(
  query: { status?: TicketStatus; page: number; pageSize: number },
  actor: Actor,
): Promise<AdminSupportPage> {
  const { status, page, pageSize } = query;
  const filtered = () => {
    const qb = SupportTicket.query();
    if (status) qb.where('support_tickets.status', status);
    return qb;
  };
  const [rows, total, statusRows] = await Promise.all([
    filtered()
      .join('companies', 'companies.id', 'support_tickets.company_id')
      .select('support_tickets.*', 'companies.name as company_name')
      .orderBy([
        { column: 'support_tickets.updated_at', order: 'desc' },
        { column: 'support_tickets.id', order: 'desc' },
      ])
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .castTo<(SupportTicket & { companyName: string })[]>(),
    filtered().resultSize(),
    SupportTicket.query()
      .select('status as key')
      .count('* as n')
      .groupBy('status')
      .castTo<{ key: TicketStatus; n: number | string }[]>(),
  ]);
  const counts = Object.fromEntries(TICKET_STATUSES.map((s) => [s, 0])) as Record<
    TicketStatus,
    number
  >;
  for (const row of statusRows) counts[row.key] = Number(row.n);
  const items = rows.map((row) => ({
    ...presentTicket(row, actor),
    company: { id: row.companyId, name: row.companyName },
  }));
  return { items, total, page, pageSize, counts };
}
