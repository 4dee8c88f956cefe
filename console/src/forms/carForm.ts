/**
 * The listing form ↔ core's schemas. The form holds a `CarInput` as antd edits it (an empty
 * number box is `null`); the same `carInputSchema` the API uses decides what is valid, so the
 * console and the server apply one set of rules.
 */
import type { z } from 'zod';
import {
  carInputSchema,
  rentalTermsSchema,
  type CarInput,
  type CarPatch,
  type RentalTerms,
  type VendorCar,
} from '@core/schemas/car';
import { parseForm, type Parsed } from './fieldErrors';
import {
  carTripTermsFromForm,
  carTripTermsToForm,
  type CarTripTermsFormValues,
} from './tripTermsForm';

type Nullable<T> = { [K in keyof T]: T[K] | null };

export type CarFormValues = Nullable<Omit<CarInput, 'terms' | 'color' | 'tripTerms'>> & {
  terms: Nullable<RentalTerms>;
  color: string;
  /** The car's own trip terms (an empty box is its company's) and its weekend and season rates. */
  tripTerms: CarTripTermsFormValues;
};

/** A new listing's form: every field that has a default starts with it. */
export function newCarFormValues(): CarFormValues {
  const defaults = carInputSchema.shape;
  return {
    title: '',
    description: '',
    titleAr: '',
    descriptionAr: '',
    brand: null,
    model: '',
    year: null,
    carType: null,
    emirate: 'dubai',
    pricePerDay: null,
    pricePerWeek: null,
    pricePerMonth: null,
    horsepower: null,
    seats: defaults.seats.parse(undefined),
    transmission: defaults.transmission.parse(undefined),
    withDriver: false,
    services: [],
    terms: rentalTermsSchema.parse({}),
    active: true,
    color: '',
    tripTerms: carTripTermsToForm(null),
  };
}

/** An existing listing in the form. */
export function carToFormValues(car: VendorCar): CarFormValues {
  const { pricesIncludeVat: _vat, ...terms } = car.terms;
  return {
    title: car.title,
    description: car.description,
    titleAr: car.titleAr ?? '',
    descriptionAr: car.descriptionAr ?? '',
    brand: car.brand,
    model: car.model,
    year: car.year,
    carType: car.carType,
    emirate: car.emirate,
    pricePerDay: car.pricePerDay,
    pricePerWeek: car.pricePerWeek,
    pricePerMonth: car.pricePerMonth,
    horsepower: car.horsepower,
    seats: car.seats,
    transmission: car.transmission,
    withDriver: car.withDriver,
    services: car.services,
    terms,
    active: car.active,
    color: '',
    tripTerms: carTripTermsToForm(car.tripTerms),
  };
}

/**
 * An empty box means "not given": `null` where the schema accepts it (it clears the weekly and
 * monthly prices and the horsepower), otherwise left out, so the default applies or the field
 * is reported as required.
 */
function withoutEmpty(values: Record<string, unknown>, shape: Record<string, z.ZodType>) {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const field = shape[key];
    if (value === null || value === '') {
      if (field && value === null && field.safeParse(null).success) result[key] = null;
      continue;
    }
    result[key] = value;
  }
  return result;
}

/** The form's values checked by `carInputSchema`: the input to send, or each field's problem. */
export function parseCarForm(values: CarFormValues): Parsed<CarInput> {
  const { terms, tripTerms, titleAr, descriptionAr, ...rest } = values;
  const raw = {
    ...withoutEmpty(rest, carInputSchema.shape),
    // Always sent: an emptied Arabic box clears the translation (the site shows the English).
    titleAr: titleAr || null,
    descriptionAr: descriptionAr || null,
    terms: withoutEmpty(terms ?? {}, rentalTermsSchema.shape),
    // Always sent whole: a box emptied means the company's term again.
    tripTerms: carTripTermsFromForm(tripTerms),
  };
  return parseForm(carInputSchema, raw);
}

/**
 * An edit sends the whole form (the server changes only what differs) except `active`, which
 * the listings table switches, and an empty colour, which the form cannot show and would clear.
 */
export function carPatchFromInput(input: CarInput): CarPatch {
  const { active: _active, color, ...patch } = input;
  return color ? { ...patch, color } : patch;
}
