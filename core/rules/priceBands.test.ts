import { describe, expect, it } from 'vitest';
import { PRICE_BANDS, priceBandOf } from './priceBands';

describe('price bands', () => {
  it.each([
    [80, 'under-200'],
    [199, 'under-200'],
    [200, '200-499'],
    [499, '200-499'],
    [500, '500-999'],
    [1999, '1000-1999'],
    [2000, '2000-plus'],
    [45000, '2000-plus'],
  ])('AED %i/day is in %s', (price, band) => {
    expect(priceBandOf(price)).toBe(band);
  });

  it('covers every price without gaps', () => {
    for (let i = 1; i < PRICE_BANDS.length; i += 1) {
      expect(PRICE_BANDS[i]!.min).toBe((PRICE_BANDS[i - 1]!.max ?? Infinity) + 1);
    }
  });
});
