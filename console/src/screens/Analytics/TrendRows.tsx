/**
 * The Overview's chart: views, contact clicks and leads per day as three rows of bars drawn with
 * CSS. The Overview is the vendor's first screen, whose load has a budget (docs/performance.md);
 * Recharts (~120 KB gzip) is loaded by a car's analytics screen only (ActivityChart.tsx).
 */
import type { VendorAnalytics } from '@core/schemas/listingAnalytics';
import { useVendorI18n } from '../../i18n/VendorI18n';

const dayLabels = new Map<string, Intl.DateTimeFormat>();
/** `12 Nov`; in Arabic `12 نوفمبر` (Latin digits). */
export const labelOfDay = (day: string, language: 'en' | 'ar' = 'en') => {
  let format = dayLabels.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB', {
      day: 'numeric',
      month: language === 'ar' ? 'long' : 'short',
      timeZone: 'Asia/Dubai',
    });
    dayLabels.set(language, format);
  }
  return format.format(new Date(`${day}T12:00:00+04:00`));
};

const ROWS = [
  { key: 'views', of: (day: VendorAnalytics['series'][number]) => day.views },
  { key: 'clicks', of: (day: VendorAnalytics['series'][number]) => day.clicks.total },
  { key: 'leads', of: (day: VendorAnalytics['series'][number]) => day.leads },
] as const;

export function TrendRows({ series }: { series: VendorAnalytics['series'] }) {
  const { language, t } = useVendorI18n();
  const first = labelOfDay(series[0]!.day, language);
  const last = labelOfDay(series.at(-1)!.day, language);
  return (
    <div className="trend-rows" role="img" aria-label={t('analytics.chartLabel', { first, last })}>
      {ROWS.map((row) => {
        const values = series.map(row.of);
        const max = Math.max(1, ...values);
        return (
          <div key={row.key} className={`trend-row trend-row--${row.key}`}>
            <span className="trend-row__label">
              {t(`analytics.${row.key}`)}{' '}
              <span className="secondary">
                {t('analytics.most', { count: Math.max(0, ...values) })}
              </span>
            </span>
            <div className="trend-row__bars">
              {series.map((day, i) => (
                <span
                  key={day.day}
                  className="trend-row__bar"
                  title={`${labelOfDay(day.day, language)}: ${values[i]}`}
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
