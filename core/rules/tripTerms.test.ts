import { describe, expect, it } from 'vitest';
import { sameListingValue } from './listingStatus';
import {
  deliveryChoiceOf,
  effectiveTripTerms,
  statedTripTerms,
  TRIP_TERMS_DEFAULTS,
} from './tripTerms';

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

  it('lets a car keep, price, add or drop each emirate of its company (null: no delivery)', () => {
    const company = { deliveryFees: { dubai: 0, sharjah: 100, ajman: 150 } };
    const car = { deliveryFees: { sharjah: null, ajman: 50, fujairah: 300 } };
    expect(effectiveTripTerms(car, company).deliveryFees).toEqual({
      dubai: 0,
      ajman: 50,
      fujairah: 300,
    });
    // A car's "no delivery" where its company does not deliver either: none there.
    expect(effectiveTripTerms({ deliveryFees: { 'abu-dhabi': null } }, null).deliveryFees).toEqual(
      {},
    );
    // Data stored before the choice (numbers only) keeps its meaning.
    expect(effectiveTripTerms({ deliveryFees: { dubai: 20 } }, company).deliveryFees).toEqual({
      dubai: 20,
      sharjah: 100,
      ajman: 150,
    });
  });
});

describe('deliveryChoiceOf', () => {
  it("reads a car's stated fee as its choice for the emirate", () => {
    const fees = { dubai: 0, sharjah: null };
    expect(deliveryChoiceOf(fees, 'dubai')).toBe('fee');
    expect(deliveryChoiceOf(fees, 'sharjah')).toBe('none');
    expect(deliveryChoiceOf(fees, 'ajman')).toBe('company');
    expect(deliveryChoiceOf(null, 'ajman')).toBe('company');
  });
});

describe('statedTripTerms of a car that drops an emirate', () => {
  it('keeps the null: it states "no delivery there"', () => {
    expect(statedTripTerms({ deliveryFees: { sharjah: null } })).toEqual({
      deliveryFees: { sharjah: null },
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
