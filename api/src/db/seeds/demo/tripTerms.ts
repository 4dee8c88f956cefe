/**
 * Structured trip terms of the demo companies (core rules/tripTerms.ts), by profile: what their
 * deposit texts say (hold, days until release), free delivery in the company's own emirate (as
 * car descriptions may say) and a fee elsewhere. Derived without the generator, so adding them
 * changed no other demo value.
 */
import { EMIRATES, type Emirate } from '@core/enums';
import { TRIP_TERMS_DEFAULTS, type TripTerms } from '@core/rules/tripTerms';
import type { Profile } from './companies';

const BY_PROFILE: Record<Profile, Omit<TripTerms, 'deliveryFees'> & { deliveryFee: number }> = {
  budget: {
    graceHours: 1,
    deliveryFee: 100,
    depositHold: 'card_hold',
    depositReturnDays: 14,
    insuranceType: 'comprehensive',
    insuranceExcessAed: 1000,
    fuelPolicy: 'same_to_same',
    minimumLicenceYears: 1,
    cancellation: 'free_24h',
  },
  // A general company states what the defaults say, delivering out of its emirate for AED 150.
  general: { ...TRIP_TERMS_DEFAULTS, deliveryFee: 150 },
  premium: {
    graceHours: 2,
    deliveryFee: 250,
    depositHold: 'card_hold',
    depositReturnDays: 21,
    insuranceType: 'comprehensive',
    insuranceExcessAed: 3000,
    fuelPolicy: 'full_to_full',
    minimumLicenceYears: 2,
    cancellation: 'free_72h',
  },
  supercar: {
    graceHours: 1,
    deliveryFee: 500,
    depositHold: 'card_hold',
    depositReturnDays: 30,
    insuranceType: 'comprehensive',
    insuranceExcessAed: 7500,
    fuelPolicy: 'full_to_full',
    minimumLicenceYears: 3,
    cancellation: 'non_refundable',
  },
  chauffeur: {
    graceHours: 0,
    deliveryFee: 200,
    depositHold: 'card_hold',
    depositReturnDays: 14,
    insuranceType: 'comprehensive',
    insuranceExcessAed: 0,
    fuelPolicy: 'prepaid',
    minimumLicenceYears: 1,
    cancellation: 'free_24h',
  },
  monthly: {
    graceHours: 2,
    deliveryFee: 100,
    depositHold: 'cash',
    depositReturnDays: 14,
    insuranceType: 'comprehensive',
    insuranceExcessAed: 1000,
    fuelPolicy: 'same_to_same',
    minimumLicenceYears: 1,
    cancellation: 'free_72h',
  },
  ev: {
    graceHours: 1,
    deliveryFee: 150,
    depositHold: 'card_hold',
    depositReturnDays: 14,
    insuranceType: 'comprehensive',
    insuranceExcessAed: 2000,
    fuelPolicy: 'same_to_same',
    minimumLicenceYears: 1,
    cancellation: 'free_24h',
  },
  offroad: {
    graceHours: 1,
    deliveryFee: 200,
    depositHold: 'card_charge',
    depositReturnDays: 21,
    insuranceType: 'third_party',
    insuranceExcessAed: 5000,
    fuelPolicy: 'full_to_full',
    minimumLicenceYears: 2,
    cancellation: 'free_72h',
  },
  vans: {
    graceHours: 1,
    deliveryFee: 150,
    depositHold: 'card_hold',
    depositReturnDays: 14,
    insuranceType: 'comprehensive',
    insuranceExcessAed: 1500,
    fuelPolicy: 'same_to_same',
    minimumLicenceYears: 1,
    cancellation: 'free_24h',
  },
};

/** A demo company's terms: its profile's, free delivery at home, the profile's fee elsewhere. */
export function demoTripTerms(profile: Profile, home: Emirate): TripTerms {
  const { deliveryFee, ...terms } = BY_PROFILE[profile];
  const deliveryFees: Partial<Record<Emirate, number>> = {};
  for (const emirate of EMIRATES) deliveryFees[emirate] = emirate === home ? 0 : deliveryFee;
  return { ...terms, deliveryFees };
}
