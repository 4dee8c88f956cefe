import { Link } from 'react-router';
import { formatAed } from '@core/rules/pricing';
import { Button, Card, Descriptions, Progress, Space, Typography } from 'antd';
import { useVendorSubscription } from '../../api/vendorSubscription';
import { QueryState } from '../../components/QueryState';
import subscriptionStrings from '../../i18n/locales/en/subscription.json';
import labelsStrings from '../../i18n/locales/en/labels.json';
import { addEnglish } from '../../i18n/strings';
import { useVendorDates } from '../../i18n/vendorDates';
import { useVendorT } from '../../i18n/VendorI18n';
import { PlanCards } from './PlanCards';

addEnglish(subscriptionStrings);
addEnglish(labelsStrings);

/** /dashboard/subscription: the current plan and how much of it is used. */
export default function SubscriptionScreen() {
  const subscription = useVendorSubscription();
  const t = useVendorT();
  const dates = useVendorDates();
  return (
    <QueryState query={subscription}>
      {(data) => {
        const share = data.usage.cars / Math.max(1, data.plan.carLimit);
        return (
          <Space orientation="vertical" size="middle" className="screen">
            <Card
              title={t('subscription.planTitle', { plan: data.plan.name })}
              extra={
                <Link to="/dashboard/subscribe">
                  <Button type="primary">{t('subscription.change')}</Button>
                </Link>
              }
            >
              <Descriptions column={{ xs: 1, md: 3 }} size="small" style={{ marginBottom: 12 }}>
                <Descriptions.Item label={t('subscription.status')}>
                  {t(`labels.subscriptionStatus.${data.status}`)}
                </Descriptions.Item>
                <Descriptions.Item label={t('subscription.price')}>
                  {data.plan.priceMonthly === 0
                    ? t('subscription.free')
                    : t('subscription.perMonth', { price: formatAed(data.plan.priceMonthly) })}
                </Descriptions.Item>
                <Descriptions.Item label={t('subscription.renews')}>
                  {data.currentPeriodEnd
                    ? dates.date(data.currentPeriodEnd)
                    : t('subscription.noRenewal')}
                </Descriptions.Item>
              </Descriptions>
              <Typography.Text>
                {t('subscription.listingsUsed', {
                  used: data.usage.cars,
                  limit: data.plan.carLimit,
                })}
              </Typography.Text>
              <Progress
                percent={Math.min(100, Math.round(share * 100))}
                status={!data.can.addCar ? 'exception' : data.usage.nearLimit ? 'active' : 'normal'}
                aria-label={t('subscription.listingsMeter')}
              />
              <Typography.Text type="secondary">
                {t('subscription.featuredNote', { slots: data.plan.featuredSlots })}
              </Typography.Text>
            </Card>
            <PlanCards plans={data.plans} currentPlanId={data.plan.id} />
          </Space>
        );
      }}
    </QueryState>
  );
}
