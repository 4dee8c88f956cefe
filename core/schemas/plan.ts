import { z } from './zod';
import { abilitiesSchema } from './abilities';
import { subscriptionStatusSchema } from './enums';
import { idSchema } from './common';

/** A plan a rental company can subscribe to (GET /api/plans). Prices in whole AED a month. */
export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  carLimit: z.number().int(),
  featuredSlots: z.number().int(),
  priceMonthly: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

export const planListSchema = z.object({ items: z.array(planSchema) });
export type PlanList = z.infer<typeof planListSchema>;

/** GET /api/vendor/subscription: the company's plan, what it uses, and every plan to compare. */
export const vendorSubscriptionSchema = z.object({
  plan: planSchema,
  /**
   * `nearLimit`: core's isNearPlanLimit, the warning the console shows; `featured`: the cars
   * whose featured placement is running (each holds one of `plan.featuredSlots`).
   */
  usage: z.object({ cars: z.number().int(), nearLimit: z.boolean(), featured: z.number().int() }),
  status: subscriptionStatusSchema,
  /** Null on the free plan (it does not renew). */
  currentPeriodEnd: z.string().nullable(),
  /** The payment method the plan is billed to; null on the free plan. */
  paymentMethodId: z.number().int().nullable(),
  plans: z.array(planSchema),
  /** `addCar`: the plan has room for one more listing (POST /api/vendor/cars is refused otherwise). */
  can: abilitiesSchema('addCar'),
});
export type VendorSubscription = z.infer<typeof vendorSubscriptionSchema>;

/**
 * POST /api/vendor/subscribe. A paid plan is billed to `paymentMethodId`, else to the company's
 * default payment method; without any, the change is refused (422) until one is added.
 */
export const subscribeInputSchema = z.object({
  planId: z.string().trim().min(1, 'Choose a plan').max(20),
  paymentMethodId: idSchema.optional(),
});
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;
