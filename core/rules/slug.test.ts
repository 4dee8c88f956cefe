import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Marina Star Car Rental', 'marina-star-car-rental'],
    ['Al Noor & Sons', 'al-noor-and-sons'],
    ['  Café   Deluxe!! ', 'cafe-deluxe'],
    ['---', ''],
    ['النور', ''],
  ])('%s → %s', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });

  it('cuts long names without a trailing hyphen', () => {
    expect(slugify('a'.repeat(79) + ' b', 80)).toBe('a'.repeat(79));
  });
});
