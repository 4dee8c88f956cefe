import { describe, expect, it } from 'vitest';
import { formatAed, formatWholeNumber, monthPrice } from './pricing';

describe('monthPrice', () => {
  it('is 25 × the day price when the listing has no month price', () => {
    expect(monthPrice({ pricePerDay: 120 })).toBe(3000);
    expect(monthPrice({ pricePerDay: 120, pricePerMonth: null })).toBe(3000);
    expect(monthPrice({ pricePerDay: 99, pricePerMonth: undefined })).toBe(2475);
  });

  it("is the listing's own month price when set", () => {
    expect(monthPrice({ pricePerDay: 120, pricePerMonth: 2500 })).toBe(2500);
    expect(monthPrice({ pricePerDay: 1000, pricePerMonth: 30000 })).toBe(30000);
  });
});

describe('formatAed', () => {
  it('formats whole dirhams with thousands separators', () => {
    expect(formatAed(1250)).toBe('AED 1,250');
    expect(formatAed(45)).toBe('AED 45');
    expect(formatAed(3000)).toBe('AED 3,000');
  });
});

describe('formatWholeNumber', () => {
  it('gives the same text as an English Intl.NumberFormat without decimals', () => {
    const intl = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
    for (const value of [
      0, 7, 45, 999, 1000, 1250.4, 1250.5, 99_999.5, 1_000_000, 123_456_789, -2.5, -1234,
    ]) {
      expect(formatWholeNumber(value), String(value)).toBe(intl.format(value));
    }
  });
});
