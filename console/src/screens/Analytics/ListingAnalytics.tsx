/**
 * Listing analytics of the company (the Overview) or of one car (its analytics screen): the
 * period (7 / 30 / 90 UAE days), impressions, views, contact clicks per channel, leads and the
 * conversion rate, the chart per day, and for the company the best and worst performing cars and
 * the prices against the market. Loaded lazily by both screens. The car's chart is Recharts
 * (ActivityChart, its own lazy chunk); the Overview, the vendor's first screen with a weight
 * budget, draws its chart with CSS (TrendRows).
 */
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { CONTACT_METHODS } from '@core/enums';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@core/rules/listingAnalytics';
import type { VendorAnalytics } from '@core/schemas/listingAnalytics';
import { useVendorAnalytics } from '../../api/vendorAnalytics';
import { Panel, Stat } from '../../components/Panel';
import { QueryState } from '../../components/QueryState';
import analyticsStrings from '../../i18n/locales/en/analytics.json';
import labelsStrings from '../../i18n/locales/en/labels.json';
import { addEnglish, type VendorT } from '../../i18n/strings';
import { useVendorT } from '../../i18n/VendorI18n';
import { TrendRows } from './TrendRows';
import './analytics.css';

const ActivityChart = lazy(() => import('./ActivityChart'));

addEnglish(analyticsStrings);
addEnglish(labelsStrings);

// Numbers in Latin digits in both languages, as the rest of the console (and UAE sites) write them.
const percent = (t: VendorT, share: number | null) =>
  share === null
    ? '–'
    : t('analytics.percent', {
        value: (share * 100).toLocaleString('en-GB', { maximumFractionDigits: 1 }),
      });

const aed = (value: number) => `AED ${Math.round(value).toLocaleString('en-GB')}`;

function Figures({ data }: { data: VendorAnalytics }) {
  const t = useVendorT();
  const { totals } = data;
  return (
    <div className="analytics-figures">
      <Stat title={t('analytics.impressions')} value={totals.impressions} />
      <Stat title={t('analytics.views')} value={totals.views} />
      <Stat title={t('analytics.clicks')} value={totals.clicks.total} />
      <Stat title={t('analytics.leads')} value={totals.leads} />
      <div className="stat">
        <div className="stat__title">{t('analytics.conversion')}</div>
        <div className="stat__value" data-testid="conversion-rate">
          {percent(t, totals.conversionRate)}
        </div>
      </div>
      <div className="analytics-channels">
        {CONTACT_METHODS.map((method) => (
          <span key={method}>
            {t(`labels.method.${method}`)}: <strong>{totals.clicks[method]}</strong>
          </span>
        ))}
      </div>
    </div>
  );
}

function CarLine({ car }: { car: VendorAnalytics['cars'][number] }) {
  const t = useVendorT();
  return (
    <li>
      <Link to={`/dashboard/cars/${car.carId}/analytics`}>{car.title}</Link>
      <span className="secondary">
        {t('analytics.viewCount', { count: car.views })} ·{' '}
        {t('analytics.clickCount', { count: car.clicks.total })} ·{' '}
        {t('analytics.leadCount', { count: car.leads })} · {percent(t, car.conversionRate)}
      </span>
    </li>
  );
}

/** Best: most leads, then views. Worst: live cars with the fewest views (not among the best). */
function Performers({ cars }: { cars: VendorAnalytics['cars'] }) {
  const t = useVendorT();
  const seen = cars.filter((car) => car.views + car.leads + car.impressions > 0);
  const best = [...seen]
    .sort((a, b) => b.leads - a.leads || b.views - a.views || a.carId - b.carId)
    .slice(0, 3);
  const bestIds = new Set(best.map((car) => car.carId));
  const worst = cars
    .filter((car) => car.status === 'approved' && car.active && !bestIds.has(car.carId))
    .sort((a, b) => a.views - b.views || a.leads - b.leads || a.carId - b.carId)
    .slice(0, 3);
  return (
    <div className="analytics-performers">
      <Panel title={t('analytics.best')}>
        {best.length === 0 ? (
          <span className="secondary">{t('analytics.noneViewed')}</span>
        ) : (
          <ol className="analytics-cars">
            {best.map((car) => (
              <CarLine key={car.carId} car={car} />
            ))}
          </ol>
        )}
      </Panel>
      <Panel title={t('analytics.attention')}>
        {worst.length === 0 ? (
          <span className="secondary">{t('analytics.noOther')}</span>
        ) : (
          <ol className="analytics-cars">
            {worst.map((car) => (
              <CarLine key={car.carId} car={car} />
            ))}
          </ol>
        )}
      </Panel>
    </div>
  );
}

function difference(t: VendorT, share: number | null) {
  if (share === null) return <span className="secondary">{t('analytics.noSimilar')}</span>;
  if (Math.abs(share) < 0.005) return <span>{t('analytics.atMedian')}</span>;
  const word = share > 0 ? 'above' : 'below';
  return (
    <span className={`analytics-diff analytics-diff--${word}`}>
      {t(`analytics.${word}`, { value: percent(t, Math.abs(share)) })}
    </span>
  );
}

function Prices({ prices }: { prices: VendorAnalytics['prices'] }) {
  const t = useVendorT();
  return (
    <Panel title={t('analytics.prices')}>
      <p className="secondary analytics-note">{t('analytics.pricesNote')}</p>
      {prices.length === 0 ? (
        <span className="secondary">{t('analytics.addCar')}</span>
      ) : (
        <div className="analytics-table-wrap">
          <table className="analytics-table">
            <thead>
              <tr>
                <th scope="col">{t('analytics.car')}</th>
                <th scope="col">{t('analytics.dayPrice')}</th>
                <th scope="col">{t('analytics.median')}</th>
                <th scope="col">{t('analytics.difference')}</th>
              </tr>
            </thead>
            <tbody>
              {prices.map((row) => (
                <tr key={row.carId}>
                  <td>{row.title}</td>
                  <td data-label={t('analytics.dayPrice')}>
                    <bdi>{aed(row.pricePerDay)}</bdi>
                  </td>
                  <td data-label={t('analytics.median')}>
                    {row.marketMedian === null ? (
                      '–'
                    ) : (
                      <>
                        <bdi>{aed(row.marketMedian)}</bdi>{' '}
                        <span className="secondary">
                          {t('analytics.similar', { count: row.similarCars })}
                        </span>
                      </>
                    )}
                  </td>
                  <td data-label={t('analytics.difference')}>{difference(t, row.difference)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

function isEmpty({ totals }: VendorAnalytics) {
  return totals.impressions + totals.views + totals.clicks.total + totals.leads === 0;
}

/** `carId`: one car's figures and series; without it, the company's with its cars compared. */
export default function ListingAnalytics({ carId }: { carId?: number }) {
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const analytics = useVendorAnalytics(days, carId);
  const t = useVendorT();
  return (
    <section className="analytics" aria-label={t('analytics.section')}>
      <div className="analytics-head">
        <h2 className="analytics-title">{carId ? t('analytics.thisCar') : t('analytics.yours')}</h2>
        <div className="period-choice" role="group" aria-label={t('analytics.period')}>
          {ANALYTICS_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={period === days}
              onClick={() => setDays(period)}
            >
              {t('analytics.days', { count: period })}
            </button>
          ))}
        </div>
      </div>
      <QueryState query={analytics}>
        {(data) => (
          <div className="analytics-body">
            <Panel title={t('analytics.lastDays', { count: data.days })}>
              <Figures data={data} />
              {isEmpty(data) ? (
                <p className="analytics-empty">
                  {carId ? t('analytics.emptyCar') : t('analytics.empty')}
                </p>
              ) : carId ? (
                <Suspense fallback={<div className="analytics-chart analytics-chart--loading" />}>
                  <ActivityChart series={data.series} />
                </Suspense>
              ) : (
                <TrendRows series={data.series} />
              )}
            </Panel>
            {!carId && <Performers cars={data.cars} />}
            <Prices prices={data.prices} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
