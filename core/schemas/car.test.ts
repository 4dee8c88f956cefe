import { describe, expect, it } from 'vitest';
import { carInputSchema } from './car';

describe('carInputSchema', () => {
  const coreFields = {
    title: '2024 Nissan Patrol',
    brand: 'nissan',
    model: 'Patrol',
    year: 2024,
    carType: 'suv',
    emirate: 'dubai',
    pricePerDay: 650,
  };

  it('creates a listing from the core fields alone, with the spec defaults for the terms', () => {
    // docs/product.md#cars-and-rental-terms
    const car = carInputSchema.parse(coreFields);
    expect(car.terms).toEqual({
      securityDepositAed: 0,
      kmPerDay: 250,
      kmPerMonth: 4500,
      extraKmChargeAed: 0,
      minimumDriverAge: 21,
      salikChargeAed: 0,
      insuranceIncluded: true,
    });
    expect(car).toMatchObject({
      withDriver: false,
      services: [],
      seats: 5,
      pricePerMonth: null,
      active: true,
    });
  });

  it('keeps the terms a vendor states and fills in the rest', () => {
    const car = carInputSchema.parse({
      ...coreFields,
      terms: { securityDepositAed: 3000, minimumDriverAge: 25 },
    });
    expect(car.terms).toMatchObject({
      securityDepositAed: 3000,
      minimumDriverAge: 25,
      kmPerDay: 250,
    });
  });

  it('names the field of a bad value', () => {
    const result = carInputSchema.safeParse({ ...coreFields, pricePerDay: 0, title: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'pricePerDay',
      'title',
    ]);
  });
});
