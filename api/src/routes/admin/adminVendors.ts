import {
  adminVendorsQuerySchema,
  decisionReasonSchema,
  type AdminVendor,
  type AdminVendorPage,
} from '@core/schemas/admin';
import { idOr404, parseInput } from '../../errors';
import { adminPolicy } from '../../policies/admin';
import {
  listVendors,
  reinstateCompany,
  rejectCompanyVerification,
  suspendCompany,
  vendorView,
  verifyCompany,
} from '../../services/admin/companyModeration';
import type { ApiRouter } from '../apiRouter';

const companyIdOf = (raw: unknown) => idOr404(raw, 'Company not found');

/** Rental companies (`:id` is the company's id): verification and suspension. */
export function adminVendorRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/admin/vendors',
    policy: adminPolicy.moderate,
    handler: async (ctx) => {
      const query = parseInput(adminVendorsQuerySchema, ctx.query, 'query');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await listVendors(query)) satisfies AdminVendorPage;
    },
  });

  api.add({
    method: 'post',
    path: '/admin/vendors/:id/verify',
    policy: adminPolicy.moderate,
    handler: async (ctx) => {
      const id = companyIdOf(ctx.params.id);
      const change = await verifyCompany(ctx.deps.knex, ctx.state.actor!, id);
      if (change.publicChange) ctx.deps.catalogue.changed();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await vendorView(id)) satisfies AdminVendor;
    },
  });

  api.add({
    method: 'post',
    path: '/admin/vendors/:id/reject',
    policy: adminPolicy.moderate,
    handler: async (ctx) => {
      const { reason } = parseInput(decisionReasonSchema, ctx.request.body, 'body');
      const id = companyIdOf(ctx.params.id);
      const change = await rejectCompanyVerification(ctx.deps.knex, ctx.state.actor!, id, reason);
      if (change.publicChange) ctx.deps.catalogue.changed();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await vendorView(id)) satisfies AdminVendor;
    },
  });

  // Suspension and reinstatement change which cars and companies renters see: at once.
  api.add({
    method: 'post',
    path: '/admin/vendors/:id/suspend',
    policy: adminPolicy.moderate,
    handler: async (ctx) => {
      const { reason } = parseInput(decisionReasonSchema, ctx.request.body, 'body');
      const id = companyIdOf(ctx.params.id);
      await suspendCompany(ctx.deps.knex, ctx.state.actor!, id, reason);
      ctx.deps.catalogue.changed();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await vendorView(id)) satisfies AdminVendor;
    },
  });

  api.add({
    method: 'post',
    path: '/admin/vendors/:id/reinstate',
    policy: adminPolicy.moderate,
    handler: async (ctx) => {
      const id = companyIdOf(ctx.params.id);
      await reinstateCompany(ctx.deps.knex, ctx.state.actor!, id);
      ctx.deps.catalogue.changed();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await vendorView(id)) satisfies AdminVendor;
    },
  });
}
