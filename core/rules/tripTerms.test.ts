import { describe, expect, it } from 'vitest';
import { sameListingValue } from './listingStatus';
import { effectiveTripTerms, statedTripTerms, TRIP_TERMS_DEFAULTS } from './tripTerms';

describe('statedTripTerms', () => {
  it('keeps only what is stated, and nothing stated is null', () => {
    expect(statedTripTerms(null)).toBeNull();
    expect(statedTripTerms({})).toBeNull();
    expect(statedTripTerms({ deliveryFees: {} })).toBeNull();
    expect(statedTripTerms({ graceHours: 0, deliveryFees: { dubai: 0 } })).toEqual({
      graceHours: 0,
      deliveryFees: { dubai: 0 },
    });
  });
});

describe('effectiveTripTerms', () => {
  it("takes the car's term over the company's over the default, delivery per emirate", () => {
    expect(
      effectiveTripTerms(
        { graceHours: 0, deliveryFees: { sharjah: 0 } },
        { graceHours: 3, fuelPolicy: 'prepaid', deliveryFees: { dubai: 0, sharjah: 100 } },
      ),
    ).toEqual({
      ...TRIP_TERMS_DEFAULTS,
      graceHours: 0,
      fuelPolicy: 'prepaid',
      deliveryFees: { dubai: 0, sharjah: 0 },
    });
  });
});

describe('sameListingValue of trip terms', () => {
  it('compares what they state, whatever the order of the keys', () => {
    expect(
      sameListingValue(
        { graceHours: 1, deliveryFees: { dubai: 0, ajman: 5 } },
        { deliveryFees: { ajman: 5, dubai: 0 }, graceHours: 1 },
      ),
    ).toBe(true);
    expect(sameListingValue({ graceHours: 1 }, { graceHours: 2 })).toBe(false);
    expect(sameListingValue(null, { graceHours: 1 })).toBe(false);
    expect(sameListingValue(null, null)).toBe(true);
  });
});
