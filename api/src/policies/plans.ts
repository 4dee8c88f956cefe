import { planLimitProblem, type PlanLimits } from '@core/rules/planLimit';
import { carPolicy } from './cars';
import type { ObjectRules } from './policy';
import { anyone, companyOwners, roles } from './policy';

/**
 * The pricing table is public. A company's plan and its usage are read by its whole team (staff
 * adding a car see the room left); changing the plan (billing) is its owners'.
 */
export const planPolicy = {
  browse: anyone,
  read: roles('vendor'),
  manageOwn: companyOwners,
};

/** The company's plan and how many listings it holds. */
type PlanUse = { plan: PlanLimits; used: number };

/** What the vendor may do with the company's subscription (its `can`). */
export const subscriptionRules: ObjectRules<PlanUse, 'addCar'> = {
  /** One more listing, while the plan has room (creating a car checks the same; staff too). */
  addCar: (actor, { plan, used }) =>
    carPolicy.manageOwn.allows(actor) && planLimitProblem(plan, used) === null,
};
