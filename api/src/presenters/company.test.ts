import { describe, expect, it } from 'vitest';
import { companyLocation, securityDepositText } from './company';

describe('companyLocation', () => {
  it('names the area and the emirate', () => {
    expect(companyLocation({ area: 'dubai-marina', emirate: 'dubai' })).toBe('Dubai Marina, Dubai');
    expect(companyLocation({ area: 'Al Majaz', emirate: 'sharjah' })).toBe('Al Majaz, Sharjah');
  });

  it('shows the emirate alone for no area, an unknown one, one elsewhere, or the same name', () => {
    expect(companyLocation({ area: null, emirate: 'ajman' })).toBe('Ajman');
    expect(companyLocation({ area: 'atlantis', emirate: 'dubai' })).toBe('Dubai');
    expect(companyLocation({ area: 'dubai-marina', emirate: 'sharjah' })).toBe('Sharjah');
    expect(companyLocation({ area: 'umm-al-quwain-city', emirate: 'umm-al-quwain' })).toBe(
      'Umm Al Quwain',
    );
  });
});

describe('securityDepositText', () => {
  const cars = (minDeposit: number | null, maxDeposit: number | null) => ({
    minDeposit,
    maxDeposit,
  });

  it("prefers the company's own policy", () => {
    expect(securityDepositText(' AED 1,000, refunded in 14 days ', cars(0, 0))).toBe(
      'AED 1,000, refunded in 14 days',
    );
  });

  it('derives it from the public cars otherwise', () => {
    expect(securityDepositText(null, cars(0, 0))).toBe('No deposit');
    expect(securityDepositText('  ', cars(0, 2500))).toBe('No deposit on selected cars');
    expect(securityDepositText(null, cars(12000, 20000))).toBe('From AED 12,000');
    expect(securityDepositText(null, cars(null, null))).toBe('Stated with each car');
  });
});
