/**
 * Plans and subscriptions. A company without a subscription row is on the Free plan (companies
 * signing up get no row until they choose a plan), so every company always has a plan. At most
 * one row per company is not cancelled (a partial unique index); a plan change cancels the
 * current row and starts a new one, so the history stays.
 */
import type { Knex } from 'knex';
import {
  COUNTED_LISTING_STATUSES,
  isNearPlanLimit,
  planChangeProblem,
  planLimitProblem,
} from '@core/rules/planLimit';
import { ERROR_CODES } from '@core/schemas/error';
import type { SubscribeInput, VendorSubscription } from '@core/schemas/plan';
import { transaction } from '../db/transaction';
import { presentPlan } from '../presenters/plan';
import { subscriptionRules } from '../policies/plans';
import { abilitiesOf, type Actor } from '../policies/policy';
import { badRequest, HttpError, notFound, planLimitReached } from '../errors';
import { Car, Company, PaymentMethod, Plan, Subscription } from '../models';
import type { PaymentProvider } from '../payments';
import { toCount } from '../db/database';
import { countFeaturedSlotsUsed, endFeaturesBeyondSlots } from './featuredSlots';
import { enqueuePlanActivatedMail } from './planMail';
import { planChangeDetails, planListingsDetails } from '@core/http/problemDetails';

export const FREE_PLAN_ID = 'free';

export async function listPlans(trx?: Knex.Transaction): Promise<Plan[]> {
  return Plan.query(trx).orderBy('position');
}

export interface CurrentPlan {
  plan: Plan;
  /** Null: the implicit Free plan (no row). */
  subscription: Subscription | null;
}

/** The company's current plan: its subscription that is not cancelled, else Free. */
export async function currentPlanOf(
  companyId: number,
  trx?: Knex.Transaction,
): Promise<CurrentPlan> {
  const subscription = await Subscription.query(trx)
    .where({ company_id: companyId })
    .whereNot('status', 'cancelled')
    .first();
  const plan = await Plan.query(trx).findById(subscription?.planId ?? FREE_PLAN_ID);
  if (!plan) throw new Error(`Plan ${subscription?.planId ?? FREE_PLAN_ID} is missing`);
  return { plan, subscription: subscription ?? null };
}

/** The listings that hold a place in the company's plan (core/rules/planLimit). */
export async function countPlanListings(
  companyId: number,
  trx?: Knex.Transaction,
): Promise<number> {
  const row = await Car.query(trx)
    .where('company_id', companyId)
    .whereIn('status', [...COUNTED_LISTING_STATUSES])
    .count('* as n')
    .first()
    .castTo<{ n: number | string } | undefined>();
  return toCount(row?.n ?? 0);
}

/**
 * Inside the transaction that adds a listing: locks the company's row (two uploads at once wait
 * for each other) and refuses with 422 `plan_limit_reached` when the plan is full.
 */
export async function assertRoomForListing(
  companyId: number,
  trx: Knex.Transaction,
): Promise<CurrentPlan & { used: number }> {
  await Company.query(trx).findById(companyId).forUpdate();
  const [current, used] = await Promise.all([
    currentPlanOf(companyId, trx),
    countPlanListings(companyId, trx),
  ]);
  const problem = planLimitProblem(current.plan, used);
  if (problem) {
    throw planLimitReached(problem, planListingsDetails(current.plan, used));
  }
  return { ...current, used };
}

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

export async function vendorSubscription(
  companyId: number,
  actor: Actor,
): Promise<VendorSubscription> {
  const [{ plan, subscription }, used, plans, featured] = await Promise.all([
    currentPlanOf(companyId),
    countPlanListings(companyId),
    listPlans(),
    countFeaturedSlotsUsed(companyId),
  ]);
  return {
    plan: presentPlan(plan),
    usage: { cars: used, nearLimit: isNearPlanLimit(plan, used), featured },
    status: subscription?.status ?? 'active',
    currentPeriodEnd: iso(subscription?.currentPeriodEnd ?? null),
    paymentMethodId: subscription?.paymentMethodId ?? null,
    plans: plans.map(presentPlan),
    can: abilitiesOf(subscriptionRules, actor, { plan, used }),
  };
}

function monthAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * Moves the company to another plan. A plan below the listings it has is refused (422) with how
 * many to delete. A paid plan is billed to the payment method named, else the default one;
 * with none, 422 asks for one. The provider bills the first month (the manual provider sends
 * an invoice). Choosing the current plan again changes nothing. A plan with fewer featured
 * slots ends the placements beyond them, those ending soonest first (answers how many).
 */
export async function changePlan(
  knex: Knex,
  companyId: number,
  input: SubscribeInput,
  provider: PaymentProvider,
  publicUrl?: string,
): Promise<{ featuresEnded: number }> {
  return transaction(async (trx) => {
    await Company.query(trx).findById(companyId).forUpdate();
    const plan = await Plan.query(trx).findById(input.planId);
    if (!plan) throw badRequest('Unknown plan', { planId: 'Choose one of the plans listed' });
    const [current, used] = await Promise.all([
      currentPlanOf(companyId, trx),
      countPlanListings(companyId, trx),
    ]);
    const problem = planChangeProblem(plan, used);
    if (problem) {
      throw planLimitReached(problem, planChangeDetails(plan, used), { planId: problem });
    }

    let method: PaymentMethod | null = null;
    if (plan.priceMonthly > 0) {
      method =
        (await PaymentMethod.query(trx)
          .where({ company_id: companyId })
          .modify((qb) =>
            input.paymentMethodId !== undefined
              ? qb.where('id', input.paymentMethodId)
              : qb.where('is_default', true),
          )
          .first()) ?? null;
      if (!method && input.paymentMethodId !== undefined) {
        throw notFound('Payment method not found');
      }
      if (!method) {
        throw new HttpError(
          422,
          ERROR_CODES.businessRule,
          'Add a payment method (card, bank transfer or invoice) before choosing a paid plan',
          { paymentMethodId: 'Add a payment method first' },
        );
      }
    }
    const samePlan = current.plan.id === plan.id;
    if (samePlan && (current.subscription?.paymentMethodId ?? null) === (method?.id ?? null))
      return { featuresEnded: 0 };

    const now = new Date();
    if (current.subscription) {
      await Subscription.query(trx)
        .patch({ status: 'cancelled', cancelledAt: now })
        .where('id', current.subscription.id);
    }
    const started = await Subscription.query(trx).insert({
      companyId,
      planId: plan.id,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: plan.priceMonthly > 0 ? monthAfter(now) : null,
      paymentMethodId: method?.id ?? null,
      cancelledAt: null,
    });
    if (publicUrl && !samePlan) {
      await enqueuePlanActivatedMail(trx, companyId, started.id, plan, publicUrl);
    }
    if (method && !samePlan) {
      await provider.charge({
        companyId,
        paymentMethod: method,
        amountAed: plan.priceMonthly,
        description: `${plan.name} plan, first month`,
      });
    }
    return { featuresEnded: await endFeaturesBeyondSlots(trx, companyId, plan) };
  }, knex);
}
