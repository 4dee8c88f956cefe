import { Link } from 'react-router';
import type { AdminOverview } from '@core/schemas/admin';
import { useAdminOverview } from '../../api/admin/overview';
import { formatDateTime } from '../../components/format';
import { Panel, Stat } from '../../components/Panel';
import { QueryState } from '../../components/QueryState';

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

/** /admin: each queue's size and the item waiting longest. */
export default function AdminOverviewScreen() {
  const overview = useAdminOverview();
  return (
    <QueryState query={overview}>
      {(data) => (
        <div className="queues screen">
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
                        since {formatDateTime(queue.oldest.since)}
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
      )}
    </QueryState>
  );
}
