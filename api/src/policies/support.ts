import type { TicketStatus } from '@core/enums';
import type { Actor, ObjectRules } from './policy';
import { companyOwners, ownsCompanyObject } from './policy';
import { adminPolicy } from './admin';

/** Support tickets: the company's owners open and follow its own (another's answers 404). */
export const supportPolicy = {
  manageOwn: companyOwners,
  canManage: (actor: Actor | null, ticket: { companyId: number }) =>
    ownsCompanyObject(actor, ticket),
};

/** The company's vendor (its own tickets) or our team (every ticket). */
const handles = (actor: Actor, ticket: { companyId: number }) =>
  adminPolicy.support.allows(actor) ||
  (supportPolicy.manageOwn.allows(actor) && supportPolicy.canManage(actor, ticket));

/** What a user may do with a ticket (its `can`): a closed one takes no message (open a new one). */
export const ticketRules: ObjectRules<
  { companyId: number; status: TicketStatus },
  'reply' | 'close'
> = {
  reply: (actor, ticket) => handles(actor, ticket) && ticket.status !== 'closed',
  /** Our team closes a ticket once the matter is settled. */
  close: (actor, ticket) => adminPolicy.support.allows(actor) && ticket.status !== 'closed',
};
