import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDaysBetween,
  daysText,
  formatTripDate,
  isIsoDate,
  rentalDays,
  tripDatesProblem,
  tripDays,
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
      tripDays(
        { from: '2026-12-01', to: '2026-12-08', pickUpTime: '09:00', returnTime: '18:00' },
        2,
      ),
    ).toBe(8);
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
