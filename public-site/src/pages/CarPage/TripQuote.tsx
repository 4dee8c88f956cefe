import { useFormats, useLabelRecords } from '../../i18n/format';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EMIRATES, type Emirate } from '@core/enums';
import type { ContactTrip } from '@core/contact/links';
import type { TermLabels } from '@core/rules/termLabels';
import { formatWholeNumber } from '@core/rules/pricing';
import type { Quote } from '@core/schemas/trip';
import { useTranslation } from '../../i18n/react';
import { apiRequest } from '../../api/client';
import { tripQueryString } from '@core/rules/tripDays';
import { hasDatedLines } from '@core/rules/dayRates';
import {
  NO_TRIP_DATES,
  TripDates,
  tripDatesValue,
  type TripDatesValue,
} from '../../components/TripDates/TripDates';
import { DriverCheck } from './DriverCheck';
import { useTermLabels } from './useTermLabels';
import '../../i18n/namespaces/car';

/** The trip of the address (`?from=&to=[&fromTime=][&toTime=]`), read once the page runs in the browser. */
function datesOfAddress(): TripDatesValue {
  const search = new URLSearchParams(window.location.search);
  return tripDatesValue({
    from: search.get('from'),
    to: search.get('to'),
    fromTime: search.get('fromTime'),
    toTime: search.get('toTime'),
  });
}

const TRIP_KEYS = ['from', 'to', 'fromTime', 'toTime'] as const;

/**
 * The car page's trip: dates (kept in the address), delivery, and the true total from
 * GET /api/cars/:id/quote: rent by tier, delivery, the total to pay with its VAT; then what is
 * held or charged apart. Loaded in the browser only (the quote is never cached), so the page
 * the server renders is the same for every visitor. `onTrip` hands the quoted trip to the
 * contact buttons. `deliveryFees`: the emirates the car is delivered to, with their fee (the
 * car's own choices over its company's); only those are offered, the others named as not
 * delivered to.
 */
export function TripQuote({
  carId,
  deliveryFees,
  onTrip,
}: {
  carId: number;
  deliveryFees: Partial<Record<Emirate, number>>;
  onTrip: (trip: ContactTrip | null) => void;
}) {
  const { t } = useTranslation('car');
  const { emirates } = useLabelRecords();
  const formats = useFormats();
  const delivered = EMIRATES.filter((emirate) => deliveryFees[emirate] !== undefined);
  const notDelivered = EMIRATES.filter((emirate) => deliveryFees[emirate] === undefined);
  // Fetched beside the quote on an Arabic page; the breakdown waits for both.
  const labels = useTermLabels();
  const [dates, setDates] = useState<TripDatesValue>(NO_TRIP_DATES);
  const [delivery, setDelivery] = useState<Emirate | ''>('');
  useEffect(() => setDates(datesOfAddress()), []);

  const ready = Boolean(dates.from && dates.to);
  const path = `/api/cars/${carId}/quote?${tripQueryString(dates)}${delivery ? `&delivery=${delivery}` : ''}`;
  const quote = useQuery({
    queryKey: [path],
    queryFn: () => apiRequest<Quote>(path),
    enabled: ready,
  });
  const data = ready ? quote.data : undefined;

  useEffect(() => {
    onTrip(
      data?.available
        ? {
            from: data.from,
            to: data.to,
            fromTime: data.fromTime,
            toTime: data.toTime,
            days: data.days,
            total: data.total,
          }
        : null,
    );
  }, [data, onTrip]);

  const change = (next: TripDatesValue) => {
    setDates(next);
    // The address keeps the trip: a shared link, back and a reload show the same one (10:00,
    // the default time, left out).
    const url = new URL(window.location.href);
    const stated = new URLSearchParams(next.from && next.to ? tripQueryString(next) : '');
    for (const key of TRIP_KEYS) {
      const value = stated.get(key);
      if (value) url.searchParams.set(key, value);
      else url.searchParams.delete(key);
    }
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <section className="trip-quote" aria-labelledby="trip-quote-title">
      <h2 id="trip-quote-title" className="trip-quote__title">
        {t('trip.title')}
      </h2>
      <TripDates value={dates} onChange={change} idPrefix="car-dates" />
      {delivered.length > 0 ? (
        <div className="trip-quote__delivery">
          <label htmlFor="trip-delivery">{t('trip.delivery')}</label>
          <select
            id="trip-delivery"
            className="field__control field__control--select"
            value={delivery}
            onChange={(event) => setDelivery(event.target.value as Emirate | '')}
          >
            <option value="">{t('trip.pickUp')}</option>
            {delivered.map((emirate) => {
              const fee = deliveryFees[emirate]!;
              return (
                <option key={emirate} value={emirate}>
                  {t('trip.deliverToFee', {
                    emirate: emirates[emirate],
                    fee: fee === 0 ? t('trip.free') : formats.price(fee),
                  })}
                </option>
              );
            })}
          </select>
          {notDelivered.length > 0 && (
            <p className="trip-quote__hint">
              {t('trip.noDelivery', {
                emirate: notDelivered.map((emirate) => emirates[emirate]).join(t('trip.listJoin')),
              })}
            </p>
          )}
        </div>
      ) : (
        <p className="trip-quote__hint">{t('trip.pickUpOnly')}</p>
      )}
      {!ready && <p className="trip-quote__hint">{t('trip.hint')}</p>}
      {ready && quote.isError && (
        <p className="trip-quote__problem" role="alert">
          {t('trip.error')}
        </p>
      )}
      {ready && quote.isPending && (
        <p className="trip-quote__hint" role="status">
          {t('trip.loading')}
        </p>
      )}
      {data && labels && <QuoteBreakdown quote={data} labels={labels} />}
    </section>
  );
}

/** The quote's lines, with the terms in the page's language (core/rules/termLabels.ts). */
function QuoteBreakdown({ quote, labels }: { quote: Quote; labels: TermLabels }) {
  const { t } = useTranslation('car');
  const formats = useFormats();
  const { emirates } = useLabelRecords();
  const deliveryText =
    quote.deliveryEmirate === null
      ? t('trip.collect')
      : quote.delivery === null
        ? t('trip.noDelivery', { emirate: emirates[quote.deliveryEmirate] })
        : quote.delivery === 0
          ? t('trip.free')
          : formats.exactPrice(quote.delivery);
  const held: [string, string][] = [
    [
      t('trip.deposit'),
      quote.deposit.amount > 0
        ? t('trip.depositValue', {
            amount: formats.exactPrice(quote.deposit.amount),
            hold: labels.depositHold[quote.deposit.hold],
            days: formats.days(quote.deposit.returnDays),
          })
        : t('trip.noDeposit'),
    ],
    [
      t('trip.km'),
      t('trip.kmValue', {
        km: formatWholeNumber(quote.includedKm),
        price: formats.exactPrice(quote.extraKmPrice),
      }),
    ],
    [t('trip.salik'), t('trip.salikValue', { price: formats.exactPrice(quote.salikPerCrossing) })],
    [
      t('trip.insurance'),
      quote.insurance.included
        ? t('trip.insuranceValue', {
            type: labels.insuranceType[quote.insurance.type],
            excess: formats.exactPrice(quote.insurance.excess),
          })
        : t('trip.insuranceNone'),
    ],
    [t('trip.fuel'), labels.fuelPolicy[quote.fuelPolicy]],
    [
      t('trip.driver'),
      t('trip.driverValue', {
        age: quote.minimumAge,
        years: labels.years(quote.minimumLicenceYears),
      }),
    ],
    [t('trip.cancellation'), labels.cancellation[quote.cancellation]],
  ];
  return (
    <div className="trip-quote__result" data-testid="trip-breakdown">
      {!quote.available && (
        <p className="trip-quote__problem" role="alert">
          {t('trip.unavailable')}
        </p>
      )}
      <dl className="trip-quote__lines">
        <div>
          <dt>
            {t('trip.rent', { days: formats.days(quote.days) })}
            <small>{labels.rentPlan(quote.plan)}</small>
            {hasDatedLines(quote.dayLines) &&
              // The days at a weekend or season rate, in words, one rate a line:
              // '2 weekend days at AED 300'.
              quote.dayLines.map((line) => (
                <small key={`${line.kind}-${line.rate}`} data-testid="trip-day-line">
                  {labels.dayLine(line, formats.exactPrice(line.rate))}
                </small>
              ))}
          </dt>
          <dd>{formats.exactPrice(quote.rent)}</dd>
        </div>
        <div>
          <dt>{t('trip.deliveryLine')}</dt>
          <dd>{deliveryText}</dd>
        </div>
        <div className="trip-quote__total">
          <dt>
            {t('trip.total')}
            <small>{t('trip.vat', { vat: formats.exactPrice(quote.vat) })}</small>
          </dt>
          <dd data-testid="trip-total">{formats.exactPrice(quote.total)}</dd>
        </div>
      </dl>
      <h3 className="trip-quote__subhead">{t('trip.apart')}</h3>
      <dl className="trip-quote__terms">
        {held.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <DriverCheck
        labels={labels}
        rules={{ minimumAge: quote.minimumAge, minimumLicenceYears: quote.minimumLicenceYears }}
      />
    </div>
  );
}
