import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cheapestRent,
  cheapestRentFils,
  formatAedExact,
  rentPlanText,
  tripTotal,
  vatIncluded,
} from './tripPrice';

/** The reference: every way to cover `days` with days, weeks and months, by dynamic programming. */
function bruteForce(days: number, day: number, week: number | null, month: number | null) {
  const best = [0];
  for (let n = 1; n <= days; n++) {
    let cost = best[n - 1]! + day;
    if (week !== null) cost = Math.min(cost, best[Math.max(0, n - 7)]! + week);
    if (month !== null) cost = Math.min(cost, best[Math.max(0, n - 30)]! + month);
    best.push(cost);
  }
  return best[days]!;
}

describe('cheapestRent', () => {
  it('uses the day rate for short trips', () => {
    expect(cheapestRent(3, { pricePerDay: 200, pricePerWeek: 1000 })).toEqual({
      tier: 'daily',
      months: 0,
      weeks: 0,
      days: 3,
      rent: 600,
    });
  });

  it('takes a week for 6 days when the week is cheaper', () => {
    expect(cheapestRent(6, { pricePerDay: 200, pricePerWeek: 1100 })).toMatchObject({
      tier: 'weekly',
      weeks: 1,
      days: 0,
      rent: 1100,
    });
    expect(cheapestRent(6, { pricePerDay: 150, pricePerWeek: 1100 }).tier).toBe('daily');
  });

  it('takes a month for 29 days when the month is cheaper', () => {
    expect(
      cheapestRent(29, { pricePerDay: 200, pricePerWeek: 1200, pricePerMonth: 4000 }),
    ).toMatchObject({ tier: 'monthly', months: 1, weeks: 0, days: 0, rent: 4000 });
  });

  it('combines a month, weeks and days', () => {
    const plan = cheapestRent(39, { pricePerDay: 200, pricePerWeek: 1000, pricePerMonth: 3500 });
    expect(plan).toMatchObject({ months: 1, weeks: 1, days: 2, rent: 4900 });
    expect(rentPlanText(plan)).toBe('1 month + 1 week + 2 days');
  });

  it('ignores rates the car does not have', () => {
    expect(
      cheapestRent(10, { pricePerDay: 100, pricePerWeek: null, pricePerMonth: null }).rent,
    ).toBe(1000);
  });

  it('is never dearer than any other combination (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.option(fc.integer({ min: 1, max: 30000 })),
        fc.option(fc.integer({ min: 1, max: 100000 })),
        (days, day, week, month) => {
          const plan = cheapestRent(days, {
            pricePerDay: day,
            pricePerWeek: week,
            pricePerMonth: month,
          });
          expect(plan.rent).toBe(bruteForce(days, day, week, month));
          expect(cheapestRentFils(days, day * 100, (week ?? 0) * 100, (month ?? 0) * 100)).toBe(
            plan.rent * 100,
          );
          expect(plan.months * 30 + plan.weeks * 7 + plan.days).toBeGreaterThanOrEqual(days);
          expect(plan.months * (month ?? 0) + plan.weeks * (week ?? 0) + plan.days * day).toBe(
            plan.rent,
          );
        },
      ),
    );
  });
});

describe('VAT', () => {
  it('is the 5/105 a VAT-inclusive amount holds, rounded to the fils, halves up', () => {
    expect(vatIncluded(1050)).toBe(50);
    expect(vatIncluded(100)).toBe(4.76); // 4.7619…
    expect(vatIncluded(0.21)).toBe(0.01); // exactly 1 fils
    expect(vatIncluded(0.1)).toBe(0); // 0.476 fils
    expect(vatIncluded(0.11)).toBe(0.01); // 0.5238 fils
    expect(vatIncluded(2.1 * 10.5)).toBe(1.05); // 22.05 → 1.05
  });

  it('totals rent and delivery, VAT included, without float drift', () => {
    expect(tripTotal(3, { pricePerDay: 333.33 }, 75)).toEqual({
      tier: 'daily',
      months: 0,
      weeks: 0,
      days: 3,
      rent: 999.99,
      delivery: 75,
      vat: 51.19, // 1074.99 × 5/105 = 51.1900
      total: 1074.99,
    });
    expect(tripTotal(1, { pricePerDay: 0.1 }, 0.2).total).toBe(0.3);
  });
});

describe('formatAedExact', () => {
  it('shows fils only when there are some', () => {
    expect(formatAedExact(1575)).toBe('AED 1,575');
    expect(formatAedExact(1575.5)).toBe('AED 1,575.50');
    expect(formatAedExact(1128.74)).toBe('AED 1,128.74');
    expect(formatAedExact(0.01)).toBe('AED 0.01');
  });
});
