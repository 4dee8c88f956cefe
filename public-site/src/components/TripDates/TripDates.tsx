import { addDays } from '@core/rules/tripDays';
import { uaeWallClock } from '@core/rules/uaeTime';
import { useTranslation } from '../../i18n/react';
import './TripDates.css';

export interface TripDatesValue {
  from: string;
  to: string;
}

/** Today in the UAE, the earliest pick-up date. */
export const uaeTodayDate = () => uaeWallClock(new Date()).slice(0, 10);

/**
 * Pick-up and return dates as the browser's own date pickers (`<input type="date">`: keyboard and
 * screen-reader friendly on every platform, nothing to download). Named `from` and `to` when
 * part of a GET form, so a search works before the scripts run. A return before the pick-up is
 * moved to the day after it.
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
  const today = uaeTodayDate();
  const setFrom = (from: string) =>
    onChange({ from, to: from && value.to && value.to < from ? addDays(from, 1) : value.to });
  return (
    <fieldset className={`trip-dates${className ? ` ${className}` : ''}`}>
      <legend className="visually-hidden">{t('dates.legend')}</legend>
      <div className="trip-dates__field">
        <label htmlFor={`${idPrefix}-from`}>{t('dates.from')}</label>
        <input
          id={`${idPrefix}-from`}
          name={named ? 'from' : undefined}
          type="date"
          className="field__control trip-dates__input"
          min={today}
          value={value.from}
          onChange={(event) => setFrom(event.target.value)}
        />
      </div>
      <div className="trip-dates__field">
        <label htmlFor={`${idPrefix}-to`}>{t('dates.to')}</label>
        <input
          id={`${idPrefix}-to`}
          name={named ? 'to' : undefined}
          type="date"
          className="field__control trip-dates__input"
          min={value.from || today}
          value={value.to}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
