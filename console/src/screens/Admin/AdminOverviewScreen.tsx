import { Link } from 'react-router';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { AdminOverview } from '@core/schemas/admin';
import { useAdminOverview } from '../../api/admin/overview';
import { formatDateTime } from '../../components/format';
import { QueryState } from '../../components/QueryState';
import { NotificationSettingsCard } from '../Profile/NotificationSettingsCard';

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
        <Row gutter={[16, 16]} className="screen">
          {QUEUES.map(({ key, title, to }) => {
            const queue = data[key];
            return (
              <Col key={key} xs={24} md={12} xl={8}>
                <Link to={to} className="queue-card-link">
                  <Card hoverable className="queue-card">
                    <Statistic title={title} value={queue.count} />
                    <Typography.Paragraph type="secondary" className="queue-card__oldest">
                      {queue.oldest ? (
                        <>
                          Oldest: <strong>{queue.oldest.label}</strong>
                          <br />
                          since {formatDateTime(queue.oldest.since)}
                        </>
                      ) : (
                        'Nothing waiting'
                      )}
                    </Typography.Paragraph>
                  </Card>
                </Link>
              </Col>
            );
          })}
          {/* Admins have no profile screen: their one mail setting sits under the queues. */}
          <Col span={24}>
            <NotificationSettingsCard />
          </Col>
        </Row>
      )}
    </QueryState>
  );
}
