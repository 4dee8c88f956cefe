import { describe, expect, it } from 'vitest';
import { carTripTermsSchema, tripTermsSchema } from './trip';

const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe("a car's delivery per emirate (carTripTermsSchema)", () => {
  it('takes a fee (0: free) or null (no delivery there); an emirate left out is the company’s', () => {
    const terms = { deliveryFees: { dubai: 0, sharjah: 150, ajman: null } };
    expect(carTripTermsSchema.parse(terms)).toEqual(terms);
  });

  it('names the emirate of a bad or missing fee, and refuses an unknown emirate', () => {
    for (const [fees, field] of [
      [{ dubai: -5 }, 'deliveryFees.dubai'],
      [{ dubai: 10.5 }, 'deliveryFees.dubai'],
      [{ dubai: 'none' }, 'deliveryFees.dubai'],
      [{ dubai: '' }, 'deliveryFees.dubai'],
      [{ paris: null }, 'deliveryFees'],
    ] as const) {
      expect(problems(carTripTermsSchema.safeParse({ deliveryFees: fees }))).toEqual([field]);
    }
  });

  it("a company's defaults state fees only: an emirate it does not deliver to is left out", () => {
    const result = tripTermsSchema.safeParse({ deliveryFees: { dubai: null } });
    expect(problems(result)).toEqual(['deliveryFees.dubai']);
    expect(result.error?.issues[0]?.message).toBe('Leave out an emirate you do not deliver to');
    // Other wrong values keep core's plain messages.
    expect(
      tripTermsSchema.safeParse({ deliveryFees: { dubai: 'x' } }).error?.issues[0]?.message,
    ).toBe('Enter a number');
  });
});
