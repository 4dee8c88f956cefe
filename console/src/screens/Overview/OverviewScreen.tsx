import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from 'antd';
import {
  CONTACT_METHODS,
  CONTACT_METHOD_LABELS,
  DOCUMENT_KIND_LABELS,
  LISTING_STATUSES,
  LISTING_STATUS_LABELS,
} from '@core/enums';
import type { VendorOverview } from '@core/schemas/overview';
import { useVendorOverview } from '../../api/vendorOverview';
import { formatDate } from '../../components/format';
import { Meter, Panel, Stat } from '../../components/Panel';
import { LazyAlert } from '../../components/LazyAlert';
import { QueryState, querySkeleton } from '../../components/QueryState';
import { ListingStatusTag } from '../../components/StatusTags';

// Loaded after the overview's own figures, with its chart library (the first screen stays light).
const ListingAnalytics = lazy(() => import('../Analytics/ListingAnalytics'));

/** Bars drawn with CSS: a handful of numbers needs no chart library. */
function Bars({
  bars,
  label,
}: {
  bars: { key: string; label: string; value: number }[];
  label: string;
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <div className="bars" role="img" aria-label={label}>
      {bars.map((bar) => (
        <div key={bar.key} className="bars__column" title={`${bar.label}: ${bar.value}`}>
          <span className="bars__value">{bar.value}</span>
          <span className="bars__bar" style={{ height: `${(bar.value / max) * 100}%` }} />
          <span className="bars__label">{bar.label}</span>
        </div>
      ))}
    </div>
  );
}

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'Asia/Dubai' });

function Attention({ overview }: { overview: VendorOverview }) {
  const items: { key: string; text: ReactNode; action: ReactNode }[] = [];
  for (const car of overview.listings.rejected) {
    items.push({
      key: `car-${car.id}`,
      text: (
        <>
          <ListingStatusTag status="rejected" /> <strong>{car.title}</strong>
          {car.reason ? `: ${car.reason}` : ''}
        </>
      ),
      action: <Link to={`/dashboard/cars/${car.id}/edit`}>Fix and resubmit</Link>,
    });
  }
  for (const kind of overview.documents.missing) {
    items.push({
      key: `missing-${kind}`,
      text: `${DOCUMENT_KIND_LABELS[kind]}: not uploaded yet`,
      action: <Link to="/dashboard/verification">Upload</Link>,
    });
  }
  for (const doc of overview.documents.rejected) {
    items.push({
      key: `doc-${doc.id}`,
      text: `${DOCUMENT_KIND_LABELS[doc.kind]} was rejected${doc.note ? `: ${doc.note}` : ''}`,
      action: <Link to="/dashboard/verification">Send a new one</Link>,
    });
  }
  for (const doc of overview.documents.expiringSoon) {
    items.push({
      key: `expiring-${doc.id}`,
      text: `${DOCUMENT_KIND_LABELS[doc.kind]} expires on ${formatDate(doc.expiresOn)}`,
      action: <Link to="/dashboard/verification">Renew</Link>,
    });
  }
  if (overview.plan.nearLimit) {
    const full = overview.plan.used >= overview.plan.carLimit;
    items.push({
      key: 'plan',
      text: `Your ${overview.plan.name} plan is ${full ? 'full' : 'nearly full'}: ${overview.plan.used} of ${overview.plan.carLimit} listings`,
      action: <Link to="/dashboard/subscribe">Upgrade</Link>,
    });
  }
  return (
    <Panel title="Needs attention">
      {items.length === 0 ? (
        <span className="secondary">Nothing needs your attention.</span>
      ) : (
        <ul className="attention">
          {items.map((item) => (
            <li key={item.key}>
              <span>{item.text}</span>
              <span className="attention__action">{item.action}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** /dashboard: leads this week and by channel, listings by state, what needs attention. */
export default function OverviewScreen() {
  const overview = useVendorOverview();
  return (
    <QueryState query={overview}>
      {(data) => (
        // An unverified company's notice loads its Alert first (LazyAlert): the skeleton stays
        // until it is here, so the panels never move down under the reader.
        <Suspense fallback={querySkeleton}>
          <div className="overview">
            {!data.company.verified && (
              <div className="overview__wide">
                <LazyAlert
                  type="info"
                  showIcon
                  title="Get the Verified badge"
                  description="Renters trust verified companies first. Upload your trade licence, RTA permit and insurance certificate."
                  action={
                    <Link to="/dashboard/verification">
                      <Button size="small">Verification</Button>
                    </Link>
                  }
                />
              </div>
            )}
            <Panel title="Leads this week" className="fill">
              <Stat title="In the last 7 days" value={data.leads.thisWeek} />
              <Bars
                label="Leads per day"
                bars={data.leads.byDay.map((day) => ({
                  key: day.date,
                  label: weekday.format(new Date(`${day.date}T12:00:00+04:00`)),
                  value: day.count,
                }))}
              />
            </Panel>
            <Panel
              title="Leads by channel"
              className="fill"
              extra={<Link to="/dashboard/leads">All leads</Link>}
            >
              <Bars
                label="Leads by channel this week"
                bars={CONTACT_METHODS.map((method) => ({
                  key: method,
                  label: CONTACT_METHOD_LABELS[method],
                  value: data.leads.byMethod[method] ?? 0,
                }))}
              />
            </Panel>
            <Panel
              title="Listings"
              className="fill"
              extra={<Link to="/dashboard/cars">My cars</Link>}
            >
              <div className="overview-stats">
                {LISTING_STATUSES.map((status) => (
                  <Link key={status} to={`/dashboard/cars?status=${status}`}>
                    <Stat
                      title={LISTING_STATUS_LABELS[status]}
                      value={data.listings.byStatus[status] ?? 0}
                    />
                  </Link>
                ))}
              </div>
              <div className="overview-plan">
                <span>
                  {data.plan.name} plan: {data.plan.used} of {data.plan.carLimit} listings
                </span>
                <Meter
                  label={`${data.plan.name} plan listings used`}
                  percent={Math.round((data.plan.used / Math.max(1, data.plan.carLimit)) * 100)}
                  status={data.plan.used >= data.plan.carLimit ? 'exception' : 'normal'}
                />
              </div>
            </Panel>
            <Attention overview={data} />
            <div className="overview__wide">
              <Suspense fallback={querySkeleton}>
                <ListingAnalytics />
              </Suspense>
            </div>
          </div>
        </Suspense>
      )}
    </QueryState>
  );
}
