import { TRIP } from '../constants';
import { uaeInstant } from './uaeTime';

/**
 * A trip's dates and how many rental days they make. Dates are UAE days (`YYYY-MM-DD`); a trip
 * picks up and returns at a UAE wall-clock time (10:00 unless chosen). A rental day is a 24-hour
 * cycle from pick-up; a return late by no more than the company's grace period does not start
 * another one. (docs/product.md#trip-dates)
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Is this a real calendar date written `YYYY-MM-DD` (2026-02-30 is not)? */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`): 2026-12-01 → 2026-12-04 is 3. */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** `YYYY-MM-DD` plus n days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Rental days between a pick-up and a return instant: 24-hour cycles, the last one counted only
 * when the return is more than `graceHours` into it; at least one day.
 */
export function rentalDays(pickUp: Date, returnAt: Date, graceHours: number): number {
  const elapsed = returnAt.getTime() - pickUp.getTime();
  if (elapsed <= 0) return 1;
  const whole = Math.floor(elapsed / DAY_MS);
  const over = elapsed - whole * DAY_MS;
  const days = over > graceHours * HOUR_MS ? whole + 1 : whole;
  return Math.max(1, days);
}

/**
 * A trip as the site and the API ask for it: dates, and optional UAE wall-clock times (`HH:mm`,
 * URL parameters `fromTime` and `toTime`); a time not given is 10:00.
 */
export interface TripDates {
  from: string;
  to: string;
  fromTime?: string;
  toTime?: string;
}

/** The times a renter can pick: every half hour of the day, `00:00` to `23:30`. */
export const TRIP_TIMES: readonly string[] = Array.from(
  { length: 48 },
  (_, half) => `${String(Math.floor(half / 2)).padStart(2, '0')}:${half % 2 === 0 ? '00' : '30'}`,
);

/** Is this one of the pick-up and return times (`HH:mm` on the half hour)? */
export function isTripTime(text: string): boolean {
  return TRIP_TIMES.includes(text);
}

/** A trip's times as a URL writes them: left out when 10:00 (so URLs without times stay as they were). */
export function statedTripTime(time: string | undefined): string | undefined {
  return time === undefined || time === TRIP.defaultTime ? undefined : time;
}

/** A trip as URLs and requests carry it: its dates, and its times only when not 10:00. */
export function statedTrip(trip: TripDates): TripDates {
  const fromTime = statedTripTime(trip.fromTime);
  const toTime = statedTripTime(trip.toTime);
  return {
    from: trip.from,
    to: trip.to,
    ...(fromTime ? { fromTime } : {}),
    ...(toTime ? { toTime } : {}),
  };
}

/** `from=2026-12-01&to=2026-12-04`, with `fromTime`/`toTime` when not 10:00. */
export function tripQueryString(trip: TripDates): string {
  return new URLSearchParams(statedTrip(trip) as unknown as Record<string, string>).toString();
}

/**
 * A trip's times after a change, so it stays one the API accepts: on a one-day trip the return
 * comes after the pick-up (half an hour after it, or the next day's 00:00 after 23:30).
 */
export function returnAfterPickUp<T extends TripDates>(trip: T): T {
  if (!trip.from || trip.from !== trip.to || !tripTimesProblem(trip)) return trip;
  const next = TRIP_TIMES[TRIP_TIMES.indexOf(trip.fromTime ?? TRIP.defaultTime) + 1];
  return next ? { ...trip, toTime: next } : { ...trip, to: addDays(trip.to, 1), toTime: '00:00' };
}

/** The rental days of a trip of UAE dates and times (10:00 when not given). */
export function tripDays(trip: TripDates, graceHours: number): number {
  const pickUp = uaeInstant(`${trip.from}T${trip.fromTime ?? TRIP.defaultTime}`);
  const returnAt = uaeInstant(`${trip.to}T${trip.toTime ?? TRIP.defaultTime}`);
  return rentalDays(pickUp, returnAt, graceHours);
}

/**
 * Why a `from`/`to` pair cannot be a trip, naming the field; null when it can. `today` is the UAE
 * date the renter searches on: a trip cannot start before it.
 */
export function tripDatesProblem(
  from: string,
  to: string,
  today: string,
): { field: 'from' | 'to'; message: string } | null {
  if (!isIsoDate(from)) return { field: 'from', message: 'Use a date written 2026-12-01' };
  if (!isIsoDate(to)) return { field: 'to', message: 'Use a date written 2026-12-01' };
  if (from < today) return { field: 'from', message: 'The pick-up date has passed' };
  if (to < from) return { field: 'to', message: 'The return date is before the pick-up date' };
  if (calendarDaysBetween(from, to) > TRIP.maxDays) {
    return { field: 'to', message: `A trip can last at most ${TRIP.maxDays} days` };
  }
  return null;
}

export const TRIP_TIME_MESSAGE = 'Use a time on the hour or half hour, written 10:00 or 14:30';

/**
 * Why a trip's times cannot be, naming the field; null when they can: each a half-hour time, and
 * on a same-day trip the return after the pick-up. The dates are checked by `tripDatesProblem`.
 */
export function tripTimesProblem(
  trip: TripDates,
): { field: 'fromTime' | 'toTime'; message: string } | null {
  if (trip.fromTime !== undefined && !isTripTime(trip.fromTime)) {
    return { field: 'fromTime', message: TRIP_TIME_MESSAGE };
  }
  if (trip.toTime !== undefined && !isTripTime(trip.toTime)) {
    return { field: 'toTime', message: TRIP_TIME_MESSAGE };
  }
  const fromTime = trip.fromTime ?? TRIP.defaultTime;
  const toTime = trip.toTime ?? TRIP.defaultTime;
  if (trip.from === trip.to && toTime <= fromTime && hasTripTimes(trip)) {
    return { field: 'toTime', message: 'On a one-day trip, return after the pick-up time' };
  }
  return null;
}

/** Do the trip's times differ from 10:00 (so the texts name them)? */
export function hasTripTimes(trip: { fromTime?: string; toTime?: string }): boolean {
  return statedTripTime(trip.fromTime) !== undefined || statedTripTime(trip.toTime) !== undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-12-01` → `1 Dec 2026` (no Intl: see formatWholeNumber in pricing.ts). */
export function formatTripDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** `3 days`, `1 day`. */
export function daysText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** Arabic counts its nouns: يوم واحد، يومان، 3–10 أيام، 11 يوماً فأكثر. */
export function arabicDays(days: number): string {
  if (days === 1) return 'يوم واحد';
  if (days === 2) return 'يومان';
  if (days >= 3 && days <= 10) return `${days} أيام`;
  return `${days} يوماً`;
}
