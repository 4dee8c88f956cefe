/**
 * The product's closed sets (car types, brands, emirates, transmissions, services, licences, the
 * trip terms' choices) in the vendor's language: core's Arabic labels (core/catalogue/ar/labels.ts
 * and core/rules/ar/tripTerms.ts, the public site's own), brands in their Arabic form where they
 * have one. The console's own sets (states, reasons) are `labels.*` in the locale files.
 */
import {
  BRAND_LABELS,
  CAR_TYPE_LABELS,
  EMIRATE_LABELS,
  LICENCE_KIND_LABELS,
  SERVICE_LABELS,
  TRANSMISSION_LABELS,
} from '@core/enums';
import {
  BRAND_LABELS_AR,
  CAR_TYPE_LABELS_AR,
  EMIRATE_LABELS_AR,
  LICENCE_KIND_LABELS_AR,
  SERVICE_LABELS_AR,
  TRANSMISSION_LABELS_AR,
} from '@core/catalogue/ar/labels';
import {
  CANCELLATION_POLICY_LABELS,
  DEPOSIT_HOLD_LABELS,
  FUEL_POLICY_LABELS,
  INSURANCE_TYPE_LABELS,
} from '@core/rules/tripTerms';
import {
  CANCELLATION_POLICY_LABELS_AR,
  DEPOSIT_HOLD_LABELS_AR,
  FUEL_POLICY_LABELS_AR,
  INSURANCE_TYPE_LABELS_AR,
} from '@core/rules/ar/tripTerms';
import { useVendorI18n } from './VendorI18n';

const ENGLISH = {
  carType: CAR_TYPE_LABELS,
  brand: BRAND_LABELS,
  emirate: EMIRATE_LABELS,
  transmission: TRANSMISSION_LABELS,
  service: SERVICE_LABELS,
  licence: LICENCE_KIND_LABELS,
  depositHold: DEPOSIT_HOLD_LABELS,
  insuranceType: INSURANCE_TYPE_LABELS,
  fuelPolicy: FUEL_POLICY_LABELS,
  cancellation: CANCELLATION_POLICY_LABELS,
};

const ARABIC: typeof ENGLISH = {
  carType: CAR_TYPE_LABELS_AR,
  brand: { ...BRAND_LABELS, ...BRAND_LABELS_AR },
  emirate: EMIRATE_LABELS_AR,
  transmission: TRANSMISSION_LABELS_AR,
  service: SERVICE_LABELS_AR,
  licence: LICENCE_KIND_LABELS_AR,
  depositHold: DEPOSIT_HOLD_LABELS_AR,
  insuranceType: INSURANCE_TYPE_LABELS_AR,
  fuelPolicy: FUEL_POLICY_LABELS_AR,
  cancellation: CANCELLATION_POLICY_LABELS_AR,
};

export function useVendorLabels(): typeof ENGLISH {
  return useVendorI18n().language === 'ar' ? ARABIC : ENGLISH;
}
