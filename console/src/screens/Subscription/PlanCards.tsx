import { Button, Card, Col, Row, Tag, Typography } from 'antd';
import { formatAed } from '@core/rules/pricing';
import type { Plan } from '@core/schemas/plan';
import { useVendorT } from '../../i18n/VendorI18n';

interface PlanCardsProps {
  plans: readonly Plan[];
  currentPlanId: string;
  onChoose?: (plan: Plan) => void;
  choosing?: string;
}

/** The plans side by side: listings, featured slots, price. */
export function PlanCards({ plans, currentPlanId, onChoose, choosing }: PlanCardsProps) {
  const t = useVendorT();
  return (
    <Row gutter={[16, 16]}>
      {plans.map((plan) => {
        const current = plan.id === currentPlanId;
        return (
          <Col key={plan.id} xs={24} md={8}>
            <Card
              className={`plan-card fill${current ? ' plan-card--current' : ''}`}
              title={<bdi>{plan.name}</bdi>}
              extra={current ? <Tag color="blue">{t('subscription.current')}</Tag> : null}
            >
              <Typography.Title level={3} style={{ marginTop: 0 }}>
                {plan.priceMonthly === 0 ? (
                  t('subscription.free')
                ) : (
                  <bdi dir="ltr">{formatAed(plan.priceMonthly)}</bdi>
                )}
                {plan.priceMonthly > 0 && (
                  <Typography.Text type="secondary" className="plan-card__period">
                    {' '}
                    {t('subscription.month')}
                  </Typography.Text>
                )}
              </Typography.Title>
              <ul className="plan-card__features">
                <li>{t('subscription.upTo', { count: plan.carLimit })}</li>
                <li>
                  {plan.featuredSlots === 0
                    ? t('subscription.noFeatured')
                    : t('subscription.featured', { count: plan.featuredSlots })}
                </li>
                <li>{t('subscription.unlimited')}</li>
              </ul>
              {onChoose && (
                <Button
                  block
                  type={current ? 'default' : 'primary'}
                  disabled={current || Boolean(choosing)}
                  loading={choosing === plan.id}
                  onClick={() => onChoose(plan)}
                >
                  {current
                    ? t('subscription.yours')
                    : t('subscription.choose', { plan: plan.name })}
                </Button>
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
