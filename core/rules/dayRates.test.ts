import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cheapestDatedRent, dayRateOn, isUaeWeekend, seasonsProblem } from './dayRates';
import { cheapestRent, vatIncluded } from './tripPrice';
import { addDays } from './tripDays';

// 2026-12-04 is a Friday, 12-05 a Saturday, 12-06 a Sunday.
const FRIDAY = '2026-12-04';

describe('the UAE weekend', () => {
  it('is Saturday and Sunday', () => {
    expect([0, 1, 2, 3].map((n) => isUaeWeekend(addDays(FRIDAY, n)))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('dayRateOn', () => {
  const rates = {
    weekendPricePerDay: 300,
    seasons: [{ from: '2026-12-15', to: '2027-01-05', pricePerDay: 450 }],
  };
  it('takes the season on its dates (both ends included), else the weekend, else the day price', () => {
    expect(dayRateOn('2026-12-14', 200, rates)).toEqual({ kind: 'day', rate: 200 });
    expect(dayRateOn('2026-12-15', 200, rates)).toEqual({ kind: 'season', rate: 450 });
    expect(dayRateOn('2027-01-05', 200, rates)).toEqual({ kind: 'season', rate: 450 });
    // 2026-12-19 is a Saturday inside the season: the season's rate.
    expect(dayRateOn('2026-12-19', 200, rates)).toEqual({ kind: 'season', rate: 450 });
    expect(dayRateOn('2026-12-05', 200, rates)).toEqual({ kind: 'weekend', rate: 300 });
    expect(dayRateOn('2026-12-05', 200, {})).toEqual({ kind: 'day', rate: 200 });
  });
});

describe('cheapestDatedRent', () => {
  it('a weekend trip: Friday to Monday bills Saturday and Sunday at the weekend rate', () => {
    const plan = cheapestDatedRent(FRIDAY, 3, { pricePerDay: 200, weekendPricePerDay: 300 });
    expect(plan).toMatchObject({ tier: 'daily', weeks: 0, days: 3, rent: 800 });
    expect(plan.dayLines).toEqual([
      { kind: 'day', count: 1, rate: 200, amount: 200 },
      { kind: 'weekend', count: 2, rate: 300, amount: 600 },
    ]);
  });

  it('6 days: the week when it is cheaper than the days with their weekend rates', () => {
    const rates = { pricePerDay: 200, pricePerWeek: 1300, weekendPricePerDay: 300 };
    // Days: Fri 200, Sat 300, Sun 300, Mon–Wed 3 × 200 = 1400 > 1300.
    expect(cheapestDatedRent(FRIDAY, 6, rates)).toMatchObject({
      tier: 'weekly',
      weeks: 1,
      days: 0,
      rent: 1300,
      dayLines: [],
    });
    // Without the weekend rate the days (1200) are cheaper than the week.
    expect(cheapestDatedRent(FRIDAY, 6, { ...rates, weekendPricePerDay: null }).rent).toBe(1200);
  });

  it('29 days: the month, the season ignored (tiers cover whole periods)', () => {
    const rates = {
      pricePerDay: 200,
      pricePerWeek: 1200,
      pricePerMonth: 4000,
      weekendPricePerDay: 250,
      seasons: [{ from: '2026-12-15', to: '2027-01-05', pricePerDay: 450 }],
    };
    expect(cheapestDatedRent('2026-12-10', 29, rates)).toMatchObject({
      tier: 'monthly',
      months: 1,
      weeks: 0,
      days: 0,
      rent: 4000,
    });
  });

  it('a trip over a season boundary: the days before it at the day price, in it at its rate', () => {
    // Mon 14 Dec to Thu 17 Dec: 14 Dec before the season, 15 and 16 in it.
    const plan = cheapestDatedRent('2026-12-14', 3, {
      pricePerDay: 200,
      seasons: [{ from: '2026-12-15', to: '2027-01-05', pricePerDay: 450 }],
    });
    expect(plan.rent).toBe(1100);
    expect(plan.dayLines).toEqual([
      { kind: 'day', count: 1, rate: 200, amount: 200 },
      { kind: 'season', count: 2, rate: 450, amount: 900 },
    ]);
    // And out of it: 4 Jan to 7 Jan, the 4th and 5th in it (5 Jan its last day).
    const leaving = cheapestDatedRent('2027-01-04', 3, {
      pricePerDay: 200,
      seasons: [{ from: '2026-12-15', to: '2027-01-05', pricePerDay: 450 }],
    });
    expect(leaving.rent).toBe(1100);
  });

  it('8 days: a week for the first seven, the eighth at its own date’s rate', () => {
    // Fri 4 Dec + 7 days: the 8th rental day starts on Friday 11 Dec (a weekday).
    const plan = cheapestDatedRent(FRIDAY, 8, {
      pricePerDay: 200,
      pricePerWeek: 1000,
      weekendPricePerDay: 300,
    });
    expect(plan).toMatchObject({ weeks: 1, days: 1, rent: 1200 });
    expect(plan.dayLines).toEqual([{ kind: 'day', count: 1, rate: 200, amount: 200 }]);
    // From Saturday 28 Nov the 8th day starts on Saturday 5 Dec: the weekend rate.
    expect(
      cheapestDatedRent('2026-11-28', 8, {
        pricePerDay: 200,
        pricePerWeek: 1000,
        weekendPricePerDay: 300,
      }).rent,
    ).toBe(1300);
  });

  it('the VAT of a total with fils is rounded to the fils', () => {
    const plan = cheapestDatedRent(FRIDAY, 3, { pricePerDay: 199.99, weekendPricePerDay: 333.33 });
    expect(plan.rent).toBe(866.65);
    // 866.65 × 5 / 105 = 41.2690…
    expect(vatIncluded(plan.rent)).toBe(41.27);
  });

  it('without weekend or season rates, equals cheapestRent for any trip', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 50, max: 2000 }),
        fc.option(fc.integer({ min: 100, max: 15000 }), { nil: null }),
        fc.option(fc.integer({ min: 500, max: 60000 }), { nil: null }),
        (days, day, week, month) => {
          const rates = { pricePerDay: day, pricePerWeek: week, pricePerMonth: month };
          const { dayLines: _lines, ...plan } = cheapestDatedRent(FRIDAY, days, rates);
          expect(plan).toEqual(cheapestRent(days, rates));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is never dearer than billing every day at its own rate, nor than the tiers alone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 70 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 100, max: 400 }),
        fc.integer({ min: 100, max: 600 }),
        (days, start, day, weekend) => {
          const from = addDays(FRIDAY, start);
          const rates = { pricePerDay: day, pricePerWeek: day * 6, weekendPricePerDay: weekend };
          const plan = cheapestDatedRent(from, days, rates);
          let daily = 0;
          for (let i = 0; i < days; i++) daily += dayRateOn(addDays(from, i), day, rates).rate;
          expect(plan.rent).toBeLessThanOrEqual(daily);
          expect(plan.rent).toBeLessThanOrEqual(Math.ceil(days / 7) * day * 6);
          const billed = plan.dayLines.reduce((sum, line) => sum + line.amount, 0);
          expect(plan.rent).toBeCloseTo(plan.weeks * day * 6 + billed, 6);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('seasonsProblem', () => {
  it('accepts seasons in order, apart', () => {
    expect(
      seasonsProblem([
        { from: '2026-12-15', to: '2027-01-05', pricePerDay: 450 },
        { from: '2027-03-20', to: '2027-03-20', pricePerDay: 300 },
      ]),
    ).toBeNull();
  });
  it('names a season ending before it starts, and one overlapping another', () => {
    expect(seasonsProblem([{ from: '2027-01-05', to: '2026-12-15', pricePerDay: 450 }])).toEqual({
      index: 0,
      field: 'to',
      message: 'The season ends before it starts',
    });
    expect(
      seasonsProblem([
        { from: '2027-01-01', to: '2027-01-10', pricePerDay: 300 },
        { from: '2026-12-15', to: '2027-01-01', pricePerDay: 450 },
      ]),
    ).toEqual({
      index: 0,
      field: 'from',
      message: 'This season overlaps the one from 2026-12-15 to 2027-01-01',
    });
  });
});
