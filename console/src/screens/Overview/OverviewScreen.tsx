import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Col, Flex, Progress, Row, Statistic, Typography } from 'antd';
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
import { QueryState } from '../../components/QueryState';
import { ListingStatusTag } from '../../components/StatusTags';

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
    <Card title="Needs attention" size="small">
      {items.length === 0 ? (
        <Typography.Text type="secondary">Nothing needs your attention.</Typography.Text>
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
    </Card>
  );
}

/** /dashboard: leads this week and by channel, listings by state, what needs attention. */
export default function OverviewScreen() {
  const overview = useVendorOverview();
  return (
    <QueryState query={overview}>
      {(data) => (
        <Row gutter={[16, 16]}>
          {!data.company.verified && (
            <Col span={24}>
              <Alert
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
            </Col>
          )}
          <Col xs={24} lg={12}>
            <Card title="Leads this week" size="small" className="fill">
              <Statistic title="In the last 7 days" value={data.leads.thisWeek} />
              <Bars
                label="Leads per day"
                bars={data.leads.byDay.map((day) => ({
                  key: day.date,
                  label: weekday.format(new Date(`${day.date}T12:00:00+04:00`)),
                  value: day.count,
                }))}
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card
              title="Leads by channel"
              size="small"
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
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card
              title="Listings"
              size="small"
              className="fill"
              extra={<Link to="/dashboard/cars">My cars</Link>}
            >
              <Row gutter={[8, 16]}>
                {LISTING_STATUSES.map((status) => (
                  <Col key={status} xs={12} sm={6}>
                    <Link to={`/dashboard/cars?status=${status}`}>
                      <Statistic
                        title={LISTING_STATUS_LABELS[status]}
                        value={data.listings.byStatus[status] ?? 0}
                      />
                    </Link>
                  </Col>
                ))}
              </Row>
              <Flex vertical gap={4} style={{ marginTop: 16 }}>
                <Typography.Text>
                  {data.plan.name} plan: {data.plan.used} of {data.plan.carLimit} listings
                </Typography.Text>
                <Progress
                  percent={Math.min(
                    100,
                    Math.round((data.plan.used / Math.max(1, data.plan.carLimit)) * 100),
                  )}
                  status={
                    data.plan.used >= data.plan.carLimit
                      ? 'exception'
                      : data.plan.nearLimit
                        ? 'active'
                        : 'normal'
                  }
                  showInfo={false}
                />
              </Flex>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Attention overview={data} />
          </Col>
        </Row>
      )}
    </QueryState>
  );
}
