import { useFormats } from '../../i18n/format';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from '../../i18n/react';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { dashboardHref } from '@core/catalogue/menus';

import type { PlanList } from '@core/schemas/plan';
import { useAuth } from '../../auth/AuthProvider';
import { VendorSteps } from '../../components/Auth/VendorSteps';
import { PageHead } from '../../components/PageHead/PageHead';
import { Spinner } from '../../components/Spinner';
import { isFleetSize, planForFleet, type FleetSize } from '../VendorCompanyInfoPage/fleetSize';
import '../../components/Auth/auth.css';
import '../../i18n/namespaces/auth';

const NEXT_STEPS = ['cars', 'verify', 'leads'] as const;

/**
 * Vendor onboarding, step 3: what to do next, the plan that fits the fleet, the dashboard.
 * Only the end of step 2 leads here (with the fleet size): opened directly, a visitor goes to
 * sign in and a signed-in user to their dashboard, instead of a welcome with no name.
 */
export default function VendorSuccessPage() {
  const { t } = useTranslation('auth');
  const { user, loading } = useAuth();
  const state: unknown = useLocation().state;
  // Step 2 hands over its fleet size (chosen or not): the mark of having come through it.
  const fromStep2 = Boolean(state && typeof state === 'object' && 'fleetSize' in state);
  const fleetSize =
    fromStep2 && isFleetSize((state as { fleetSize: unknown }).fleetSize)
      ? (state as { fleetSize: FleetSize }).fleetSize
      : null;
  const toDashboard = user && (user.role !== 'vendor' || !fromStep2);
  useEffect(() => {
    // The dashboard is the console, a separate app: a full page load.
    if (toDashboard) window.location.replace(dashboardHref(user.role));
  }, [toDashboard, user]);

  if (!loading && !user) return <Navigate to="/login" replace />;
  return (
    <section className="auth vendor-onboarding container">
      <PageHead
        title={t('vendor.successMetaTitle')}
        description={t('vendor.successMetaDescription')}
        canonicalPath="/vendor/success"
        noIndex
      />
      {user && !toDashboard ? (
        <VendorWelcome name={user.name.split(' ')[0] ?? ''} fleetSize={fleetSize} />
      ) : (
        <Spinner label={t('checking')} />
      )}
    </section>
  );
}

function VendorWelcome({ name, fleetSize }: { name: string; fleetSize: FleetSize | null }) {
  const { t } = useTranslation('auth');
  const formats = useFormats();
  const plans = useQuery<PlanList>({ queryKey: ['/api/plans'], enabled: fleetSize !== null });
  const plan = fleetSize && plans.data ? planForFleet(plans.data.items, fleetSize) : undefined;

  return (
    <div className="auth-card">
      <VendorSteps current={3} />
      <h1 className="auth-card__title">{t('vendor.successTitle', { name })}</h1>
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
              price: plan.priceMonthly ? formats.price(plan.priceMonthly) : t('vendor.planFree'),
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
  );
}
