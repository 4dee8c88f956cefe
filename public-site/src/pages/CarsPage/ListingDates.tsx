import { useState } from 'react';
import type { CarSearchParams } from '@core/rules/carSearchParams';
import { TripDates, type TripDatesValue } from '../../components/TripDates/TripDates';

/**
 * The listing's trip dates: a search with both dates shows only free cars with their trip
 * totals. A date alone waits for the other; clearing both drops them from the search.
 */
export function ListingDates({
  params,
  onChange,
}: {
  params: CarSearchParams;
  onChange: (next: CarSearchParams) => void;
}) {
  const shown = { from: params.from ?? '', to: params.to ?? '' };
  const [dates, setDates] = useState<TripDatesValue>(shown);
  // A new address (back, a link) shows its own dates.
  const [seen, setSeen] = useState(shown);
  if (seen.from !== shown.from || seen.to !== shown.to) {
    setSeen(shown);
    setDates(shown);
  }
  const change = (next: TripDatesValue) => {
    setDates(next);
    if ((next.from && next.to) || (!next.from && !next.to)) {
      onChange({ ...params, from: next.from || undefined, to: next.to || undefined });
    }
  };
  return (
    <TripDates
      value={dates}
      onChange={change}
      idPrefix="listing-dates"
      className="cars-page__dates"
    />
  );
}
