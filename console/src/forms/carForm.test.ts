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

/** The filled form as the API's input (the form's empty trip-term boxes are no input). */
const filledInput = () => {
  const { tripTerms: _tripTerms, ...rest } = filled();
  return carInputSchema.parse(rest);
};

describe('listing form ↔ carInputSchema', () => {
  it('starts a new listing with the schema defaults', () => {
    const values = newCarFormValues();
    expect(values.seats).toBe(5);
    expect(values.transmission).toBe('automatic');
    expect(values.terms).toEqual(filledInput().terms);
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
      ...filledInput(),
      id: 1,
      terms: { ...filledInput().terms, pricesIncludeVat: true },
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

  it('sends the trip terms filled in, and an empty set when every box is empty', () => {
    const empty = parseCarForm(filled());
    expect(empty.ok && empty.data.tripTerms).toEqual({});
    const values = filled();
    values.tripTerms = {
      ...values.tripTerms,
      graceHours: 2,
      fuelPolicy: 'full_to_full',
      deliveryFees: { ...values.tripTerms.deliveryFees, dubai: 0, sharjah: 150, ajman: 90 },
      deliveryChoices: { ...values.tripTerms.deliveryChoices, dubai: 'fee', sharjah: 'fee' },
    };
    const parsed = parseCarForm(values);
    // Ajman's box counts only with "own fee": it stays as the company.
    expect(parsed.ok && parsed.data.tripTerms).toEqual({
      graceHours: 2,
      fuelPolicy: 'full_to_full',
      deliveryFees: { dubai: 0, sharjah: 150 },
    });
    const car = {
      ...filledInput(),
      tripTerms: { graceHours: 2 },
      terms: {},
    } as unknown as VendorCar;
    expect(carToFormValues(car).tripTerms).toMatchObject({ graceHours: 2, fuelPolicy: null });
  });

  it('sends each emirate as the company (left out), its own fee, or no delivery (null)', () => {
    const car = {
      ...filledInput(),
      tripTerms: { deliveryFees: { dubai: 0, sharjah: null } },
      terms: {},
    } as unknown as VendorCar;
    const values = carToFormValues(car);
    expect(values.tripTerms.deliveryChoices).toMatchObject({
      dubai: 'fee',
      sharjah: 'none',
      ajman: 'company',
    });
    expect(values.tripTerms.deliveryFees).toMatchObject({ dubai: 0, sharjah: null });
    values.tripTerms.deliveryChoices = {
      ...values.tripTerms.deliveryChoices,
      dubai: 'company',
      ajman: 'none',
      fujairah: 'fee',
    };
    values.tripTerms.deliveryFees = { ...values.tripTerms.deliveryFees, fujairah: 300 };
    const parsed = parseCarForm(values);
    expect(parsed.ok && parsed.data.tripTerms).toEqual({
      deliveryFees: { sharjah: null, ajman: null, fujairah: 300 },
    });
    // "Own fee" with an empty box: that emirate's box says so, nothing is sent.
    values.tripTerms.deliveryFees = { ...values.tripTerms.deliveryFees, fujairah: null };
    const missing = parseCarForm(values);
    expect(!missing.ok && missing.errors).toEqual({
      'tripTerms.deliveryFees.fujairah': 'This field is required',
    });
  });

  it('sends the weekend and season rates, and names a bad season the way the server does', () => {
    const values = filled();
    values.tripTerms = {
      ...values.tripTerms,
      weekendPricePerDay: 300,
      seasons: [
        { from: '2027-12-15', to: '2028-01-05', pricePerDay: 450 },
        { from: null, to: null, pricePerDay: null },
      ],
    };
    const parsed = parseCarForm(values);
    expect(parsed.ok && parsed.data.tripTerms).toMatchObject({
      weekendPricePerDay: 300,
      seasons: [{ from: '2027-12-15', to: '2028-01-05', pricePerDay: 450 }],
    });
    values.tripTerms.seasons = [
      { from: '2027-12-15', to: '2028-01-05', pricePerDay: 450 },
      { from: '2028-01-01', to: '2028-01-10', pricePerDay: null },
    ];
    const overlapping = parseCarForm(values);
    expect(overlapping.ok).toBe(false);
    if (!overlapping.ok) {
      expect(overlapping.errors).toEqual({
        'tripTerms.seasons.1.pricePerDay': 'Give a rate above AED 0',
        'tripTerms.seasons.1.from': 'This season overlaps the one from 2027-12-15 to 2028-01-05',
      });
    }
    values.tripTerms.seasons = [
      { from: '2027-12-15', to: '2028-01-05', pricePerDay: 450 },
      { from: '2028-01-01', to: '2028-01-10', pricePerDay: 300 },
    ];
    const overlap = parseCarForm(values);
    expect(!overlap.ok && overlap.errors).toEqual({
      'tripTerms.seasons.1.from': 'This season overlaps the one from 2027-12-15 to 2028-01-05',
    });
  });

  it('names a bad trip term the way the server does', () => {
    const values = filled();
    values.tripTerms = {
      ...values.tripTerms,
      depositReturnDays: 120,
      deliveryFees: { ...values.tripTerms.deliveryFees, ajman: -1 },
      deliveryChoices: { ...values.tripTerms.deliveryChoices, ajman: 'fee' },
    };
    const result = parseCarForm(values);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual([
        'tripTerms.deliveryFees.ajman',
        'tripTerms.depositReturnDays',
      ]);
    }
  });
});
