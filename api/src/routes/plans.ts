import { subscribeInputSchema, type PlanList, type VendorSubscription } from '@core/schemas/plan';
import { parseInput } from '../errors';
import { planPolicy } from '../policies/plans';
import { ownCompanyId } from '../services/ownCompany';
import { changePlan, listPlans, presentPlan, vendorSubscription } from '../services/plans';
import type { ApiRouter } from './apiRouter';

/** The pricing table (public) and the vendor's own plan. */
export function planRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/plans',
    policy: planPolicy.browse,
    handler: async (ctx) => {
      ctx.body = { items: (await listPlans()).map(presentPlan) } satisfies PlanList;
    },
  });

  api.add({
    method: 'get',
    path: '/vendor/subscription',
    policy: planPolicy.manageOwn,
    handler: async (ctx) => {
      const companyId = ownCompanyId(ctx.state.actor!);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await vendorSubscription(companyId)) satisfies VendorSubscription;
    },
  });

  api.add({
    method: 'post',
    path: '/vendor/subscribe',
    policy: planPolicy.manageOwn,
    handler: async (ctx) => {
      const input = parseInput(subscribeInputSchema, ctx.request.body, 'body');
      const companyId = ownCompanyId(ctx.state.actor!);
      await changePlan(ctx.deps.knex, companyId, input, ctx.deps.payments);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await vendorSubscription(companyId)) satisfies VendorSubscription;
    },
  });
}
