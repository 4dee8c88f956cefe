import { TRIP } from '../constants';
import { addDays } from './tripDays';
import type { RateTier, RentPlan, TripRates } from './tripPrice';

/**
 * Weekend and season day rates, optional per car, and the cheapest rent of a dated trip with them.
 * (docs/product.md#trip-price)
 *
 * The rule: weekend and season rates price only the days billed at the daily rate. The car's
 * weekly and monthly rates cover whole periods whatever their days, and a trip takes the cheapest
 * mix: months and weeks cover its first days, each remaining day is billed at the rate of the UAE
 * date it starts on: a season's rate on that season's dates, else the weekend rate on a Saturday
 * or Sunday (the UAE weekend since 2022), else the day price. So a 7-day trip in a dear season
 * still costs one week when the week is cheaper, and 8 days cost a week and the 8th day's rate.
 */

/** Days of the week (`Date.getUTCDay`) of the UAE weekend: Saturday and Sunday since 2022. */
export const UAE_WEEKEND_DAYS: readonly number[] = [6, 0];

/** A season: its first and last UAE dates (`YYYY-MM-DD`, both included) and its day rate, AED. */
export interface Season {
  from: string;
  to: string;
  pricePerDay: number;
}

/** A car's optional day rates beside its day price. */
export interface DayRates {
  /** AED a day on Saturdays and Sundays (outside seasons). */
  weekendPricePerDay?: number | null;
  /** Date ranges with their own day rate; they do not overlap. */
  seasons?: readonly Season[] | null;
}

export const DAY_RATE_KINDS = ['day', 'weekend', 'season'] as const;
export type DayRateKind = (typeof DAY_RATE_KINDS)[number];

/** Is this UAE date (`YYYY-MM-DD`) a Saturday or a Sunday? */
export const isUaeWeekend = (date: string) =>
  UAE_WEEKEND_DAYS.includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** The rate of a rental day starting on `date`, and which rate it is. */
export function dayRateOn(
  date: string,
  pricePerDay: number,
  rates: DayRates,
): { kind: DayRateKind; rate: number } {
  const season = rates.seasons?.find((one) => one.from <= date && date <= one.to);
  if (season) return { kind: 'season', rate: season.pricePerDay };
  if (rates.weekendPricePerDay && isUaeWeekend(date)) {
    return { kind: 'weekend', rate: rates.weekendPricePerDay };
  }
  return { kind: 'day', rate: pricePerDay };
}

/** Days billed at one rate: `2 weekend days at AED 300`. */
export interface DayLine {
  kind: DayRateKind;
  count: number;
  rate: number;
  /** count × rate, AED. */
  amount: number;
}

export interface DatedRentPlan extends RentPlan {
  /** The days billed at the daily rates, by rate (their sum is `days`), in the trip's order. */
  dayLines: DayLine[];
}

const fils = (aed: number) => Math.round(aed * 100);

/** Does the car have any rate that depends on the date? */
export const hasDayRates = (rates: DayRates) =>
  Boolean(rates.weekendPricePerDay) || (rates.seasons?.length ?? 0) > 0;

/**
 * The cheapest rent of `days` rental days from the UAE date `from` (the day each rental day
 * starts on: `from` + i). Every count of months and then weeks is tried (at most 13 × 53 for a
 * year); ties keep the shorter periods, as `cheapestRent`, which it equals without day rates.
 */
export function cheapestDatedRent(
  from: string,
  days: number,
  rates: TripRates & DayRates,
): DatedRentPlan {
  const rated = Array.from({ length: days }, (_, i) =>
    dayRateOn(addDays(from, i), rates.pricePerDay, rates),
  );
  // What the last `n` days cost at their daily rates, in fils: tail[n].
  const tail = [0];
  for (let n = 1; n <= days; n++) tail.push(tail[n - 1]! + fils(rated[days - n]!.rate));
  const week = rates.pricePerWeek ? fils(rates.pricePerWeek) : null;
  const month = rates.pricePerMonth ? fils(rates.pricePerMonth) : null;

  let best = { months: 0, weeks: 0, cost: tail[days]! };
  const mostMonths = month === null ? 0 : Math.ceil(days / TRIP.monthDays);
  for (let months = 0; months <= mostMonths; months++) {
    const afterMonths = Math.max(0, days - months * TRIP.monthDays);
    const mostWeeks = week === null ? 0 : Math.ceil(afterMonths / TRIP.weekDays);
    for (let weeks = 0; weeks <= mostWeeks; weeks++) {
      const left = Math.max(0, afterMonths - weeks * TRIP.weekDays);
      const cost = months * (month ?? 0) + weeks * (week ?? 0) + tail[left]!;
      if (cost < best.cost) best = { months, weeks, cost };
    }
  }
  const left = Math.max(0, days - best.months * TRIP.monthDays - best.weeks * TRIP.weekDays);
  const dayLines: DayLine[] = [];
  for (const { kind, rate } of rated.slice(days - left)) {
    const line = dayLines.find((one) => one.kind === kind && one.rate === rate);
    if (line) line.count += 1;
    else dayLines.push({ kind, rate, count: 1, amount: 0 });
  }
  for (const line of dayLines) line.amount = (line.count * fils(line.rate)) / 100;
  const tier: RateTier = best.months > 0 ? 'monthly' : best.weeks > 0 ? 'weekly' : 'daily';
  return {
    tier,
    months: best.months,
    weeks: best.weeks,
    days: left,
    rent: best.cost / 100,
    dayLines,
  };
}

/** `2 weekend days at AED 300`, `1 season day at AED 450`, `3 days at AED 200` (`rate`: the amount written). */
export function dayLineText(line: Pick<DayLine, 'kind' | 'count'>, rate: string): string {
  const kind = line.kind === 'day' ? '' : `${line.kind} `;
  return `${line.count} ${kind}day${line.count === 1 ? '' : 's'} at ${rate}`;
}

/** Do the daily-billed days have a weekend or season rate (so the breakdown lists them)? */
export const hasDatedLines = (lines: readonly Pick<DayLine, 'kind'>[]) =>
  lines.some((line) => line.kind !== 'day');

export const SEASON_LIMITS = { maxSeasons: 12 } as const;

/**
 * What is wrong with a car's seasons, in words for the vendor, with the index of the season and
 * its field; null when nothing is. Each ends on or after its start; none overlaps another.
 */
export function seasonsProblem(
  seasons: readonly Season[],
): { index: number; field: keyof Season; message: string } | null {
  for (const [index, season] of seasons.entries()) {
    if (season.to < season.from) {
      return { index, field: 'to', message: 'The season ends before it starts' };
    }
  }
  const order = seasons.map((season, index) => ({ season, index }));
  order.sort((a, b) => (a.season.from < b.season.from ? -1 : 1));
  for (let i = 1; i < order.length; i++) {
    const before = order[i - 1]!;
    const after = order[i]!;
    if (after.season.from <= before.season.to) {
      return {
        index: after.index,
        field: 'from',
        message: `This season overlaps the one from ${before.season.from} to ${before.season.to}`,
      };
    }
  }
  return null;
}
