import { describe, expect, it } from 'vitest';
import { carFilterFromParams } from '@core/rules/carSearchParams';
import {
  activeFilterKeys,
  canonicalListingPath,
  carTypeOf,
  listingHref,
  rentalOf,
  withTypes,
  withoutFilter,
  withoutFilters,
} from './listingFilters';

describe('car type and rental type', () => {
  it('read the hero and footer links and both parameters', () => {
    expect(carTypeOf({ type: 'suv' })).toBe('suv');
    expect(rentalOf({ type: 'suv' })).toBeUndefined();
    expect(carTypeOf({ type: 'driver', carType: 'van' })).toBe('van');
    expect(rentalOf({ type: 'driver', carType: 'van' })).toBe('driver');
    expect(rentalOf({ carType: 'driver' })).toBe('driver');
    expect(rentalOf({ type: 'long-term' })).toBe('long-term');
  });

  it('are written so the search means both', () => {
    expect(withTypes({ brand: 'bmw' }, 'suv', undefined)).toEqual({ brand: 'bmw', type: 'suv' });
    const both = withTypes({ type: 'suv' }, 'suv', 'driver');
    expect(both).toEqual({ type: 'driver', carType: 'suv' });
    expect(carFilterFromParams(both)).toEqual({ withDriver: true, carTypes: ['suv'] });
    expect(withTypes({ type: 'long-term', carType: 'suv' }, undefined, 'long-term')).toEqual({
      type: 'long-term',
    });
  });
});

describe('active filters', () => {
  const params = {
    type: 'driver',
    carType: 'suv',
    brand: 'nissan',
    noDeposit: true,
    sort: 'price_asc',
    page: 3,
  } as const;

  it('are the filters set, not the order or the page', () => {
    expect(activeFilterKeys(params)).toEqual(['carType', 'rental', 'brand', 'noDeposit']);
    expect(activeFilterKeys({ noDeposit: false, sort: 'newest' })).toEqual([]);
  });

  it('are removed one at a time, or all at once keeping the order', () => {
    expect(withoutFilter(params, 'carType')).toMatchObject({ type: 'driver' });
    expect(withoutFilter(params, 'carType').carType).toBeUndefined();
    expect(withoutFilter(params, 'rental')).toMatchObject({ type: 'suv' });
    expect(withoutFilter(params, 'rental').carType).toBeUndefined();
    expect(withoutFilter(params, 'brand').brand).toBeUndefined();
    expect(withoutFilters(params)).toEqual({ sort: 'price_asc' });
  });
});

describe('listing URLs', () => {
  it('link to /cars with the parameters in one order', () => {
    expect(listingHref({})).toBe('/cars');
    expect(listingHref({ page: 2, type: 'suv' })).toBe('/cars?type=suv&page=2');
  });

  it('are canonical without the order, the page size and page 1', () => {
    expect(canonicalListingPath({ type: 'suv', sort: 'newest', page: 1, pageSize: 12 })).toBe(
      '/cars?type=suv',
    );
    expect(canonicalListingPath({ emirate: 'dubai', page: 2 })).toBe('/cars?emirate=dubai&page=2');
  });
});
