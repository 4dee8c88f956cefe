import { describe, expect, it } from 'vitest';
import { pageLinks } from './pageLinks';

describe('pageLinks', () => {
  it('shows every page of a short result', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves out the far pages, but never a single page behind a gap', () => {
    expect(pageLinks(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    expect(pageLinks(1, 71)).toEqual([1, 2, 3, 'gap', 71]);
    expect(pageLinks(4, 71)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 71]);
    expect(pageLinks(71, 71)).toEqual([1, 'gap', 69, 70, 71]);
  });

  it('shows fewer neighbours with a smaller radius (phones)', () => {
    expect(pageLinks(6, 20, 1)).toEqual([1, 'gap', 5, 6, 7, 'gap', 20]);
    expect(pageLinks(3, 20, 1)).toEqual([1, 2, 3, 4, 'gap', 20]);
  });
});
