import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES } from '../enums';
import {
  countsTowardPlanLimit,
  isNearPlanLimit,
  planChangeProblem,
  planImportProblem,
  planLimitProblem,
  planUsageText,
} from './planLimit';

const free = { name: 'Free', carLimit: 5 };

describe('plan limit', () => {
  it('counts every existing listing, whatever its status and whether it is paused', () => {
    for (const status of LISTING_STATUSES) {
      expect(countsTowardPlanLimit({ status, active: true })).toBe(true);
      expect(countsTowardPlanLimit({ status, active: false })).toBe(true);
    }
  });

  it('allows a listing below the limit and refuses one at it, with a clear message', () => {
    expect(planLimitProblem(free, 4)).toBeNull();
    expect(planLimitProblem(free, 5)).toBe(
      'Your Free plan allows 5 listings. Upgrade your plan to add more.',
    );
    expect(planLimitProblem(free, 9)).not.toBeNull();
  });

  it('refuses a plan change below current usage, allows one that fits exactly', () => {
    expect(planChangeProblem(free, 5)).toBeNull();
    expect(planChangeProblem(free, 7)).toBe(
      'The Free plan allows 5 listings and you have 7. Delete 2 to move to it.',
    );
  });

  it('warns from 80% of the limit', () => {
    expect(isNearPlanLimit({ name: 'Pro', carLimit: 50 }, 39)).toBe(false);
    expect(isNearPlanLimit({ name: 'Pro', carLimit: 50 }, 40)).toBe(true);
    expect(isNearPlanLimit(free, 4)).toBe(true);
  });
});

describe('plan usage said before the form', () => {
  it('says how many listings are used of how many, on which plan', () => {
    expect(planUsageText(free, 5)).toBe('You have used 5 of 5 listings on the Free plan');
    expect(planUsageText({ name: 'Solo', carLimit: 1 }, 0)).toBe(
      'You have used 0 of 1 listing on the Solo plan',
    );
  });
});

describe('plan limit of a fleet import', () => {
  it('fits or says how many rows to remove', () => {
    expect(planImportProblem(free, 1, 4)).toBeNull();
    expect(planImportProblem(free, 2, 4)).toBe(
      'Your Free plan allows 5 listings and you have 2: this file adds 4. Remove 1 row or upgrade your plan.',
    );
    expect(planImportProblem(free, 5, 3)).toMatch(/Remove 3 rows/);
  });
});
