import { EMIRATE_LABELS } from '@core/enums';
import { formatWholeNumber } from '@core/rules/pricing';
import { arabicDays, daysText } from '@core/rules/tripDays';
import { dayLineText, hasDatedLines } from '@core/rules/dayRates';
import { formatAedExact, rentPlanText } from '@core/rules/tripPrice';
import {
  CANCELLATION_POLICY_LABELS,
  DEPOSIT_HOLD_LABELS,
  FUEL_POLICY_LABELS,
  INSURANCE_TYPE_LABELS,
} from '@core/rules/tripTerms';
import { dayLineTextAr, rentPlanTextAr } from '@core/rules/ar/tripTerms';
import type { Quote } from '@core/schemas/trip';
import quoteStrings from '../../i18n/locales/en/quote.json';
import { addEnglish, englishT, type VendorT } from '../../i18n/strings';

addEnglish(quoteStrings);

/** The closed sets a breakdown names (`useVendorLabels()` in the vendor's language). */
export interface QuoteLabels {
  emirate: typeof EMIRATE_LABELS;
  depositHold: typeof DEPOSIT_HOLD_LABELS;
  insuranceType: typeof INSURANCE_TYPE_LABELS;
  fuelPolicy: typeof FUEL_POLICY_LABELS;
  cancellation: typeof CANCELLATION_POLICY_LABELS;
}

const ENGLISH_LABELS: QuoteLabels = {
  emirate: EMIRATE_LABELS,
  depositHold: DEPOSIT_HOLD_LABELS,
  insuranceType: INSURANCE_TYPE_LABELS,
  fuelPolicy: FUEL_POLICY_LABELS,
  cancellation: CANCELLATION_POLICY_LABELS,
};

/** Counted words: core's, the car page's own, in each language. */
const COUNTED = {
  en: { days: daysText, rentPlan: rentPlanText, dayLine: dayLineText },
  ar: { days: arabicDays, rentPlan: rentPlanTextAr, dayLine: dayLineTextAr },
};

/**
 * How the rent was made: `1 week + 2 days`; with weekend or season days, those by rate
 * (`1 week + 2 days: 2 weekend days at AED 300`, or only them when the trip is billed by the day).
 */
function rentPlanInWords(quote: Quote, t: VendorT, counted: (typeof COUNTED)['en']): string {
  if (!hasDatedLines(quote.dayLines)) return counted.rentPlan(quote.plan);
  const lines = quote.dayLines
    .map((line) => counted.dayLine(line, formatAedExact(line.rate)))
    .join(t('quote.lineSeparator'));
  return quote.plan.months + quote.plan.weeks === 0
    ? lines
    : `${counted.rentPlan(quote.plan)}: ${lines}`;
}

/**
 * The lines of the renters' breakdown, in the site's words and order (TripQuote.tsx), in the
 * vendor's language (English by default; Arabic: the Arabic car page's words).
 */
export function quoteLines(
  quote: Quote,
  { t = englishT, labels = ENGLISH_LABELS, language = 'en' as 'en' | 'ar' } = {},
): { paid: [string, string][]; apart: [string, string][] } {
  const counted = COUNTED[language];
  const delivery =
    quote.deliveryEmirate === null
      ? t('quote.collect')
      : quote.delivery === null
        ? t('quote.noDelivery', { emirate: labels.emirate[quote.deliveryEmirate] })
        : quote.delivery === 0
          ? t('quote.free')
          : formatAedExact(quote.delivery);
  return {
    paid: [
      [
        t('quote.rent', {
          days: counted.days(quote.days),
          plan: rentPlanInWords(quote, t, counted),
        }),
        formatAedExact(quote.rent),
      ],
      [t('quote.delivery'), delivery],
      [t('quote.total', { vat: formatAedExact(quote.vat) }), formatAedExact(quote.total)],
    ],
    apart: [
      [
        t('quote.deposit'),
        quote.deposit.amount > 0
          ? t('quote.depositValue', {
              amount: formatAedExact(quote.deposit.amount),
              hold: labels.depositHold[quote.deposit.hold],
              count: quote.deposit.returnDays,
            })
          : t('quote.noDeposit'),
      ],
      [
        t('quote.km'),
        t('quote.kmValue', {
          km: formatWholeNumber(quote.includedKm),
          price: formatAedExact(quote.extraKmPrice),
        }),
      ],
      [t('quote.salik'), t('quote.salikValue', { price: formatAedExact(quote.salikPerCrossing) })],
      [
        t('quote.insurance'),
        quote.insurance.included
          ? t('quote.insuranceValue', {
              type: labels.insuranceType[quote.insurance.type],
              excess: formatAedExact(quote.insurance.excess),
            })
          : t('quote.insuranceNone'),
      ],
      [t('quote.fuel'), labels.fuelPolicy[quote.fuelPolicy]],
      [
        t('quote.driver'),
        t('quote.driverValue', { age: quote.minimumAge, count: quote.minimumLicenceYears }),
      ],
      [t('quote.cancellation'), labels.cancellation[quote.cancellation]],
    ],
  };
}
