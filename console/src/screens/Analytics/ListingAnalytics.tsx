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
import { CONTACT_METHOD_LABELS, CONTACT_METHODS } from '@core/enums';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@core/rules/listingAnalytics';
import type { VendorAnalytics } from '@core/schemas/listingAnalytics';
import { useVendorAnalytics } from '../../api/vendorAnalytics';
import { Panel, Stat } from '../../components/Panel';
import { QueryState } from '../../components/QueryState';
import { TrendRows } from './TrendRows';
import './analytics.css';

const ActivityChart = lazy(() => import('./ActivityChart'));

const percent = (share: number | null) =>
  share === null ? '–' : `${(share * 100).toLocaleString('en-GB', { maximumFractionDigits: 1 })} %`;

const counted = (count: number, noun: string) =>
  `${count.toLocaleString('en-GB')} ${noun}${count === 1 ? '' : 's'}`;

const aed = (value: number) => `AED ${Math.round(value).toLocaleString('en-GB')}`;

function Figures({ data }: { data: VendorAnalytics }) {
  const { totals } = data;
  return (
    <div className="analytics-figures">
      <Stat title="Shown in searches" value={totals.impressions} />
      <Stat title="Views" value={totals.views} />
      <Stat title="Contact clicks" value={totals.clicks.total} />
      <Stat title="Leads" value={totals.leads} />
      <div className="stat">
        <div className="stat__title">Conversion (leads ÷ views)</div>
        <div className="stat__value" data-testid="conversion-rate">
          {percent(totals.conversionRate)}
        </div>
      </div>
      <div className="analytics-channels">
        {CONTACT_METHODS.map((method) => (
          <span key={method}>
            {CONTACT_METHOD_LABELS[method]}: <strong>{totals.clicks[method]}</strong>
          </span>
        ))}
      </div>
    </div>
  );
}

function CarLine({ car }: { car: VendorAnalytics['cars'][number] }) {
  return (
    <li>
      <Link to={`/dashboard/cars/${car.carId}/analytics`}>{car.title}</Link>
      <span className="secondary">
        {counted(car.views, 'view')} · {counted(car.clicks.total, 'click')} ·{' '}
        {counted(car.leads, 'lead')} · {percent(car.conversionRate)}
      </span>
    </li>
  );
}

/** Best: most leads, then views. Worst: live cars with the fewest views (not among the best). */
function Performers({ cars }: { cars: VendorAnalytics['cars'] }) {
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
      <Panel title="Best performing cars">
        {best.length === 0 ? (
          <span className="secondary">No car has been viewed in this period yet.</span>
        ) : (
          <ol className="analytics-cars">
            {best.map((car) => (
              <CarLine key={car.carId} car={car} />
            ))}
          </ol>
        )}
      </Panel>
      <Panel title="Needing attention (fewest views)">
        {worst.length === 0 ? (
          <span className="secondary">No other live car to compare.</span>
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

function difference(share: number | null) {
  if (share === null) return <span className="secondary">No similar cars listed</span>;
  if (Math.abs(share) < 0.005) return <span>At the median</span>;
  const word = share > 0 ? 'above' : 'below';
  return (
    <span className={`analytics-diff analytics-diff--${word}`}>
      {percent(Math.abs(share))} {word}
    </span>
  );
}

function Prices({ prices }: { prices: VendorAnalytics['prices'] }) {
  return (
    <Panel title="Your prices against the market">
      <p className="secondary analytics-note">
        Each car&apos;s day price against the median of other companies&apos; public cars of the
        same type in the same emirate.
      </p>
      {prices.length === 0 ? (
        <span className="secondary">Add a car to compare its price.</span>
      ) : (
        <div className="analytics-table-wrap">
          <table className="analytics-table">
            <thead>
              <tr>
                <th scope="col">Car</th>
                <th scope="col">Your day price</th>
                <th scope="col">Market median</th>
                <th scope="col">Difference</th>
              </tr>
            </thead>
            <tbody>
              {prices.map((row) => (
                <tr key={row.carId}>
                  <td>{row.title}</td>
                  <td data-label="Your day price">{aed(row.pricePerDay)}</td>
                  <td data-label="Market median">
                    {row.marketMedian === null ? (
                      '–'
                    ) : (
                      <>
                        {aed(row.marketMedian)}{' '}
                        <span className="secondary">({row.similarCars} cars)</span>
                      </>
                    )}
                  </td>
                  <td data-label="Difference">{difference(row.difference)}</td>
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
  return (
    <section className="analytics" aria-label="Listing analytics">
      <div className="analytics-head">
        <h2 className="analytics-title">
          {carId ? 'This car on the site' : 'Your listings on the site'}
        </h2>
        <div className="period-choice" role="group" aria-label="Period">
          {ANALYTICS_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={period === days}
              onClick={() => setDays(period)}
            >
              {period} days
            </button>
          ))}
        </div>
      </div>
      <QueryState query={analytics}>
        {(data) => (
          <div className="analytics-body">
            <Panel title={`Last ${data.days} days`}>
              <Figures data={data} />
              {isEmpty(data) ? (
                <p className="analytics-empty">
                  {carId
                    ? 'No one has seen this car on the site in this period yet. Views, contact clicks and leads appear here, day by day, as renters find it.'
                    : 'No one has seen your listings on the site in this period yet. Once renters find your cars in searches, their views, contact clicks and leads appear here, day by day.'}
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
