/**
 * Structured trip terms (core rules/tripTerms) ↔ an antd form. Every box may stay empty: an
 * empty box states nothing, so the term is inherited (a car's from its company, a company's
 * from the defaults). Empty boxes are `null` in the form and left out of what is sent. A car's
 * delivery is a choice per emirate (as the company, its own fee, no delivery) with a fee box.
 */
import { EMIRATES, type Emirate } from '@core/enums';
import { deliveryChoiceOf, type DeliveryChoice, type TripTerms } from '@core/rules/tripTerms';
import type { CarTripTermsInput, TripTermsInput } from '@core/schemas/trip';

export type TripTermsFormValues = {
  [K in Exclude<keyof TripTerms, 'deliveryFees'>]: TripTerms[K] | null;
} & { deliveryFees: Record<Emirate, number | null> };

/** Stated terms in the form (what is not stated: an empty box). */
export function tripTermsToForm(terms: TripTermsInput | null | undefined): TripTermsFormValues {
  const stated = terms ?? {};
  return {
    graceHours: stated.graceHours ?? null,
    depositHold: stated.depositHold ?? null,
    depositReturnDays: stated.depositReturnDays ?? null,
    insuranceType: stated.insuranceType ?? null,
    insuranceExcessAed: stated.insuranceExcessAed ?? null,
    fuelPolicy: stated.fuelPolicy ?? null,
    minimumLicenceYears: stated.minimumLicenceYears ?? null,
    cancellation: stated.cancellation ?? null,
    deliveryFees: Object.fromEntries(
      EMIRATES.map((emirate) => [emirate, stated.deliveryFees?.[emirate] ?? null]),
    ) as Record<Emirate, number | null>,
  };
}

/** A season's row as the form edits it: `YYYY-MM-DD` dates from date inputs, the rate a number. */
export interface SeasonFormValues {
  from: string | null;
  to: string | null;
  pricePerDay: number | null;
}

/**
 * A car's own terms in the form: its company's terms, its delivery choice per emirate (the fee
 * box counts only with `fee`) and its weekend and season rates.
 */
export type CarTripTermsFormValues = TripTermsFormValues & {
  deliveryChoices: Record<Emirate, DeliveryChoice>;
  weekendPricePerDay: number | null;
  seasons: SeasonFormValues[];
};

/** A car's stated terms in the form, its weekend and season rates with them. */
export function carTripTermsToForm(
  terms: CarTripTermsInput | null | undefined,
): CarTripTermsFormValues {
  const { deliveryFees, ...rest } = terms ?? {};
  return {
    ...tripTermsToForm(rest),
    deliveryFees: Object.fromEntries(
      EMIRATES.map((emirate) => [emirate, deliveryFees?.[emirate] ?? null]),
    ) as Record<Emirate, number | null>,
    deliveryChoices: Object.fromEntries(
      EMIRATES.map((emirate) => [emirate, deliveryChoiceOf(deliveryFees, emirate)]),
    ) as Record<Emirate, DeliveryChoice>,
    weekendPricePerDay: terms?.weekendPricePerDay ?? null,
    seasons: (terms?.seasons ?? []).map((season) => ({ ...season })),
  };
}

const isGiven = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * A car's terms as input: a delivery choice per emirate becomes nothing (as the company), its
 * fee, or null (no delivery there). An own fee left empty is sent as missing, so core's schema
 * names that emirate's box ("This field is required").
 */
export function carTripTermsFromForm(
  values: Partial<CarTripTermsFormValues> | undefined,
): CarTripTermsInput {
  const { deliveryChoices, deliveryFees, ...rest } = values ?? {};
  const input: Record<string, unknown> = tripTermsFromForm(rest);
  const fees: Partial<Record<Emirate, number | null | undefined>> = {};
  for (const emirate of EMIRATES) {
    const choice = deliveryChoices?.[emirate] ?? 'company';
    if (choice === 'none') fees[emirate] = null;
    if (choice === 'fee') {
      const fee = deliveryFees?.[emirate];
      fees[emirate] = isGiven(fee) ? fee : undefined;
    }
  }
  if (Object.keys(fees).length > 0) input.deliveryFees = fees;
  return input as CarTripTermsInput;
}

/** The form's terms as input: only the boxes filled in (checked by core's schema after). */
export function tripTermsFromForm(
  values: Partial<TripTermsFormValues> | undefined,
): TripTermsInput {
  const { deliveryFees, ...rest } = values ?? {};
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) if (isGiven(value)) input[key] = value;
  // A car's seasons: a row left wholly empty is no season; a half-filled one is checked.
  if (Array.isArray(input.seasons)) {
    input.seasons = (input.seasons as SeasonFormValues[])
      .filter((season) => Object.values(season ?? {}).some(isGiven))
      .map((season) => ({
        from: season.from ?? '',
        to: season.to ?? '',
        pricePerDay: season.pricePerDay ?? 0,
      }));
    if ((input.seasons as unknown[]).length === 0) delete input.seasons;
  }
  const fees = Object.entries(deliveryFees ?? {}).filter(([, fee]) => isGiven(fee));
  if (fees.length > 0) input.deliveryFees = Object.fromEntries(fees);
  return input as TripTermsInput;
}
