/**
 * The product's closed sets (car types, brands, emirates, transmissions, services) in the
 * vendor's language: core's Arabic labels (core/catalogue/ar/labels.ts, the public site's own),
 * brands in their Arabic form where they have one.
 */
import {
  BRAND_LABELS,
  CAR_TYPE_LABELS,
  EMIRATE_LABELS,
  SERVICE_LABELS,
  TRANSMISSION_LABELS,
} from '@core/enums';
import {
  BRAND_LABELS_AR,
  CAR_TYPE_LABELS_AR,
  EMIRATE_LABELS_AR,
  SERVICE_LABELS_AR,
  TRANSMISSION_LABELS_AR,
} from '@core/catalogue/ar/labels';
import { useVendorI18n } from './VendorI18n';

const ENGLISH = {
  carType: CAR_TYPE_LABELS,
  brand: BRAND_LABELS,
  emirate: EMIRATE_LABELS,
  transmission: TRANSMISSION_LABELS,
  service: SERVICE_LABELS,
};

const ARABIC: typeof ENGLISH = {
  carType: CAR_TYPE_LABELS_AR,
  brand: { ...BRAND_LABELS, ...BRAND_LABELS_AR },
  emirate: EMIRATE_LABELS_AR,
  transmission: TRANSMISSION_LABELS_AR,
  service: SERVICE_LABELS_AR,
};

export function useVendorLabels(): typeof ENGLISH {
  return useVendorI18n().language === 'ar' ? ARABIC : ENGLISH;
}
