/**
 * The featured slots a company holds (services/featuredCars.ts): counted by time, so a slot is
 * free the moment its placement ends, whether or not the expiry job has run yet. Apart from
 * featuredCars.ts so that plan changes (plans.ts) can end placements without a cycle.
 */
import type { Knex } from 'knex';
import { featuresBeyondSlots } from '@core/rules/featuredSlots';
import { toCount } from '../db/database';
import { Car } from '../models';

/** The company's running placements: featured with an end still ahead. */
const runningFeatures = (companyId: number, now: Date, trx?: Knex.Transaction) =>
  Car.query(trx).where({ company_id: companyId, featured: true }).where('featured_until', '>', now);

/** How many featured slots the company holds now. */
export async function countFeaturedSlotsUsed(
  companyId: number,
  trx?: Knex.Transaction,
  now: Date = new Date(),
): Promise<number> {
  const row = await runningFeatures(companyId, now, trx)
    .count('* as n')
    .first()
    .castTo<{ n: number | string } | undefined>();
  return toCount(row?.n ?? 0);
}

/**
 * Inside a plan change (the company's row locked): ends the placements beyond the new plan's
 * slots, those ending soonest first. Answers how many it ended.
 */
export async function endFeaturesBeyondSlots(
  trx: Knex.Transaction,
  companyId: number,
  plan: { name: string; featuredSlots: number },
  now: Date = new Date(),
): Promise<number> {
  const running = await runningFeatures(companyId, now, trx)
    .select('id')
    .orderBy([
      { column: 'featured_until', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
  const ending = running.slice(0, featuresBeyondSlots(plan, running.length));
  if (ending.length === 0) return 0;
  await Car.query(trx)
    .patch({ featured: false, featuredUntil: null })
    .whereIn(
      'id',
      ending.map((car) => car.id),
    );
  return ending.length;
}
