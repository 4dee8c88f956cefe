import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from '../../i18n/react';
import { useLocation } from 'react-router';
import { formatAed } from '@core/rules/pricing';
import type { PlanList } from '@core/schemas/plan';
import { useAuth } from '../../auth/AuthProvider';
import { VendorSteps } from '../../components/Auth/VendorSteps';
import { PageHead } from '../../components/PageHead/PageHead';
import { isFleetSize, planForFleet } from '../VendorCompanyInfoPage/fleetSize';
import '../../components/Auth/auth.css';
import '../../i18n/namespaces/auth';

const NEXT_STEPS = ['cars', 'verify', 'leads'] as const;

/** Vendor onboarding, step 3: what to do next, the plan that fits the fleet, the dashboard. */
export default function VendorSuccessPage() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const state: unknown = useLocation().state;
  const fleetSize =
    state && typeof state === 'object' && 'fleetSize' in state && isFleetSize(state.fleetSize)
      ? state.fleetSize
      : null;
  const plans = useQuery<PlanList>({ queryKey: ['/api/plans'], enabled: fleetSize !== null });
  const plan = fleetSize && plans.data ? planForFleet(plans.data.items, fleetSize) : undefined;

  return (
    <section className="auth vendor-onboarding container">
      <PageHead
        title={t('vendor.successMetaTitle')}
        description={t('vendor.successMetaDescription')}
        canonicalPath="/vendor/success"
        noIndex
      />
      <div className="auth-card">
        <VendorSteps current={3} />
        <h1 className="auth-card__title">
          {t('vendor.successTitle', { name: user?.name.split(' ')[0] ?? '' })}
        </h1>
        <p className="auth-card__lead">{t('vendor.successLead')}</p>
        <ol className="vendor-next">
          {NEXT_STEPS.map((step) => (
            <li key={step}>
              <p>
                <strong>{t(`vendor.next.${step}.title`)}</strong>
                <span>{t(`vendor.next.${step}.text`)}</span>
              </p>
            </li>
          ))}
        </ol>
        {plan && fleetSize && (
          <p className="vendor-plan">
            <Trans
              t={t}
              i18nKey="vendor.planSuggestion"
              values={{
                size: t(`vendor.fleetSizes.${fleetSize}`).toLowerCase(),
                plan: plan.name,
                limit: plan.carLimit,
                price: plan.priceMonthly ? formatAed(plan.priceMonthly) : t('vendor.planFree'),
              }}
              components={{ strong: <strong /> }}
            />
          </p>
        )}
        <div className="vendor-success__actions">
          {/* The dashboard is the console, a separate app: full page loads. */}
          <a href="/dashboard/add-car" className="button button--accent">
            {t('vendor.addCar')}
          </a>
          <a href="/dashboard" className="button button--ghost">
            {t('vendor.dashboard')}
          </a>
        </div>
      </div>
    </section>
  );
}
