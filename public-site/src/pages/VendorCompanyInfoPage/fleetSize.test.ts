import { describe, expect, it } from 'vitest';
import { planForFleet } from './fleetSize';

const plans = [
  { id: 'premium', name: 'Premium', carLimit: 250, featuredSlots: 25, priceMonthly: 1499 },
  { id: 'free', name: 'Free', carLimit: 5, featuredSlots: 0, priceMonthly: 0 },
  { id: 'pro', name: 'Pro', carLimit: 50, featuredSlots: 5, priceMonthly: 499 },
];

describe('planForFleet', () => {
  it('picks the smallest plan that holds the whole fleet', () => {
    expect(planForFleet(plans, '1-10')?.id).toBe('pro');
    expect(planForFleet(plans, '26-50')?.id).toBe('pro');
    expect(planForFleet(plans, '51-100')?.id).toBe('premium');
  });
  it('falls back to the largest plan, and to nothing without plans', () => {
    expect(planForFleet(plans.slice(1), '100+')?.id).toBe('pro');
    expect(planForFleet([], '1-10')).toBeUndefined();
  });
});
