/**
 * The Overview's chart: views, contact clicks and leads per day as three rows of bars drawn with
 * CSS. The Overview is the vendor's first screen, whose load has a budget (docs/performance.md);
 * Recharts (~120 KB gzip) is loaded by a car's analytics screen only (ActivityChart.tsx).
 */
import type { VendorAnalytics } from '@core/schemas/listingAnalytics';

const dayLabel = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Dubai',
});
export const labelOfDay = (day: string) => dayLabel.format(new Date(`${day}T12:00:00+04:00`));

const ROWS = [
  { key: 'views', label: 'Views', of: (day: VendorAnalytics['series'][number]) => day.views },
  {
    key: 'clicks',
    label: 'Contact clicks',
    of: (day: VendorAnalytics['series'][number]) => day.clicks.total,
  },
  { key: 'leads', label: 'Leads', of: (day: VendorAnalytics['series'][number]) => day.leads },
] as const;

export function TrendRows({ series }: { series: VendorAnalytics['series'] }) {
  const first = labelOfDay(series[0]!.day);
  const last = labelOfDay(series.at(-1)!.day);
  return (
    <div
      className="trend-rows"
      role="img"
      aria-label={`Views, contact clicks and leads per day, ${first} to ${last}`}
    >
      {ROWS.map((row) => {
        const values = series.map(row.of);
        const max = Math.max(1, ...values);
        return (
          <div key={row.key} className={`trend-row trend-row--${row.key}`}>
            <span className="trend-row__label">
              {row.label}{' '}
              <span className="secondary">(most in a day: {Math.max(0, ...values)})</span>
            </span>
            <div className="trend-row__bars">
              {series.map((day, i) => (
                <span
                  key={day.day}
                  className="trend-row__bar"
                  title={`${labelOfDay(day.day)}: ${values[i]}`}
                  style={{ height: `${Math.max(2, (values[i]! / max) * 100)}%` }}
                />
              ))}
            </div>
          </div>
        );
      })}
      <div className="trend-rows__axis">
        <span>{first}</span>
        <span>{last}</span>
      </div>
    </div>
  );
}
