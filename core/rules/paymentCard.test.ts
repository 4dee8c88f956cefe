import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, cardExpired, luhnValid } from './paymentCard';

describe('payment card checks', () => {
  it('reads digits with spaces or dashes and refuses anything else', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242-4242-4242-4242')).toBe('4242424242424242');
    expect(cardDigits('4242x4242')).toBeNull();
    expect(cardDigits('1234')).toBeNull();
  });

  it('applies the Luhn check', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('names the brand from the leading digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('unknown');
  });

  it('keeps a card valid through its expiry month', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(cardExpired(11, 2026, now)).toBe(false);
    expect(cardExpired(10, 2026, now)).toBe(true);
    expect(cardExpired(1, 2025, now)).toBe(true);
    expect(cardExpired(1, 2027, now)).toBe(false);
  });
});
