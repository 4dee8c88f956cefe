import { describe, expect, it } from 'vitest';
import type { CarSearchParams } from '@core/rules/carSearchParams';
import { searchAsShown } from './CarFilters';

/** The search of a page rendered for `params` whose sidebar fields now show `fields`. */
const shown = (params: CarSearchParams, fields: Record<string, string>) =>
  searchAsShown('filter', params, (id) => fields[id.replace(/^filter-/, '')] ?? '');

describe('the search as the sidebar shows it (chosen before hydration)', () => {
  it('is the same search when nothing was changed', () => {
    const params: CarSearchParams = { type: 'suv', emirate: 'dubai' };
    expect(shown(params, { type: 'suv', emirate: 'dubai' })).toBe(params);
  });

  it('takes every field changed, into one search', () => {
    expect(
      shown(
        { type: 'suv' },
        { type: 'suv', emirate: 'sharjah', 'no-deposit': 'on', 'driver-age': '21' },
      ),
    ).toEqual({ type: 'suv', emirate: 'sharjah', noDeposit: true, driverAge: 21 });
  });

  it('writes a rental type chosen beside a car type the one way the URL has', () => {
    expect(shown({ type: 'suv' }, { type: 'suv', rental: 'driver' })).toEqual({
      type: 'driver',
      carType: 'suv',
    });
  });

  it('removes what was set back to "any"', () => {
    expect(shown({ type: 'suv', emirate: 'dubai' }, { type: 'suv' })).toEqual({ type: 'suv' });
  });

  it('keeps a category link under its old name: the field shows its current name', () => {
    const params: CarSearchParams = { category: 'suv-car-rental-dubai' };
    expect(shown(params, { category: 'suv-rental-dubai' })).toBe(params);
  });
});
