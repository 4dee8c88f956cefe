import { TRIP } from '@core/constants';
import { addDays, returnAfterPickUp, TRIP_TIMES } from '@core/rules/tripDays';
import { uaeToday } from '@core/rules/uaeTime';
import { useTranslation } from '../../i18n/react';
import './TripDates.css';
import { HydrateLater } from '../Hydration/HydrateLater';

export interface TripDatesValue {
  from: string;
  to: string;
  /** `HH:mm` on the half hour; 10:00 unless chosen. */
  fromTime: string;
  toTime: string;
}

/** No dates chosen, the times at 10:00. */
export const NO_TRIP_DATES: TripDatesValue = {
  from: '',
  to: '',
  fromTime: TRIP.defaultTime,
  toTime: TRIP.defaultTime,
};

/** A trip's dates and times as read from an address or parameters (times 10:00 when absent). */
export const tripDatesValue = (trip: {
  from?: string | null;
  to?: string | null;
  fromTime?: string | null;
  toTime?: string | null;
}): TripDatesValue => ({
  from: trip.from ?? '',
  to: trip.to ?? '',
  fromTime: trip.fromTime ?? TRIP.defaultTime,
  toTime: trip.toTime ?? TRIP.defaultTime,
});

/**
 * Pick-up and return dates as the browser's own date pickers (`<input type="date">`: keyboard and
 * screen-reader friendly on every platform, nothing to download), each with a time: a plain
 * `<select>` of the half hours (the phone's own wheel or list, arrow keys and typing "14" on a
 * computer), 10:00 unless chosen. Named `from`, `to`, `fromTime` and `toTime` when part of a GET
 * form, so a search works before the scripts run. A return before the pick-up is moved to the
 * day after it; on a one-day trip, to after the pick-up time.
 */
export function TripDates({
  value,
  onChange,
  idPrefix,
  named = false,
  className,
}: {
  value: TripDatesValue;
  onChange: (value: TripDatesValue) => void;
  idPrefix: string;
  named?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const today = uaeToday();
  const change = (next: TripDatesValue) => onChange(returnAfterPickUp(next));
  const setFrom = (from: string) =>
    change({
      ...value,
      from,
      to: from && value.to && value.to < from ? addDays(from, 1) : value.to,
    });
  const timeSelect = (field: 'fromTime' | 'toTime', label: string) => (
    <div className="trip-dates__field trip-dates__field--time">
      <label htmlFor={`${idPrefix}-${field}`}>{label}</label>
      {/* 48 options: hydrated in a task of their own (HydrateLater). */}
      <HydrateLater>
        <select
          id={`${idPrefix}-${field}`}
          name={named ? field : undefined}
          className="field__control field__control--select trip-dates__input"
          value={value[field]}
          onChange={(event) => change({ ...value, [field]: event.target.value })}
        >
          {TRIP_TIMES.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      </HydrateLater>
    </div>
  );
  const dateField = (
    field: 'from' | 'to',
    label: string,
    min: string,
    onDate: (date: string) => void,
  ) => (
    <div className="trip-dates__field">
      <label htmlFor={`${idPrefix}-${field}`}>{label}</label>
      <input
        id={`${idPrefix}-${field}`}
        name={named ? field : undefined}
        type="date"
        className="field__control trip-dates__input"
        min={min}
        value={value[field]}
        onChange={(event) => onDate(event.target.value)}
      />
    </div>
  );
  return (
    <fieldset className={`trip-dates${className ? ` ${className}` : ''}`}>
      <legend className="visually-hidden">{t('dates.legend')}</legend>
      <div className="trip-dates__moment">
        {dateField('from', t('dates.from'), today, setFrom)}
        {timeSelect('fromTime', t('dates.fromTime'))}
      </div>
      <div className="trip-dates__moment">
        {dateField('to', t('dates.to'), value.from || today, (to) => change({ ...value, to }))}
        {timeSelect('toTime', t('dates.toTime'))}
      </div>
    </fieldset>
  );
}
