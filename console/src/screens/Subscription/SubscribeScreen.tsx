import { useState } from 'react';
import { formatAed } from '@core/rules/pricing';
import { Link, useNavigate } from 'react-router';
import { Alert, App, Modal, Select, Space, Typography } from 'antd';
import { planChangeProblem } from '@core/rules/planLimit';
import type { Plan } from '@core/schemas/plan';
import { usePaymentMethods } from '../../api/paymentMethods';
import { useSubscribe, useVendorSubscription } from '../../api/vendorSubscription';
import { paymentMethodLabel } from '../../components/format';
import { QueryState } from '../../components/QueryState';
import subscriptionStrings from '../../i18n/locales/en/subscription.json';
import labelsStrings from '../../i18n/locales/en/labels.json';
import { useProblems } from '../../i18n/problems';
import { addEnglish } from '../../i18n/strings';
import { useVendorT } from '../../i18n/VendorI18n';
import { PlanCards } from './PlanCards';

addEnglish(subscriptionStrings);
addEnglish(labelsStrings);

/** /dashboard/subscribe: choose a plan; a paid one is billed to a saved payment method. */
export default function SubscribeScreen() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const t = useVendorT();
  const { problem } = useProblems();
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
          message.success(t('subscription.onPlan', { plan: plan.name }));
          setChosen(null);
          navigate('/dashboard/subscription');
        },
        onError: (error) => message.error(problem(error)),
      },
    );

  // core's sentence names the numbers; the vendor's language says it with them.
  const tooMany = (plan: Plan, used: number) =>
    planChangeProblem(plan, used) &&
    t('subscription.tooMany', {
      plan: plan.name,
      limit: plan.carLimit,
      used,
      excess: used - plan.carLimit,
    });

  return (
    <QueryState query={subscription}>
      {(data) => (
        <Space orientation="vertical" size="middle" className="screen">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('subscription.usage', {
              used: data.usage.cars,
              limit: data.plan.carLimit,
              plan: data.plan.name,
            })}
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
            title={chosen ? t('subscription.moveTo', { plan: chosen.name }) : ''}
            okText={t('subscription.confirm')}
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
                    ? t('subscription.freeUpTo', { count: chosen.carLimit })
                    : t('subscription.paidUpTo', {
                        count: chosen.carLimit,
                        price: formatAed(chosen.priceMonthly),
                      })}
                </Typography.Text>
                {tooMany(chosen, data.usage.cars) && (
                  <Alert type="warning" showIcon title={tooMany(chosen, data.usage.cars)} />
                )}
                {chosen.priceMonthly > 0 &&
                  (saved.length === 0 ? (
                    <Alert
                      type="info"
                      showIcon
                      title={t('subscription.addMethod')}
                      description={
                        <Link to="/dashboard/payment-methods">
                          {t('subscription.paymentMethods')}
                        </Link>
                      }
                    />
                  ) : (
                    <Select
                      aria-label={t('subscription.payWith')}
                      style={{ width: '100%' }}
                      value={methodId}
                      onChange={setMethodId}
                      options={saved.map((method) => ({
                        value: method.id,
                        label: paymentMethodLabel(method, (kind) =>
                          t(`labels.paymentKind.${kind}`),
                        ),
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
