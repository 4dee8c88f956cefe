import { describe, expect, it } from 'vitest';
import { lastPageOf } from './lastPage';

describe('lastPageOf', () => {
  it('counts whole pages and stops at the deepest offset the API pages to', () => {
    expect(lastPageOf(0, 24)).toBe(1);
    expect(lastPageOf(24, 24)).toBe(1);
    expect(lastPageOf(25, 24)).toBe(2);
    expect(lastPageOf(100_000, 24)).toBe(417);
  });
});
