import { describe, expect, it } from 'vitest';
import type { CarSearchParams } from '@core/rules/carSearchParams';
import { createI18n } from '../../i18n/i18n';
import '../../i18n/namespaces/cars';
import { listingDescription, listingHeading, listingTitle } from './listingHead';

const t = createI18n().getFixedT('en', 'cars');
const heading = (params: CarSearchParams) => listingHeading(params, t);

describe('listingHeading', () => {
  it('names what, where and up to which price', () => {
    expect(heading({})).toBe('Car rental in the UAE');
    expect(heading({ type: 'suv' })).toBe('SUV rental in the UAE');
    expect(heading({ type: 'suv', emirate: 'dubai', brand: 'nissan' })).toBe(
      'Nissan SUV rental in Dubai',
    );
    expect(heading({ location: 'car-rental-dubai-marina', budget: 500 })).toBe(
      'Car rental in Dubai Marina up to AED 500 a day',
    );
  });

  it('says with driver and monthly', () => {
    expect(heading({ type: 'driver' })).toBe('Car rental with driver in the UAE');
    expect(heading({ type: 'driver', carType: 'van' })).toBe('Van with driver in the UAE');
    expect(heading({ type: 'long-term', emirate: 'sharjah' })).toBe(
      'Monthly car rental in Sharjah',
    );
  });

  it("uses a category's own title, and quotes free text", () => {
    expect(heading({ category: 'luxury-car-rental-dubai' })).toBe('Luxury Car Rental Dubai');
    expect(heading({ category: 'suv-car-rental-dubai' })).toBe('SUV Rental Dubai');
    expect(heading({ query: 'BMW X7', type: 'suv' })).toBe('Cars matching “BMW X7”');
  });

  it('builds a category title from the emirate chosen, never "… Dubai in Abu Dhabi"', () => {
    expect(heading({ category: 'luxury-car-rental-dubai', emirate: 'abu-dhabi' })).toBe(
      'Luxury Car Rental Abu Dhabi',
    );
    expect(heading({ category: 'luxury-car-rental-dubai', emirate: 'dubai' })).toBe(
      'Luxury Car Rental Dubai',
    );
    expect(heading({ category: 'suvs-for-rent-in-dubai', emirate: 'sharjah' })).toBe(
      'SUVs for rent in Sharjah',
    );
    expect(heading({ category: 'luxury-&-sports-cars', emirate: 'ajman' })).toBe(
      'Luxury & Sports Cars in Ajman',
    );
    expect(heading({ category: 'luxury-&-sports-cars' })).toBe('Luxury & Sports Cars');
    expect(heading({ category: 'luxury-car-rental-dubai', location: 'car-rental-al-barsha' })).toBe(
      'Luxury Car Rental Dubai in Al Barsha',
    );
    expect(listingTitle(heading({ category: 'van-rental-dubai', emirate: 'fujairah' }), 1, t)).toBe(
      'Van Rental Fujairah | UAE Car Rental',
    );
  });
});

describe('listingTitle and listingDescription', () => {
  it('add the page number after page 1 and the count once known', () => {
    expect(listingTitle('SUV rental in Dubai', 1, t)).toBe('SUV rental in Dubai | UAE Car Rental');
    expect(listingTitle('SUV rental in Dubai', 3, t)).toBe(
      'SUV rental in Dubai – Page 3 | UAE Car Rental',
    );
    expect(listingDescription(1694, t)).toMatch(/^Compare 1,694 rental car offers/);
    expect(listingDescription(1, t)).toMatch(/^Compare 1 rental car offer from/);
    expect(listingDescription(undefined, t)).toMatch(/^Compare rental cars/);
  });
});
