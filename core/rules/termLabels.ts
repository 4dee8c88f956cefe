import { EMIRATE_LABELS } from '../enums';
import { ELIGIBILITY_WORDS, LICENCE_COUNTRIES, type EligibilityWords } from './driverEligibility';
import { rentPlanText, type RentPlan } from './tripPrice';
import { dayLineText, type DayLine } from './dayRates';
import {
  CANCELLATION_POLICY_LABELS,
  DEPOSIT_HOLD_LABELS,
  FUEL_POLICY_LABELS,
  INSURANCE_TYPE_LABELS,
  type CancellationPolicy,
  type DepositHold,
  type FuelPolicy,
  type InsuranceType,
} from './tripTerms';

/**
 * The trip's terms in a page's language (issue #21): what the car page's breakdown and driver
 * check write beside the amounts. English is the rules' own labels; a language without its own
 * labels shows the English ones (a third language adds a module like ar/termLabelsAr.ts and a
 * line in TERM_LABELS_IN).
 */
export interface TermLabels {
  depositHold: Record<DepositHold, string>;
  insuranceType: Record<InsuranceType, string>;
  fuelPolicy: Record<FuelPolicy, string>;
  cancellation: Record<CancellationPolicy, string>;
  rentPlan(plan: Pick<RentPlan, 'months' | 'weeks' | 'days'>): string;
  /** Days billed at one rate: `2 weekend days at AED 300`; `rate` as the page writes amounts. */
  dayLine(line: Pick<DayLine, 'kind' | 'count'>, rate: string): string;
  /** Years counted: `1 year`, `2 years`; `سنة واحدة`, `سنتان`, `3 سنوات`. */
  years(count: number): string;
  eligibility: EligibilityWords;
  /** A licence country by its ISO code ('other': another country). */
  country(code: string): string;
}

/** English: the rules' own labels. */
export const ENGLISH_TERMS: TermLabels = {
  depositHold: DEPOSIT_HOLD_LABELS,
  insuranceType: INSURANCE_TYPE_LABELS,
  fuelPolicy: FUEL_POLICY_LABELS,
  cancellation: CANCELLATION_POLICY_LABELS,
  rentPlan: rentPlanText,
  dayLine: dayLineText,
  years: (count) => (count === 1 ? '1 year' : `${count} years`),
  eligibility: ELIGIBILITY_WORDS,
  country: (code) => LICENCE_COUNTRIES[code]?.name ?? code,
};

/**
 * The languages with labels of their own, each its module, loaded when a page in it needs them
 * (the car page's chunk carries English only: the Arabic tables cost an English visitor nothing).
 */
export const TERM_LABELS_IN: Record<string, () => Promise<TermLabels>> = {
  ar: () => import('./ar/termLabelsAr').then((module) => module.ARABIC_TERMS),
};

/** The rules' English labels and the emirates' English names: a test checks none shows on an Arabic page. */
export const ENGLISH_TERM_LABELS: readonly string[] = [
  ...Object.values(DEPOSIT_HOLD_LABELS),
  ...Object.values(INSURANCE_TYPE_LABELS),
  ...Object.values(FUEL_POLICY_LABELS),
  ...Object.values(CANCELLATION_POLICY_LABELS),
  ...Object.values(EMIRATE_LABELS),
];
