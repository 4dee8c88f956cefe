import { describe, expect, it } from 'vitest';
import { uaeInstant, uaeWallClock } from './uaeTime';

describe('UAE time', () => {
  it('reads an instant on the UAE wall clock, four hours ahead of UTC', () => {
    expect(uaeWallClock(new Date('2026-12-22T21:30:00Z'))).toBe('2026-12-23T01:30:00');
  });

  it('names the instant of a UAE wall clock, and back', () => {
    expect(uaeInstant('2026-12-22T10:00:00').toISOString()).toBe('2026-12-22T06:00:00.000Z');
    expect(uaeWallClock(uaeInstant('2027-03-01T23:45:00'))).toBe('2027-03-01T23:45:00');
  });
});
