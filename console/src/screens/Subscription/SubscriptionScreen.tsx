import { Link } from 'react-router';
import { formatAed } from '@core/rules/pricing';
import { Button, Card, Descriptions, Progress, Space, Typography } from 'antd';
import { SUBSCRIPTION_STATUS_LABELS } from '@core/enums';
import { useVendorSubscription } from '../../api/vendorSubscription';
import { formatDate } from '../../components/format';
import { QueryState } from '../../components/QueryState';
import { PlanCards } from './PlanCards';

/** /dashboard/subscription: the current plan and how much of it is used. */
export default function SubscriptionScreen() {
  const subscription = useVendorSubscription();
  return (
    <QueryState query={subscription}>
      {(data) => {
        const share = data.usage.cars / Math.max(1, data.plan.carLimit);
        return (
          <Space orientation="vertical" size="middle" className="screen">
            <Card
              title={`${data.plan.name} plan`}
              extra={
                <Link to="/dashboard/subscribe">
                  <Button type="primary">Change plan</Button>
                </Link>
              }
            >
              <Descriptions column={{ xs: 1, md: 3 }} size="small" style={{ marginBottom: 12 }}>
                <Descriptions.Item label="Status">
                  {SUBSCRIPTION_STATUS_LABELS[data.status]}
                </Descriptions.Item>
                <Descriptions.Item label="Price">
                  {data.plan.priceMonthly === 0
                    ? 'Free'
                    : `${formatAed(data.plan.priceMonthly)} a month`}
                </Descriptions.Item>
                <Descriptions.Item label="Renews">
                  {data.currentPeriodEnd ? formatDate(data.currentPeriodEnd) : 'Does not renew'}
                </Descriptions.Item>
              </Descriptions>
              <Typography.Text>
                Listings: {data.usage.cars} of {data.plan.carLimit}
              </Typography.Text>
              <Progress
                percent={Math.min(100, Math.round(share * 100))}
                status={!data.can.addCar ? 'exception' : data.usage.nearLimit ? 'active' : 'normal'}
                aria-label="Listings used"
              />
              <Typography.Text type="secondary">
                Featured slots: {data.plan.featuredSlots}. Every listing counts, paused or rejected
                ones too; deleting one frees its place.
              </Typography.Text>
            </Card>
            <PlanCards plans={data.plans} currentPlanId={data.plan.id} />
          </Space>
        );
      }}
    </QueryState>
  );
}
