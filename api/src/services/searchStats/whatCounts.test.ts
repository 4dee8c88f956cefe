import { describe, expect, it } from 'vitest';
import { canonicalFilters, isSearch, normaliseSearchText } from './whatCounts';

describe('what counts as a search', () => {
  it('is the first page of results, not page 2 or a one-car price probe', () => {
    expect(isSearch({})).toBe(true);
    expect(isSearch({ page: 1, query: 'bmw' })).toBe(true);
    expect(isSearch({ page: 2 })).toBe(false);
    expect(isSearch({ pageSize: 1, sort: 'price_asc' })).toBe(false);
  });

  it('writes the text and filters one way however they were sent', () => {
    expect(normaliseSearchText('  BMW\u00a0  X5 ')).toBe('bmw x5');
    expect(normaliseSearchText(undefined)).toBe('');
    expect(canonicalFilters({ emirate: 'dubai', brand: 'bmw', sort: 'price_asc', page: 1 })).toBe(
      'brand=bmw&emirate=dubai',
    );
    expect(canonicalFilters({ brand: 'all', from: '2026-12-01', to: '2026-12-03' })).toBe('');
    expect(
      canonicalFilters({
        from: '2026-12-01',
        to: '2026-12-03',
        fromTime: '09:00',
        toTime: '18:30',
      }),
    ).toBe('');
    expect(canonicalFilters({ budget: 300, noDeposit: true })).toBe('budget=300&noDeposit=true');
  });
});
