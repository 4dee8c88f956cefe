/**
 * The `details` of a 422 `plan_limit_reached` (schemas/error.ts): the numbers and names its
 * English message is made of, so the Arabic console can say the whole sentence in Arabic
 * (console/src/i18n/ruleProblems.ts). The message stays as it was: `details` only adds.
 */
import type { PlanLimits } from '../rules/planLimit';
import type { PlanSlots } from '../rules/featuredSlots';

export type ProblemDetails =
  /** One more listing: the plan is full (planLimitProblem). */
  | { rule: 'plan_listings'; plan: string; limit: number; used: number }
  /** A move to a plan below the listings the company has (planChangeProblem). */
  | { rule: 'plan_change'; plan: string; limit: number; used: number }
  /** A fleet import that does not fit (planImportProblem). */
  | { rule: 'plan_import'; plan: string; limit: number; used: number; adding: number }
  /** Every featured slot in use, or none in the plan (featuredSlotsProblem). */
  | { rule: 'featured_slots'; plan: string; slots: number };

export const planListingsDetails = (plan: PlanLimits, used: number): ProblemDetails => ({
  rule: 'plan_listings',
  plan: plan.name,
  limit: plan.carLimit,
  used,
});

export const planChangeDetails = (plan: PlanLimits, used: number): ProblemDetails => ({
  rule: 'plan_change',
  plan: plan.name,
  limit: plan.carLimit,
  used,
});

export const planImportDetails = (
  plan: PlanLimits,
  used: number,
  adding: number,
): ProblemDetails => ({ rule: 'plan_import', plan: plan.name, limit: plan.carLimit, used, adding });

export const featuredSlotsDetails = (plan: PlanSlots): ProblemDetails => ({
  rule: 'featured_slots',
  plan: plan.name,
  slots: plan.featuredSlots,
});
