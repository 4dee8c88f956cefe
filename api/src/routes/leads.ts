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
import { parseInput } from '../errors';
import type { VendorOverview } from '@core/schemas/overview';
import { leadPolicy } from '../policies/leads';
import { ownCompanyId } from '../services/ownCompany';
import { vendorOverview } from '../services/vendorOverview';
import { presentAdminLead, presentLead } from '../presenters/lead';
import {
  companyLeadsForExport,
  leadsCsv,
  listAllLeads,
  listCompanyLeads,
  moveLead,
  recordLead,
  type LeadLimiters,
} from '../services/leads';
import type { ApiRouter } from './apiRouter';

const idParams = z.object({ id: idSchema });

export function leadRoutes(api: ApiRouter, limiters: LeadLimiters) {
  // The contact dialog (spec section 2): a renter asks a company about one public car and gets
  // the company's real WhatsApp number, e-mail and phone.
  api.add({
    method: 'post',
    path: '/leads',
    policy: leadPolicy.create,
    handler: async (ctx) => {
      const input = parseInput(leadInputSchema, ctx.request.body, 'body');
      const lead = await recordLead(
        input,
        {
          address: ctx.ip,
          referer: ctx.get('Referer') || undefined,
          siteOrigins: [new URL(ctx.deps.config.publicUrl).origin, ctx.origin],
        },
        limiters,
      );
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = lead satisfies LeadCreated;
    },
  });

  api.add({
    method: 'get',
    path: '/vendor/leads',
    policy: leadPolicy.manageOwn,
    handler: async (ctx) => {
      const query = parseInput(vendorLeadsQuerySchema, ctx.query, 'query');
      const result = await listCompanyLeads(ctx.state.actor!.companyId, query);
      const body: VendorLeadPage = { ...result, items: result.items.map(presentLead) };
      ctx.set('Cache-Control', 'no-store');
      ctx.body = body;
    },
  });

  // The same list as a spreadsheet: the list's filters and sort, every page (capped).
  api.add({
    method: 'get',
    path: '/vendor/leads.csv',
    policy: leadPolicy.manageOwn,
    handler: async (ctx) => {
      const query = parseInput(vendorLeadsQuerySchema, ctx.query, 'query');
      const leads = await companyLeadsForExport(ctx.state.actor!.companyId, query);
      ctx.set('Cache-Control', 'no-store');
      ctx.attachment(`leads-${new Date().toISOString().slice(0, 10)}.csv`);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = leadsCsv(leads);
    },
  });

  api.add({
    method: 'get',
    path: '/vendor/overview',
    policy: leadPolicy.overview,
    handler: async (ctx) => {
      const overview = await vendorOverview(ownCompanyId(ctx.state.actor!));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = overview satisfies VendorOverview;
    },
  });

  api.add({
    method: 'patch',
    path: '/vendor/leads/:id',
    policy: leadPolicy.manageOwn,
    handler: async (ctx) => {
      const { id } = parseInput(idParams, ctx.params, 'params');
      const { status } = parseInput(leadStatusUpdateSchema, ctx.request.body, 'body');
      const lead = await moveLead(ctx.state.actor!, id, status);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentLead(lead);
    },
  });

  api.add({
    method: 'get',
    path: '/admin/leads',
    policy: leadPolicy.review,
    handler: async (ctx) => {
      const query = parseInput(adminLeadsQuerySchema, ctx.query, 'query');
      const result = await listAllLeads(query);
      const body: AdminLeadPage = { ...result, items: result.items.map(presentAdminLead) };
      ctx.set('Cache-Control', 'no-store');
      ctx.body = body;
    },
  });
}
