/**
 * Featured placements (core rules/featuredSlots; docs/workflows.md, Featured placements). A
 * placement is the car's `featured` flag with its end, `featured_until`: every public read
 * already orders by the flag (the search index, the home carousels, the SQL reference), so
 * starting or ending one is a catalogue change like any other. A slot is held while the end is
 * in the future (compared at query time, so it frees exactly then); the expiry job turns the
 * flag off shortly after (`endExpiredFeatures`, every minute) and tells the catalogue.
 *
 * Starting one locks the company's row, so parallel requests are counted one after the other:
 * with 5 slots, exactly 5 of 20 parallel requests succeed.
 */
import type { Knex } from 'knex';
import { featureCarProblem, featureEnd, featuredSlotsProblem } from '@core/rules/featuredSlots';
import type { FeaturedSlots, FeatureResult } from '@core/schemas/car';
import { ERROR_CODES } from '@core/schemas/error';
import { transaction } from '../db/transaction';
import { HttpError, notFound, planLimitReached } from '../errors';
import { Car, Company } from '../models';
import type { Actor } from '../policies/policy';
import { recordAudit } from './admin/audit';
import { ownCompanyId } from './ownCompany';
import { countFeaturedSlotsUsed } from './featuredSlots';
import { currentPlanOf } from './plans';
import { lockOwnCar } from './vendorCars';
import { featuredSlotsDetails } from '@core/http/problemDetails';

async function slotsOf(companyId: number, trx: Knex.Transaction, now: Date) {
  const [{ plan }, used] = await Promise.all([
    currentPlanOf(companyId, trx),
    countFeaturedSlotsUsed(companyId, trx, now),
  ]);
  return { plan, slots: { used, total: plan.featuredSlots } satisfies FeaturedSlots };
}

/**
 * Features one of the vendor's live cars for `days` days. A car already featured gets the new
 * end without taking another slot. 422 when the car is not live or the plan's slots are all in
 * use (nothing changes); 404 for another company's car.
 */
export async function featureCar(
  actor: Actor,
  carId: number,
  days: number,
  now: Date = new Date(),
): Promise<FeatureResult> {
  const companyId = ownCompanyId(actor);
  return transaction(async (trx) => {
    // The company first, then the car: every placement of the company waits in one queue.
    await Company.query(trx).findById(companyId).forUpdate();
    const car = await lockOwnCar(trx, actor, carId);
    const carProblem = featureCarProblem(car);
    if (carProblem) throw new HttpError(422, ERROR_CODES.businessRule, carProblem);
    const { plan, slots } = await slotsOf(companyId, trx, now);
    const running = car.featured && car.featuredUntil !== null && car.featuredUntil > now;
    if (!running) {
      const problem = featuredSlotsProblem(plan, slots.used);
      if (problem) {
        throw planLimitReached(problem, featuredSlotsDetails(plan));
      }
    }
    const featuredUntil = featureEnd(now, days);
    await Car.query(trx).patch({ featured: true, featuredUntil }).where('id', car.id);
    return {
      carId: car.id,
      featuredUntil: featuredUntil.toISOString(),
      slots: { ...slots, used: slots.used + (running ? 0 : 1) },
    };
  });
}

/** Ends the placement of one of the vendor's cars (nothing to end: nothing changes). */
export async function stopFeaturingCar(actor: Actor, carId: number): Promise<{ ended: boolean }> {
  return transaction(async (trx) => {
    const car = await lockOwnCar(trx, actor, carId);
    if (!car.featured) return { ended: false };
    await Car.query(trx).patch({ featured: false, featuredUntil: null }).where('id', car.id);
    return { ended: true };
  });
}

/** An admin takes a placement off any car (recorded in the audit trail); 404 for no such car. */
export async function removeFeatureAsAdmin(
  knex: Knex,
  actor: Actor,
  carId: number,
): Promise<{ ended: boolean }> {
  return transaction(async (trx) => {
    const car = await Car.query(trx).findById(carId).forUpdate();
    if (!car) throw notFound('Listing not found');
    if (!car.featured) return { ended: false };
    await Car.query(trx).patch({ featured: false, featuredUntil: null }).where('id', car.id);
    await recordAudit(trx, actor, {
      action: 'listing.remove_feature',
      subjectType: 'listing',
      subjectId: car.id,
      before: { featured: true, featuredUntil: car.featuredUntil },
      after: { featured: false, featuredUntil: null },
    });
    return { ended: true };
  }, knex);
}

/**
 * Turns off the placements whose end has passed (their slot was free from that moment). Run by
 * the server every minute; answers how many ended, so the caller tells the catalogue.
 */
export async function endExpiredFeatures(knex: Knex, now: Date = new Date()): Promise<number> {
  return Car.query(knex)
    .patch({ featured: false })
    .where('featured', true)
    .where('featured_until', '<=', now);
}
