import { describe, expect, it } from 'vitest';
import { carInputSchema, type VendorCar } from '@core/schemas/car';
import { carPatchFromInput, carToFormValues, newCarFormValues, parseCarForm } from './carForm';

const filled = () => ({
  ...newCarFormValues(),
  title: 'Nissan Patrol 2024',
  brand: 'nissan' as const,
  model: 'Patrol',
  year: 2024,
  carType: 'suv' as const,
  pricePerDay: 450,
});

describe('listing form ↔ carInputSchema', () => {
  it('starts a new listing with the schema defaults', () => {
    const values = newCarFormValues();
    expect(values.seats).toBe(5);
    expect(values.transmission).toBe('automatic');
    expect(values.terms).toEqual(carInputSchema.parse(filled()).terms);
  });

  it('reports every missing required field by its path, in plain words', () => {
    const result = parseCarForm(newCarFormValues());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      ['brand', 'carType', 'model', 'pricePerDay', 'title', 'year'].sort(),
    );
    expect(result.errors.pricePerDay).toBe('This field is required');
    expect(result.errors.title).toBe('This field is required');
  });

  it('keeps null where the schema clears a value and drops it where a default applies', () => {
    const result = parseCarForm({
      ...filled(),
      pricePerWeek: null,
      seats: null,
      terms: { ...filled().terms, kmPerDay: null },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.pricePerWeek).toBeNull();
    expect(result.data.seats).toBe(5);
    expect(result.data.terms.kmPerDay).toBe(250);
  });

  it('names nested rental terms the way the server does', () => {
    const result = parseCarForm({
      ...filled(),
      terms: { ...filled().terms, minimumDriverAge: 16 },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(['terms.minimumDriverAge']);
  });

  it('round-trips a listing and leaves `active` and an unknown colour out of an edit', () => {
    const car = {
      ...carInputSchema.parse(filled()),
      id: 1,
      terms: { ...carInputSchema.parse(filled()).terms, pricesIncludeVat: true },
      active: false,
    } as unknown as VendorCar;
    const values = carToFormValues(car);
    const parsed = parseCarForm(values);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const patch = carPatchFromInput(parsed.data);
    expect(patch).not.toHaveProperty('active');
    expect(patch).not.toHaveProperty('color');
    expect(patch.title).toBe('Nissan Patrol 2024');
    expect(carPatchFromInput({ ...parsed.data, color: 'White' }).color).toBe('White');
  });
});
