import { useState } from 'react';
import { formatAed } from '@core/rules/pricing';
import { Link, useNavigate } from 'react-router';
import { Alert, App, Modal, Select, Space, Typography } from 'antd';
import { PAYMENT_METHOD_KIND_LABELS } from '@core/enums';
import { planChangeProblem } from '@core/rules/planLimit';
import type { PaymentMethod } from '@core/schemas/paymentMethod';
import type { Plan } from '@core/schemas/plan';
import { usePaymentMethods } from '../../api/paymentMethods';
import { useSubscribe, useVendorSubscription } from '../../api/vendorSubscription';
import { QueryState } from '../../components/QueryState';
import { problemMessage } from '../../forms/fieldErrors';
import { PlanCards } from './PlanCards';

export const paymentMethodLabel = (method: PaymentMethod) =>
  method.kind === 'card'
    ? `${(method.brand ?? 'Card').toUpperCase()} •••• ${method.last4} (${String(method.expMonth).padStart(2, '0')}/${method.expYear})`
    : PAYMENT_METHOD_KIND_LABELS[method.kind];

/** /dashboard/subscribe: choose a plan; a paid one is billed to a saved payment method. */
export default function SubscribeScreen() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const subscription = useVendorSubscription();
  const methods = usePaymentMethods();
  const subscribe = useSubscribe();
  const [chosen, setChosen] = useState<Plan | null>(null);
  const [methodId, setMethodId] = useState<number>();
  const saved = methods.data?.items ?? [];
  const defaultMethod = saved.find((method) => method.isDefault);

  const confirm = (plan: Plan) =>
    subscribe.mutate(
      {
        planId: plan.id,
        paymentMethodId: plan.priceMonthly > 0 ? (methodId ?? defaultMethod?.id) : undefined,
      },
      {
        onSuccess: () => {
          message.success(`You are on the ${plan.name} plan`);
          setChosen(null);
          navigate('/dashboard/subscription');
        },
        onError: (error) => message.error(problemMessage(error)),
      },
    );

  return (
    <QueryState query={subscription}>
      {(data) => (
        <Space orientation="vertical" size="middle" className="screen">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            You use {data.usage.cars} of {data.plan.carLimit} listings on the {data.plan.name} plan.
            Paid plans renew monthly; you can change at any time.
          </Typography.Paragraph>
          <PlanCards
            plans={data.plans}
            currentPlanId={data.plan.id}
            choosing={subscribe.isPending ? chosen?.id : undefined}
            onChoose={(plan) => {
              setChosen(plan);
              setMethodId(defaultMethod?.id);
            }}
          />
          <Modal
            open={chosen !== null}
            title={chosen ? `Move to the ${chosen.name} plan` : ''}
            okText="Confirm"
            confirmLoading={subscribe.isPending}
            okButtonProps={{
              disabled:
                !chosen ||
                Boolean(planChangeProblem(chosen, data.usage.cars)) ||
                (chosen.priceMonthly > 0 && saved.length === 0),
            }}
            onOk={() => chosen && confirm(chosen)}
            onCancel={() => setChosen(null)}
          >
            {chosen && (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Typography.Text>
                  {chosen.priceMonthly === 0
                    ? 'Free, up to '
                    : `${formatAed(chosen.priceMonthly)} a month, up to `}
                  {chosen.carLimit} listings.
                </Typography.Text>
                {planChangeProblem(chosen, data.usage.cars) && (
                  <Alert
                    type="warning"
                    showIcon
                    title={planChangeProblem(chosen, data.usage.cars)}
                  />
                )}
                {chosen.priceMonthly > 0 &&
                  (saved.length === 0 ? (
                    <Alert
                      type="info"
                      showIcon
                      title="Add a payment method first"
                      description={<Link to="/dashboard/payment-methods">Payment methods</Link>}
                    />
                  ) : (
                    <Select
                      aria-label="Pay with"
                      style={{ width: '100%' }}
                      value={methodId}
                      onChange={setMethodId}
                      options={saved.map((method) => ({
                        value: method.id,
                        label: paymentMethodLabel(method),
                      }))}
                    />
                  ))}
              </Space>
            )}
          </Modal>
        </Space>
      )}
    </QueryState>
  );
}
