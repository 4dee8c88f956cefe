import {
  adminAuditQuerySchema,
  adminSupportQuerySchema,
  type AdminQueueCounts,
  type AdminSupportPage,
  type AuditPage,
} from '@core/schemas/admin';
import { supportMessageInputSchema, type SupportTicketDetail } from '@core/schemas/support';
import { adminPolicy } from '../../policies/admin';
import { listAudit, auditCsv } from '../../services/admin/audit';
import { adminQueueCounts } from '../../services/admin/overview';
import {
  addTicketMessage,
  closeTicket,
  listAllTickets,
  ticketDetail,
} from '../../services/support';
import { ids, type ApiRouter } from '../apiRouter';

const ticketId = ids({ id: 'Ticket not found' });
/** Our team reaches every company's tickets. */
const ANY_COMPANY = { anyCompany: true } as const;

/** The queue counts, the support inbox (the vendor support service, any company) and the audit trail. */
export function adminInboxRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/admin/queues',
    policy: adminPolicy.review,
    handler: (): Promise<AdminQueueCounts> => adminQueueCounts(),
  });

  api.add({
    method: 'get',
    path: '/admin/support',
    policy: adminPolicy.support,
    query: adminSupportQuerySchema,
    handler: ({ actor, query }): Promise<AdminSupportPage> => listAllTickets(query, actor),
  });

  api.add({
    method: 'get',
    path: '/admin/support/:id',
    policy: adminPolicy.support,
    params: ticketId,
    handler: ({ actor, params }): Promise<SupportTicketDetail> =>
      ticketDetail(ANY_COMPANY, params.id, actor),
  });

  api.add({
    method: 'post',
    path: '/admin/support/:id/messages',
    policy: adminPolicy.support,
    params: ticketId,
    body: supportMessageInputSchema,
    idempotent: true,
    status: 201,
    handler: async ({ actor, params, body, deps }): Promise<SupportTicketDetail> => {
      await addTicketMessage(deps.knex, ANY_COMPANY, params.id, actor, body.message, {
        fromCompany: false,
        publicUrl: deps.config.publicUrl,
      });
      return ticketDetail(ANY_COMPANY, params.id, actor);
    },
  });

  api.add({
    method: 'post',
    path: '/admin/support/:id/close',
    policy: adminPolicy.support,
    params: ticketId,
    handler: async ({ actor, params, deps }): Promise<SupportTicketDetail> => {
      await closeTicket(deps.knex, ANY_COMPANY, params.id);
      return ticketDetail(ANY_COMPANY, params.id, actor);
    },
  });

  api.add({
    method: 'get',
    path: '/admin/audit',
    policy: adminPolicy.audit,
    query: adminAuditQuerySchema,
    handler: ({ query }): Promise<AuditPage> => listAudit(query),
  });

  // The same query as the list (its filters, newest first), every page at once (capped).
  api.add({
    method: 'get',
    path: '/admin/audit.csv',
    policy: adminPolicy.audit,
    query: adminAuditQuerySchema,
    handler: async ({ ctx, query }) => {
      const csv = await auditCsv(query);
      ctx.attachment(`audit-${new Date().toISOString().slice(0, 10)}.csv`);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = csv;
    },
  });
}
