import {
  adminAuditQuerySchema,
  adminSupportQuerySchema,
  type AdminOverview,
  type AdminSupportPage,
  type AuditPage,
} from '@core/schemas/admin';
import { supportMessageInputSchema, type SupportTicketDetail } from '@core/schemas/support';
import { idOr404, parseInput } from '../../errors';
import { adminPolicy } from '../../policies/admin';
import { listAudit } from '../../services/admin/audit';
import { adminOverview } from '../../services/admin/overview';
import {
  addTicketMessage,
  closeTicket,
  listAllTickets,
  ticketDetail,
} from '../../services/support';
import type { ApiRouter } from '../apiRouter';

const ticketIdOf = (raw: unknown) => idOr404(raw, 'Ticket not found');
/** Our team reaches every company's tickets. */
const ANY_COMPANY = { anyCompany: true } as const;

/** The overview, the support inbox (the vendor support service, any company) and the audit trail. */
export function adminInboxRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/admin/overview',
    policy: adminPolicy.moderate,
    handler: async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await adminOverview()) satisfies AdminOverview;
    },
  });

  api.add({
    method: 'get',
    path: '/admin/support',
    policy: adminPolicy.moderate,
    handler: async (ctx) => {
      const query = parseInput(adminSupportQuerySchema, ctx.query, 'query');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await listAllTickets(query)) satisfies AdminSupportPage;
    },
  });

  api.add({
    method: 'get',
    path: '/admin/support/:id',
    policy: adminPolicy.moderate,
    handler: async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await ticketDetail(
        ANY_COMPANY,
        ticketIdOf(ctx.params.id),
      )) satisfies SupportTicketDetail;
    },
  });

  api.add({
    method: 'post',
    path: '/admin/support/:id/messages',
    policy: adminPolicy.moderate,
    handler: async (ctx) => {
      const { message } = parseInput(supportMessageInputSchema, ctx.request.body, 'body');
      const id = ticketIdOf(ctx.params.id);
      await addTicketMessage(ctx.deps.knex, ANY_COMPANY, id, ctx.state.actor!, message, {
        fromCompany: false,
      });
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = (await ticketDetail(ANY_COMPANY, id)) satisfies SupportTicketDetail;
    },
  });

  api.add({
    method: 'post',
    path: '/admin/support/:id/close',
    policy: adminPolicy.moderate,
    handler: async (ctx) => {
      const id = ticketIdOf(ctx.params.id);
      await closeTicket(ctx.deps.knex, ANY_COMPANY, id);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await ticketDetail(ANY_COMPANY, id)) satisfies SupportTicketDetail;
    },
  });

  api.add({
    method: 'get',
    path: '/admin/audit',
    policy: adminPolicy.moderate,
    handler: async (ctx) => {
      const query = parseInput(adminAuditQuerySchema, ctx.query, 'query');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await listAudit(query)) satisfies AuditPage;
    },
  });
}
