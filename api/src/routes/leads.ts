import { z } from 'zod';
import { idSchema } from '@core/schemas/common';
import {
  adminLeadsQuerySchema,
  leadInputSchema,
  leadStatusUpdateSchema,
  vendorLeadsQuerySchema,
  type AdminLeadPage,
  type LeadCreated,
  type VendorLeadPage,
} from '@core/schemas/lead';
import type { VendorOverview } from '@core/schemas/overview';
import { leadPolicy } from '../policies/leads';
import { ownCompanyId } from '../services/ownCompany';
import { vendorOverview } from '../services/vendorOverview';
import { presentAdminLead, presentLead } from '../presenters/lead';
import { listAllLeads } from '../services/leads/allLeads';
import { listCompanyLeads } from '../services/leads/companyLeads';
import { companyLeadsForExport, leadsCsv } from '../services/leads/leadsCsv';
import { moveLead } from '../services/leads/moveLead';
import { recordLead, type LeadLimiters } from '../services/leads/recordLead';
import type { ApiRouter } from './apiRouter';

const idParams = z.object({ id: idSchema });

export function leadRoutes(api: ApiRouter, limiters: LeadLimiters) {
  // The contact dialog (spec section 2): a renter asks a company about one public car and gets
  // the company's real WhatsApp number, e-mail and phone.
  // (docs/product.md#contact-dialog)
  api.add({
    method: 'post',
    path: '/leads',
    policy: leadPolicy.create,
    cache: 'no-store',
    body: leadInputSchema,
    idempotent: true,
    status: 201,
    handler: async ({ ctx, body, deps }): Promise<LeadCreated> => {
      const lead = await recordLead(
        body,
        {
          address: ctx.ip,
          referer: ctx.get('Referer') || undefined,
          siteOrigins: [new URL(deps.config.publicUrl).origin, ctx.origin],
          publicUrl: deps.config.publicUrl,
        },
        limiters,
      );
      // Its "new lead" mail was committed with it.
      if (lead.id) deps.mail.worker.wake();
      return lead;
    },
  });

  api.add({
    method: 'get',
    path: '/vendor/leads',
    policy: leadPolicy.manageOwn,
    query: vendorLeadsQuerySchema,
    handler: ({ actor, query }) => listCompanyLeads(actor.companyId, query),
    present: (result, { actor }): VendorLeadPage => ({
      ...result,
      items: result.items.map((lead) => presentLead(lead, actor)),
    }),
  });

  // The same list as a spreadsheet: the list's filters and sort, every page (capped).
  api.add({
    method: 'get',
    path: '/vendor/leads.csv',
    policy: leadPolicy.manageOwn,
    query: vendorLeadsQuerySchema,
    handler: async ({ ctx, actor, query }) => {
      const leads = await companyLeadsForExport(actor.companyId, query);
      ctx.attachment(`leads-${new Date().toISOString().slice(0, 10)}.csv`);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = leadsCsv(leads);
    },
  });

  api.add({
    method: 'get',
    path: '/vendor/overview',
    policy: leadPolicy.overview,
    handler: ({ actor }): Promise<VendorOverview> => vendorOverview(ownCompanyId(actor)),
  });

  api.add({
    method: 'patch',
    path: '/vendor/leads/:id',
    policy: leadPolicy.manageOwn,
    params: idParams,
    body: leadStatusUpdateSchema,
    handler: ({ actor, params, body }) => moveLead(actor, params.id, body.status),
    // A lead won with dates books its car on them (services/carBlocks.ts blockBookedLead).
    changesAvailability: (lead) => (lead.status === 'won' && lead.tripFrom ? lead.carId : null),
    present: (lead, { actor }) => presentLead(lead, actor),
  });

  api.add({
    method: 'get',
    path: '/admin/leads',
    policy: leadPolicy.readAll,
    query: adminLeadsQuerySchema,
    handler: ({ query }) => listAllLeads(query),
    present: (result, { actor }): AdminLeadPage => ({
      ...result,
      items: result.items.map((lead) => presentAdminLead(lead, actor)),
    }),
  });
}
