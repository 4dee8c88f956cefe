import type { Plan } from '@core/schemas/plan';

/** The fleet sizes the company step offers, and the most cars each means. */
export const FLEET_SIZES = ['1-10', '11-25', '26-50', '51-100', '100+'] as const;
export type FleetSize = (typeof FLEET_SIZES)[number];

const MOST_CARS: Record<FleetSize, number> = {
  '1-10': 10,
  '11-25': 25,
  '26-50': 50,
  '51-100': 100,
  '100+': 101,
};

export const isFleetSize = (value: unknown): value is FleetSize =>
  typeof value === 'string' && (FLEET_SIZES as readonly string[]).includes(value);

/** The cheapest plan whose car limit holds the whole fleet, else the largest plan. */
export function planForFleet(plans: readonly Plan[], size: FleetSize): Plan | undefined {
  const byLimit = [...plans].sort((a, b) => a.carLimit - b.carLimit);
  return byLimit.find((plan) => plan.carLimit >= MOST_CARS[size]) ?? byLimit.at(-1);
}
