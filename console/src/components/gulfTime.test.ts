import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { fromGulfPicker, toGulfPicker } from './gulfTime';

describe('pickers in UAE time on a computer in another zone', () => {
  let zone: string | undefined;
  beforeEach(() => {
    zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('shows an instant as the UAE wall clock', () => {
    // The computer's own clock says 01:00.
    expect(new Date('2026-12-22T06:00:00.000Z').getHours()).toBe(1);
    expect(toGulfPicker('2026-12-22T06:00:00.000Z').format('D MMM YYYY, HH:mm')).toBe(
      '22 Dec 2026, 10:00',
    );
    // Past midnight in the UAE, still the evening before in New York.
    expect(toGulfPicker('2026-12-22T21:30:00.000Z').format('YYYY-MM-DD HH:mm')).toBe(
      '2026-12-23 01:30',
    );
  });

  it('reads what was picked as UAE time', () => {
    expect(fromGulfPicker(dayjs('2026-12-22T10:00:00'))).toBe('2026-12-22T06:00:00.000Z');
  });

  it('gives back the same instant after a round trip', () => {
    const instant = '2027-03-01T23:45:00.000Z';
    expect(fromGulfPicker(toGulfPicker(instant))).toBe(instant);
  });
});
