import { Button, Card, Col, Row, Tag, Typography } from 'antd';
import { formatAed } from '@core/rules/pricing';
import type { Plan } from '@core/schemas/plan';

interface PlanCardsProps {
  plans: readonly Plan[];
  currentPlanId: string;
  onChoose?: (plan: Plan) => void;
  choosing?: string;
}

/** The plans side by side: listings, featured slots, price. */
export function PlanCards({ plans, currentPlanId, onChoose, choosing }: PlanCardsProps) {
  return (
    <Row gutter={[16, 16]}>
      {plans.map((plan) => {
        const current = plan.id === currentPlanId;
        return (
          <Col key={plan.id} xs={24} md={8}>
            <Card
              className={`plan-card fill${current ? ' plan-card--current' : ''}`}
              title={plan.name}
              extra={current ? <Tag color="blue">Current plan</Tag> : null}
            >
              <Typography.Title level={3} style={{ marginTop: 0 }}>
                {plan.priceMonthly === 0 ? 'Free' : formatAed(plan.priceMonthly)}
                {plan.priceMonthly > 0 && (
                  <Typography.Text type="secondary" className="plan-card__period">
                    {' '}
                    / month
                  </Typography.Text>
                )}
              </Typography.Title>
              <ul className="plan-card__features">
                <li>Up to {plan.carLimit} listings</li>
                <li>
                  {plan.featuredSlots === 0
                    ? 'No featured listings'
                    : `${plan.featuredSlots} featured ${plan.featuredSlots === 1 ? 'listing' : 'listings'}`}
                </li>
                <li>Unlimited leads, zero commission</li>
              </ul>
              {onChoose && (
                <Button
                  block
                  type={current ? 'default' : 'primary'}
                  disabled={current || Boolean(choosing)}
                  loading={choosing === plan.id}
                  onClick={() => onChoose(plan)}
                >
                  {current ? 'Your plan' : `Choose ${plan.name}`}
                </Button>
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
