import type { Plan as PlanView } from '@core/schemas/plan';
import type { Plan } from '../models';

export const presentPlan = (plan: Plan): PlanView => ({
  id: plan.id,
  name: plan.name,
  carLimit: plan.carLimit,
  featuredSlots: plan.featuredSlots,
  priceMonthly: plan.priceMonthly,
});
