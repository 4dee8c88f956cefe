import type { SupportTicket as SupportTicketView } from '@core/schemas/support';
import type { SupportTicket } from '../models';

const iso = (date: Date | string) => new Date(date).toISOString();

export const presentTicket = (ticket: SupportTicket): SupportTicketView => ({
  id: ticket.id,
  subject: ticket.subject,
  status: ticket.status,
  createdAt: iso(ticket.createdAt),
  updatedAt: iso(ticket.updatedAt),
});
