import { planLimitProblem, type PlanLimits } from '@core/rules/planLimit';
import type { ObjectRules } from './policy';
import { anyone, roles } from './policy';

/** The pricing table is public; a company's own subscription is its vendor's. */
export const planPolicy = {
  browse: anyone,
  manageOwn: roles('vendor'),
};

/** The company's plan and how many listings it holds. */
type PlanUse = { plan: PlanLimits; used: number };

/** What the vendor may do with the company's subscription (its `can`). */
export const subscriptionRules: ObjectRules<PlanUse, 'addCar'> = {
  /** One more listing, while the plan has room (creating a car checks the same). */
  addCar: (actor, { plan, used }) =>
    planPolicy.manageOwn.allows(actor) && planLimitProblem(plan, used) === null,
};
