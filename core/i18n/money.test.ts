import { describe, expect, it } from 'vitest';
import { ARABIC_LATIN_DIGITS, groupedDigits, moneyIn } from './money';

/** What Intl writes, the reference the hand-written Arabic amounts must equal. */
const intl = (fractionDigits: number) =>
  new Intl.NumberFormat(ARABIC_LATIN_DIGITS, {
    style: 'currency',
    currency: 'AED',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });

describe('Arabic dirhams written by hand', () => {
  const money = moneyIn(ARABIC_LATIN_DIGITS);
  const whole = intl(0);
  const fils = intl(2);
  // Seeded, so a failure names the same amounts on every run.
  let state = 7;
  const random = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;

  it('are Intl’s strings for whole dirhams', () => {
    const amounts = [
      ...Array.from({ length: 2100 }, (_, i) => i),
      ...Array.from({ length: 2000 }, () => Math.floor(random() * 10 ** (1 + random() * 12))),
      999_999,
      1_000_000,
      123_456_789_012,
    ];
    for (const amount of amounts) expect(money.price(amount)).toBe(whole.format(amount));
    expect(money.price(1249.5)).toBe(whole.format(1250));
  });

  it('are Intl’s strings to the fils, ties and all', () => {
    const amounts = [
      0.01,
      0.1,
      0.5,
      1.005,
      2.675,
      10.125,
      2450.5,
      1575.55,
      99_999.99,
      1_234_567.895,
      ...Array.from({ length: 3000 }, () => Math.round(random() * 10 ** (2 + random() * 8)) / 100),
      ...Array.from({ length: 1000 }, () => random() * 100_000),
    ];
    for (const amount of amounts) {
      const expected =
        Math.round(amount * 100) % 100 === 0
          ? whole.format(Math.round(amount))
          : fils.format(amount);
      expect(money.exactPrice(amount)).toBe(expected);
    }
  });

  it('leaves what it does not write to Intl: negative amounts and -0', () => {
    expect(money.price(-30)).toBe(whole.format(-30));
    expect(money.price(-0)).toBe(whole.format(-0));
  });
});

describe('whole numbers grouped by hand', () => {
  it('are the Arabic site’s Intl numbers (Latin digits)', () => {
    const numbers = new Intl.NumberFormat(ARABIC_LATIN_DIGITS, { maximumFractionDigits: 0 });
    for (const value of [0, 7, 250, 999, 1000, 4500, 12_345, 1_234_567, 2.5, 3.49, 99_999.5]) {
      expect(groupedDigits(value, 0)).toBe(numbers.format(value));
    }
    expect(groupedDigits(-3, 0)).toBeNull();
  });
});
