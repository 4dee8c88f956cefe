import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDaysBetween,
  daysText,
  formatTripDate,
  isIsoDate,
  isTripTime,
  rentalDays,
  returnAfterPickUp,
  statedTrip,
  statedTripTime,
  tripQueryString,
  TRIP_TIMES,
  tripDatesProblem,
  tripDays,
  tripTimesProblem,
} from './tripDays';
import { uaeInstant } from './uaeTime';

const at = (wallClock: string) => uaeInstant(wallClock);

describe('rentalDays', () => {
  it('counts 24-hour cycles from pick-up', () => {
    expect(rentalDays(at('2026-12-01T10:00'), at('2026-12-04T10:00'), 0)).toBe(3);
    expect(rentalDays(at('2026-12-01T10:00'), at('2026-12-02T09:59'), 0)).toBe(1);
  });

  it('starts a new day after the grace period only', () => {
    expect(rentalDays(at('2026-12-01T10:00'), at('2026-12-04T11:00'), 1)).toBe(3);
    expect(rentalDays(at('2026-12-01T10:00'), at('2026-12-04T11:01'), 1)).toBe(4);
    expect(rentalDays(at('2026-12-01T10:00'), at('2026-12-04T10:01'), 0)).toBe(4);
    expect(rentalDays(at('2026-12-01T10:00'), at('2026-12-04T13:00'), 3)).toBe(3);
  });

  it('is at least one day, even inside the grace period or for a same-day return', () => {
    expect(rentalDays(at('2026-12-01T10:00'), at('2026-12-01T10:30'), 1)).toBe(1);
    expect(rentalDays(at('2026-12-01T10:00'), at('2026-12-01T10:00'), 0)).toBe(1);
    expect(rentalDays(at('2026-12-01T10:00'), at('2026-12-01T09:00'), 0)).toBe(1);
  });
});

describe('tripDays', () => {
  it('picks up and returns at 10:00 unless times are given', () => {
    expect(tripDays({ from: '2026-12-01', to: '2026-12-08' }, 1)).toBe(7);
    expect(tripDays({ from: '2026-12-01', to: '2026-12-01' }, 1)).toBe(1);
    expect(
      tripDays({ from: '2026-12-01', to: '2026-12-08', fromTime: '09:00', toTime: '18:00' }, 2),
    ).toBe(8);
  });

  it('counts with the pick-up and return times and the grace period', () => {
    // A return at 12:00 after a 10:00 pick-up is 2 hours late: past a 1-hour grace, one more day.
    expect(tripDays({ from: '2026-12-01', to: '2026-12-04', toTime: '12:00' }, 1)).toBe(4);
    expect(tripDays({ from: '2026-12-01', to: '2026-12-04', toTime: '11:00' }, 1)).toBe(3);
    expect(tripDays({ from: '2026-12-01', to: '2026-12-04', toTime: '12:00' }, 2)).toBe(3);
    // Returned earlier in the day than picked up: a day fewer than the dates span.
    expect(tripDays({ from: '2026-12-01', to: '2026-12-04', fromTime: '18:00' }, 1)).toBe(3);
    expect(
      tripDays({ from: '2026-12-01', to: '2026-12-04', fromTime: '18:00', toTime: '08:00' }, 1),
    ).toBe(3);
    expect(
      tripDays({ from: '2026-12-01', to: '2026-12-01', fromTime: '08:00', toTime: '20:00' }, 1),
    ).toBe(1);
  });

  it('counts across a month and a year end', () => {
    expect(tripDays({ from: '2026-12-30', to: '2027-01-29' }, 0)).toBe(30);
    expect(tripDays({ from: '2028-02-28', to: '2028-03-01' }, 0)).toBe(2);
  });
});

describe('dates', () => {
  it('reads real calendar dates only', () => {
    expect(isIsoDate('2026-12-01')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-12-1')).toBe(false);
    expect(isIsoDate('tomorrow')).toBe(false);
  });

  it('adds and counts calendar days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(calendarDaysBetween('2026-12-01', '2026-12-04')).toBe(3);
  });

  it('writes dates and days for people', () => {
    expect(formatTripDate('2026-12-01')).toBe('1 Dec 2026');
    expect(daysText(1)).toBe('1 day');
    expect(daysText(3)).toBe('3 days');
  });
});

describe('trip times', () => {
  it('offers every half hour, 00:00 to 23:30', () => {
    expect(TRIP_TIMES).toHaveLength(48);
    expect(TRIP_TIMES.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(TRIP_TIMES.at(-1)).toBe('23:30');
    expect(TRIP_TIMES).toContain('10:00');
  });
  it('reads half-hour times only', () => {
    for (const time of ['10:00', '00:00', '23:30', '14:30']) expect(isTripTime(time)).toBe(true);
    for (const time of ['9:00', '10:15', '24:00', '10:00:00', '1000', '']) {
      expect(isTripTime(time), time).toBe(false);
    }
  });
  it('writes 10:00 as no time', () => {
    expect(statedTripTime('10:00')).toBeUndefined();
    expect(statedTripTime(undefined)).toBeUndefined();
    expect(statedTripTime('09:30')).toBe('09:30');
  });
  it('names the field of bad times', () => {
    const trip = { from: '2026-12-01', to: '2026-12-04' };
    expect(tripTimesProblem(trip)).toBeNull();
    expect(tripTimesProblem({ ...trip, fromTime: '09:00', toTime: '08:00' })).toBeNull();
    expect(tripTimesProblem({ ...trip, fromTime: '9am' })?.field).toBe('fromTime');
    expect(tripTimesProblem({ ...trip, toTime: '10:10' })?.field).toBe('toTime');
    const sameDay = { from: '2026-12-01', to: '2026-12-01' };
    expect(tripTimesProblem(sameDay)).toBeNull();
    expect(tripTimesProblem({ ...sameDay, toTime: '18:00' })).toBeNull();
    expect(tripTimesProblem({ ...sameDay, fromTime: '18:00', toTime: '09:00' })).toEqual({
      field: 'toTime',
      message: 'On a one-day trip, return after the pick-up time',
    });
    expect(tripTimesProblem({ ...sameDay, fromTime: '12:00' })?.field).toBe('toTime');
  });
});

describe('trips in URLs and forms', () => {
  it('writes times other than 10:00 only', () => {
    const trip = { from: '2026-12-01', to: '2026-12-04' };
    expect(tripQueryString({ ...trip, fromTime: '10:00', toTime: '10:00' })).toBe(
      'from=2026-12-01&to=2026-12-04',
    );
    expect(tripQueryString({ ...trip, fromTime: '08:30' })).toBe(
      'from=2026-12-01&to=2026-12-04&fromTime=08%3A30',
    );
    expect(statedTrip({ ...trip, toTime: '12:00' })).toEqual({ ...trip, toTime: '12:00' });
  });
  it("moves a one-day trip's return after its pick-up", () => {
    const day = { from: '2026-12-01', to: '2026-12-01' };
    expect(returnAfterPickUp({ ...day, fromTime: '14:00', toTime: '10:00' })).toEqual({
      ...day,
      fromTime: '14:00',
      toTime: '14:30',
    });
    expect(returnAfterPickUp({ ...day, fromTime: '23:30', toTime: '10:00' })).toEqual({
      from: '2026-12-01',
      to: '2026-12-02',
      fromTime: '23:30',
      toTime: '00:00',
    });
    const fine = { ...day, fromTime: '09:00', toTime: '18:00' };
    expect(returnAfterPickUp(fine)).toBe(fine);
    const longer = { from: '2026-12-01', to: '2026-12-03', fromTime: '18:00', toTime: '08:00' };
    expect(returnAfterPickUp(longer)).toBe(longer);
  });
});

describe('tripDatesProblem', () => {
  const today = '2026-11-27';
  it('accepts a trip from today on', () => {
    expect(tripDatesProblem('2026-11-27', '2026-11-27', today)).toBeNull();
    expect(tripDatesProblem('2026-12-01', '2026-12-04', today)).toBeNull();
  });
  it('names the field of a bad trip', () => {
    expect(tripDatesProblem('2026-02-30', '2026-12-04', today)?.field).toBe('from');
    expect(tripDatesProblem('2026-12-01', 'x', today)?.field).toBe('to');
    expect(tripDatesProblem('2026-11-26', '2026-12-04', today)).toEqual({
      field: 'from',
      message: 'The pick-up date has passed',
    });
    expect(tripDatesProblem('2026-12-04', '2026-12-01', today)).toEqual({
      field: 'to',
      message: 'The return date is before the pick-up date',
    });
    expect(tripDatesProblem('2026-12-01', '2027-12-02', today)?.field).toBe('to');
  });
});
