import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from 'antd';
import type { AdminOverview } from '@core/schemas/admin';
import { TREND_PERIODS, type TrendPeriod } from '@core/rules/trendPeriods';
import { useAdminOverview } from '../../api/admin/overview';
import { formatDateTime } from '../../components/format';
import { Panel, Stat } from '../../components/Panel';
import { QueryState, querySkeleton } from '../../components/QueryState';
import { useUrlState } from '../../components/useUrlState';
import { waitingFor } from './waitingFor';

// The charts (recharts, ~100 KB gzip) load when the trends are opened: the admin's first load
// stays within its budget (docs/performance.md).
const OverviewTrends = lazy(() => import('./OverviewTrends'));

const QUEUES: { key: keyof AdminOverview; title: string; to: string }[] = [
  { key: 'pendingListings', title: 'Listings to review', to: '/admin/approve-listings' },
  {
    key: 'vendorsAwaitingVerification',
    title: 'Companies awaiting verification',
    to: '/admin/verify-vendors',
  },
  { key: 'documentsToReview', title: 'Documents to review', to: '/admin/document-review' },
  { key: 'newLeads', title: 'New leads (7 days, not yet answered)', to: '/admin/leads' },
  { key: 'openSupportTickets', title: 'Open support tickets', to: '/admin/support' },
];

const VIEWS = [
  { value: 'queues', label: 'Queues' },
  { value: 'trends', label: 'Trends' },
] as const;

const periodOf = (value: string | undefined): TrendPeriod =>
  TREND_PERIODS.find((days) => String(days) === value) ?? 30;

/**
 * /admin: each queue's size and how long its oldest item waits; and the market's trends (leads,
 * listings, companies, searches and the searches that found nothing) over 7, 30 or 90 days.
 * The view and the period live in the address (`?view=trends&days=90`).
 */
export default function AdminOverviewScreen() {
  const url = useUrlState();
  const view = url.get('view') === 'trends' ? 'trends' : 'queues';
  const days = periodOf(url.get('days'));
  const overview = useAdminOverview(days);
  return (
    <div className="screen admin-overview">
      <div className="overview-views" role="group" aria-label="Overview">
        {VIEWS.map(({ value, label }) => (
          <Button
            key={value}
            type={view === value ? 'primary' : 'default'}
            aria-pressed={view === value}
            onClick={() => url.update({ view: value === 'queues' ? undefined : value })}
          >
            {label}
          </Button>
        ))}
      </div>
      <QueryState query={overview}>
        {(data) =>
          view === 'trends' ? (
            <Suspense fallback={querySkeleton}>
              <OverviewTrends
                trends={data.trends}
                days={days}
                onDays={(next) => url.update({ days: next === 30 ? undefined : next })}
                loading={overview.isPlaceholderData}
              />
            </Suspense>
          ) : (
            <div className="queues">
              {QUEUES.map(({ key, title, to }) => {
                const queue = data[key];
                return (
                  <Link key={key} to={to} className="queue-card-link">
                    <Panel className="queue-card panel--large panel--hoverable">
                      <Stat title={title} value={queue.count} />
                      <p className="queue-card__oldest secondary">
                        {queue.oldest ? (
                          <>
                            Oldest: <strong>{queue.oldest.label}</strong>
                            <br />
                            waiting {waitingFor(queue.oldest.since)}, since{' '}
                            {formatDateTime(queue.oldest.since)}
                          </>
                        ) : (
                          'Nothing waiting'
                        )}
                      </p>
                    </Panel>
                  </Link>
                );
              })}
            </div>
          )
        }
      </QueryState>
    </div>
  );
}
