import type { SupportTicket as SupportTicketView } from '@core/schemas/support';
import type { SupportTicket } from '../models';
import { ticketRules } from '../policies/support';
import { abilitiesOf, type Actor } from '../policies/policy';

const iso = (date: Date | string) => new Date(date).toISOString();

export const presentTicket = (ticket: SupportTicket, actor: Actor): SupportTicketView => ({
  id: ticket.id,
  subject: ticket.subject,
  status: ticket.status,
  createdAt: iso(ticket.createdAt),
  updatedAt: iso(ticket.updatedAt),
  can: abilitiesOf(ticketRules, actor, ticket),
});
