import { EMIRATE_LABELS } from '@core/enums';
import { formatWholeNumber } from '@core/rules/pricing';
import { daysText } from '@core/rules/tripDays';
import { dayLineText, hasDatedLines } from '@core/rules/dayRates';
import { formatAedExact, rentPlanText } from '@core/rules/tripPrice';
import {
  CANCELLATION_POLICY_LABELS,
  DEPOSIT_HOLD_LABELS,
  FUEL_POLICY_LABELS,
  INSURANCE_TYPE_LABELS,
} from '@core/rules/tripTerms';
import type { Quote } from '@core/schemas/trip';

/**
 * How the rent was made: `1 week + 2 days`; with weekend or season days, those by rate
 * (`1 week + 2 days: 2 weekend days at AED 300`, or only them when the trip is billed by the day).
 */
function rentPlanInWords(quote: Quote): string {
  if (!hasDatedLines(quote.dayLines)) return rentPlanText(quote.plan);
  const lines = quote.dayLines
    .map((line) => dayLineText(line, formatAedExact(line.rate)))
    .join(', ');
  return quote.plan.months + quote.plan.weeks === 0
    ? lines
    : `${rentPlanText(quote.plan)}: ${lines}`;
}

/** The lines of the renters' breakdown, in the site's words and order (TripQuote.tsx). */
export function quoteLines(quote: Quote): { paid: [string, string][]; apart: [string, string][] } {
  const delivery =
    quote.deliveryEmirate === null
      ? 'You collect it'
      : quote.delivery === null
        ? `No delivery to ${EMIRATE_LABELS[quote.deliveryEmirate]}`
        : quote.delivery === 0
          ? 'Free'
          : formatAedExact(quote.delivery);
  return {
    paid: [
      [`Rent for ${daysText(quote.days)} (${rentPlanInWords(quote)})`, formatAedExact(quote.rent)],
      ['Delivery or collection', delivery],
      [`Total to pay (VAT included: ${formatAedExact(quote.vat)})`, formatAedExact(quote.total)],
    ],
    apart: [
      [
        'Deposit',
        quote.deposit.amount > 0
          ? `${formatAedExact(quote.deposit.amount)}, ${DEPOSIT_HOLD_LABELS[quote.deposit.hold]}; returned within ${quote.deposit.returnDays} days`
          : 'No deposit',
      ],
      [
        'Kilometres',
        `${formatWholeNumber(quote.includedKm)} km included for the trip; then ${formatAedExact(quote.extraKmPrice)} a km`,
      ],
      ['Salik tolls', `${formatAedExact(quote.salikPerCrossing)} per crossing`],
      [
        'Insurance',
        quote.insurance.included
          ? `${INSURANCE_TYPE_LABELS[quote.insurance.type]}; you pay up to ${formatAedExact(quote.insurance.excess)} of a claim`
          : 'Not included',
      ],
      ['Fuel', FUEL_POLICY_LABELS[quote.fuelPolicy]],
      [
        'Driver',
        `Aged ${quote.minimumAge} or over, licence held ${quote.minimumLicenceYears}+ years`,
      ],
      ['Cancellation', CANCELLATION_POLICY_LABELS[quote.cancellation]],
    ],
  };
}
