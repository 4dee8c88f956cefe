import { describe, expect, it } from 'vitest';
import { isSimilar, similarity, trigramsOf } from './trigrams';

describe('pg_trgm word similarity', () => {
  it("pads a word as pg_trgm does: show_trgm('cat')", () => {
    expect(trigramsOf('cat').sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
  });

  // Values as PostgreSQL 15 prints `similarity(a, b)`.
  it.each([
    ['toyta', 'toyota', 0.44444445],
    ['lamborgini', 'lamborghini', 0.64285713],
    ['mercedes', 'mercedes', 1],
    ['toyta', 'tesla', 0.09090909],
  ])('similarity(%s, %s) = %f', (a, b, expected) => {
    expect(similarity(a, b)).toBeCloseTo(expected, 6);
  });

  it('matches from the 0.3 threshold up', () => {
    expect(isSimilar(similarity('toyta', 'toyota'))).toBe(true);
    expect(isSimilar(similarity('toyta', 'tesla'))).toBe(false);
  });
});
