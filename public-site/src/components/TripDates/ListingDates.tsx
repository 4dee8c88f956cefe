import { useState } from 'react';
import type { CarSearchParams } from '@core/rules/carSearchParams';
import { statedTripTime } from '@core/rules/tripDays';
import { TripDates, tripDatesValue, type TripDatesValue } from './TripDates';

/**
 * A listing's trip dates and times (/cars and the landing pages): a search with both dates shows only free cars with their
 * trip totals. A date alone waits for the other; clearing both drops them from the search. The
 * times go into the search with the dates (10:00 left out of the address).
 */
export function ListingDates({
  params,
  onChange,
  className,
}: {
  params: CarSearchParams;
  onChange: (next: CarSearchParams) => void;
  className: string;
}) {
  const shown = tripDatesValue(params);
  const [dates, setDates] = useState<TripDatesValue>(shown);
  // A new address (back, a link) shows its own dates.
  const [seen, setSeen] = useState(shown);
  if (
    seen.from !== shown.from ||
    seen.to !== shown.to ||
    seen.fromTime !== shown.fromTime ||
    seen.toTime !== shown.toTime
  ) {
    setSeen(shown);
    setDates(shown);
  }
  const change = (next: TripDatesValue) => {
    setDates(next);
    const both = Boolean(next.from && next.to);
    if (both || (!next.from && !next.to)) {
      onChange({
        ...params,
        from: next.from || undefined,
        to: next.to || undefined,
        fromTime: both ? statedTripTime(next.fromTime) : undefined,
        toTime: both ? statedTripTime(next.toTime) : undefined,
      });
    }
  };
  return (
    <TripDates value={dates} onChange={change} idPrefix="listing-dates" className={className} />
  );
}
