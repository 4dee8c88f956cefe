import {
  supportMessageInputSchema,
  supportTicketInputSchema,
  type SupportTicketDetail,
  type SupportTicketList,
} from '@core/schemas/support';
import { supportPolicy } from '../policies/support';
import { presentTicket } from '../presenters/support';
import { ownCompanyId } from '../services/ownCompany';
import {
  addTicketMessage,
  listCompanyTickets,
  openTicket,
  ticketDetail,
} from '../services/support';
import { ids, type ApiRouter } from './apiRouter';

const ticketId = ids({ id: 'Ticket not found' });

/** The company's support tickets with our team. */
export function supportRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/vendor/support',
    policy: supportPolicy.manageOwn,
    handler: ({ actor }) => listCompanyTickets(ownCompanyId(actor)),
    present: (tickets, { actor }): SupportTicketList => ({
      items: tickets.map((ticket) => presentTicket(ticket, actor)),
    }),
  });

  api.add({
    method: 'post',
    path: '/vendor/support',
    policy: supportPolicy.manageOwn,
    body: supportTicketInputSchema,
    idempotent: true,
    status: 201,
    handler: async ({ actor, body, deps }): Promise<SupportTicketDetail> => {
      const companyId = ownCompanyId(actor);
      const ticket = await openTicket(deps.knex, companyId, actor, body);
      return ticketDetail({ companyId }, ticket.id, actor);
    },
  });

  api.add({
    method: 'get',
    path: '/vendor/support/:id',
    policy: supportPolicy.manageOwn,
    params: ticketId,
    handler: ({ actor, params }): Promise<SupportTicketDetail> =>
      ticketDetail({ companyId: ownCompanyId(actor) }, params.id, actor),
  });

  api.add({
    method: 'post',
    path: '/vendor/support/:id/messages',
    policy: supportPolicy.manageOwn,
    params: ticketId,
    body: supportMessageInputSchema,
    idempotent: true,
    status: 201,
    handler: async ({ actor, params, body, deps }): Promise<SupportTicketDetail> => {
      const scope = { companyId: ownCompanyId(actor) };
      await addTicketMessage(deps.knex, scope, params.id, actor, body.message, {
        fromCompany: true,
      });
      return ticketDetail(scope, params.id, actor);
    },
  });
}
