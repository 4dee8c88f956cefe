import { describe, expect, it } from 'vitest';
import {
  canBeFeatured,
  featureCarProblem,
  featureEnd,
  featuredSlotsProblem,
  featuredSlotsText,
  featuresBeyondSlots,
} from './featuredSlots';

const pro = { name: 'Pro', featuredSlots: 5 };
const free = { name: 'Free', featuredSlots: 0 };

describe('featured slots', () => {
  it('has room below the plan slots and refuses at them, in words', () => {
    expect(featuredSlotsProblem(pro, 4)).toBeNull();
    expect(featuredSlotsProblem(pro, 5)).toBe(
      'Your Pro plan includes 5 featured listings and all are in use. Stop featuring another car or upgrade your plan.',
    );
    expect(featuredSlotsProblem(free, 0)).toBe(
      'Your Free plan includes no featured listings. Upgrade to Pro or Premium to feature cars.',
    );
  });

  it('features only cars renters can see', () => {
    expect(canBeFeatured({ status: 'approved', active: true })).toBe(true);
    expect(canBeFeatured({ status: 'approved', active: false })).toBe(false);
    expect(canBeFeatured({ status: 'pending', active: true })).toBe(false);
    expect(featureCarProblem({ status: 'approved', active: true })).toBeNull();
    expect(featureCarProblem({ status: 'pending', active: true })).toMatch(/not approved/);
    expect(featureCarProblem({ status: 'approved', active: false })).toMatch(/switched off/);
  });

  it('says the slots used and what a downgrade ends', () => {
    expect(featuredSlotsText(pro, 2)).toBe('2 of 5 featured slots used');
    expect(featuredSlotsText(free, 0)).toBe('No featured listings on the Free plan');
    expect(featuresBeyondSlots(pro, 7)).toBe(2);
    expect(featuresBeyondSlots(pro, 3)).toBe(0);
    expect(featuresBeyondSlots(free, 3)).toBe(3);
  });

  it('ends a placement the given number of days later', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(featureEnd(now, 7).toISOString()).toBe('2026-12-04T10:00:00.000Z');
  });
});
