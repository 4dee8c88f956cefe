import type { TermLabels } from '../termLabels';
import {
  CANCELLATION_POLICY_LABELS_AR,
  DEPOSIT_HOLD_LABELS_AR,
  ELIGIBILITY_WORDS_AR,
  FUEL_POLICY_LABELS_AR,
  INSURANCE_TYPE_LABELS_AR,
  arabicYears,
  rentPlanTextAr,
  dayLineTextAr,
} from './tripTerms';

// Country names from the browser's own data (Intl), built on first use.
let names: Intl.DisplayNames | undefined;

/** The trip's terms in Arabic (core/rules/termLabels.ts loads this module on Arabic pages). */
export const ARABIC_TERMS: TermLabels = {
  depositHold: DEPOSIT_HOLD_LABELS_AR,
  insuranceType: INSURANCE_TYPE_LABELS_AR,
  fuelPolicy: FUEL_POLICY_LABELS_AR,
  cancellation: CANCELLATION_POLICY_LABELS_AR,
  rentPlan: rentPlanTextAr,
  dayLine: dayLineTextAr,
  years: arabicYears,
  eligibility: ELIGIBILITY_WORDS_AR,
  country: (code) =>
    code === 'other'
      ? ELIGIBILITY_WORDS_AR.otherCountry
      : (ELIGIBILITY_WORDS_AR.countries[code] ??
        (names ??= new Intl.DisplayNames(['ar'], { type: 'region' })).of(code) ??
        code),
};
