import { useTranslation } from '../../i18n/react';
import { CheckIcon } from '../Icon/Icon';
import './auth.css';
import '../../i18n/namespaces/auth';

const STEPS = ['stepAccount', 'stepCompany', 'stepDone'] as const;

/** Vendor onboarding's progress: account → company → done (`current` counts from 1). */
export function VendorSteps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation('auth');
  return (
    <nav className="vendor-steps" aria-label={t('vendor.steps')}>
      <ol>
        {STEPS.map((step, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'next';
          return (
            <li
              key={step}
              className={`vendor-steps__step vendor-steps__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="vendor-steps__dot" aria-hidden="true">
                {state === 'done' ? <CheckIcon size={14} /> : number}
              </span>
              <span>{t(`vendor.${step}`)}</span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden">{t('vendor.step', { index: current, count: STEPS.length })}</p>
    </nav>
  );
}
