import { subscribeInputSchema, type PlanList, type VendorSubscription } from '@core/schemas/plan';
import { planPolicy } from '../policies/plans';
import { ownCompanyId } from '../services/ownCompany';
import { presentPlan } from '../presenters/plan';
import { changePlan, listPlans, vendorSubscription } from '../services/plans';
import type { ApiRouter } from './apiRouter';

/** The pricing table (public) and the vendor's own plan. */
export function planRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/plans',
    policy: planPolicy.browse,
    cache: 'unset',
    handler: () => listPlans(),
    present: (plans): PlanList => ({ items: plans.map(presentPlan) }),
  });

  api.add({
    method: 'get',
    path: '/vendor/subscription',
    policy: planPolicy.read,
    handler: async ({ actor }): Promise<VendorSubscription> =>
      vendorSubscription(ownCompanyId(actor), actor),
  });

  api.add({
    method: 'post',
    path: '/vendor/subscribe',
    policy: planPolicy.manageOwn,
    body: subscribeInputSchema,
    handler: async ({ actor, body, deps }) => {
      const companyId = ownCompanyId(actor);
      const { featuresEnded } = await changePlan(
        deps.knex,
        companyId,
        body,
        deps.payments,
        deps.config.publicUrl,
      );
      return { featuresEnded, subscription: await vendorSubscription(companyId, actor) };
    },
    // A downgrade may end featured placements beyond the new plan's slots.
    changesCatalogue: ({ featuresEnded }) => featuresEnded > 0,
    present: ({ subscription }): VendorSubscription => subscription,
  });
}
