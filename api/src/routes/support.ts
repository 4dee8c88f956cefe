import {
  supportMessageInputSchema,
  supportTicketInputSchema,
  type SupportTicketDetail,
  type SupportTicketList,
} from '@core/schemas/support';
import { idOr404, parseInput } from '../errors';
import { supportPolicy } from '../policies/support';
import { ownCompanyId } from '../services/ownCompany';
import {
  addTicketMessage,
  listCompanyTickets,
  openTicket,
  presentTicket,
  ticketDetail,
} from '../services/support';
import type { ApiRouter } from './apiRouter';

const ticketIdOf = (raw: unknown) => idOr404(raw, 'Ticket not found');

/** The company's support tickets with our team. */
export function supportRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/vendor/support',
    policy: supportPolicy.manageOwn,
    handler: async (ctx) => {
      const tickets = await listCompanyTickets(ownCompanyId(ctx.state.actor!));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { items: tickets.map(presentTicket) } satisfies SupportTicketList;
    },
  });

  api.add({
    method: 'post',
    path: '/vendor/support',
    policy: supportPolicy.manageOwn,
    handler: async (ctx) => {
      const input = parseInput(supportTicketInputSchema, ctx.request.body, 'body');
      const actor = ctx.state.actor!;
      const companyId = ownCompanyId(actor);
      const ticket = await openTicket(ctx.deps.knex, companyId, actor, input);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = (await ticketDetail({ companyId }, ticket.id)) satisfies SupportTicketDetail;
    },
  });

  api.add({
    method: 'get',
    path: '/vendor/support/:id',
    policy: supportPolicy.manageOwn,
    handler: async (ctx) => {
      const companyId = ownCompanyId(ctx.state.actor!);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await ticketDetail(
        { companyId },
        ticketIdOf(ctx.params.id),
      )) satisfies SupportTicketDetail;
    },
  });

  api.add({
    method: 'post',
    path: '/vendor/support/:id/messages',
    policy: supportPolicy.manageOwn,
    handler: async (ctx) => {
      const { message } = parseInput(supportMessageInputSchema, ctx.request.body, 'body');
      const actor = ctx.state.actor!;
      const scope = { companyId: ownCompanyId(actor) };
      const id = ticketIdOf(ctx.params.id);
      await addTicketMessage(ctx.deps.knex, scope, id, actor, message, { fromCompany: true });
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = (await ticketDetail(scope, id)) satisfies SupportTicketDetail;
    },
  });
}
