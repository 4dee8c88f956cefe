import { describe, expect, it } from 'vitest';
import { driverEligibility, licenceRule, LICENCE_COUNTRIES } from './driverEligibility';

const rules = { minimumAge: 21, minimumLicenceYears: 1 };
const visitor = { age: 30, residency: 'visitor' as const, licenceYears: 5 };

describe('licenceRule', () => {
  it('reads the table; unknown countries need a permit', () => {
    expect(licenceRule('AE')).toBe('uae');
    expect(licenceRule('SA')).toBe('gcc');
    expect(licenceRule('GB')).toBe('accepted');
    expect(licenceRule('IN')).toBe('permit');
    expect(licenceRule('ZZ')).toBe('permit');
    expect(LICENCE_COUNTRIES.other?.rule).toBe('permit');
  });
});

describe('driverEligibility', () => {
  it.each([
    ['AE', 'eligible'],
    ['OM', 'eligible'],
    ['US', 'eligible'],
    ['DE', 'eligible'],
    ['IN', 'needs_permit'],
    ['other', 'needs_permit'],
  ])('a visitor with a licence from %s: %s', (licenceCountry, verdict) => {
    expect(driverEligibility({ ...visitor, licenceCountry }, rules).verdict).toBe(verdict);
  });

  it('a resident drives on a UAE licence only', () => {
    expect(
      driverEligibility({ ...visitor, residency: 'resident', licenceCountry: 'AE' }, rules).verdict,
    ).toBe('eligible');
    expect(
      driverEligibility({ ...visitor, residency: 'resident', licenceCountry: 'GB' }, rules),
    ).toEqual({
      verdict: 'not_eligible',
      title: 'You cannot rent this car',
      reasons: ['UAE residents must drive on a UAE driving licence.'],
    });
  });

  it("applies the company's minimum age and licence years, giving every reason", () => {
    expect(
      driverEligibility(
        { age: 20, residency: 'visitor', licenceCountry: 'IN', licenceYears: 0 },
        { minimumAge: 25, minimumLicenceYears: 2 },
      ),
    ).toEqual({
      verdict: 'not_eligible',
      title: 'You cannot rent this car',
      reasons: [
        'The company rents this car to drivers aged 25 or over.',
        'The company asks for a licence held for at least 2 years.',
      ],
    });
    expect(
      driverEligibility({ ...visitor, age: 25, licenceCountry: 'GB' }, { ...rules, minimumAge: 25 })
        .verdict,
    ).toBe('eligible');
  });

  it('a permit country at the minimum age needs the permit', () => {
    expect(driverEligibility({ ...visitor, age: 21, licenceCountry: 'PK' }, rules)).toEqual({
      verdict: 'needs_permit',
      title: 'You can drive it with an International Driving Permit',
      reasons: ['Bring an International Driving Permit together with your home licence.'],
    });
  });
});
