import { Suspense } from 'react';
import { Button } from 'antd';
import { Link } from 'react-router';
import { useVendorProfile } from '../api/vendorProfile';
import { LazyAlert } from '../components/LazyAlert';
import standingStrings from '../i18n/locales/en/standing.json';
import { addEnglish } from '../i18n/strings';
import { useVendorT } from '../i18n/VendorI18n';

addEnglish(standingStrings);

/**
 * On every vendor screen: a suspended company, or one whose verification was refused, is told
 * so with the marketplace team's reason and what to do, instead of screens that look as usual.
 * Its Alert loads when it shows (LazyAlert): most vendors never see one.
 */
export function CompanyStandingBanner() {
  const profile = useVendorProfile();
  const t = useVendorT();
  if (!profile.data) return null;
  const { status, suspensionReason, verificationStatus, verificationNote } = profile.data;
  if (status === 'suspended') {
    return (
      <Suspense fallback={null}>
        <LazyAlert
          className="standing-banner"
          type="error"
          showIcon
          role="alert"
          title={t('standing.suspended')}
          description={
            <>
              {suspensionReason ? (
                <>
                  {t('standing.reason')} <strong>{suspensionReason}</strong>.{' '}
                </>
              ) : null}
              {t('standing.suspendedBody')}
            </>
          }
          action={
            <Link to="/dashboard/support">
              <Button size="small">{t('standing.contact')}</Button>
            </Link>
          }
        />
      </Suspense>
    );
  }
  if (verificationStatus === 'rejected') {
    return (
      <Suspense fallback={null}>
        <LazyAlert
          className="standing-banner"
          type="warning"
          showIcon
          title={t('standing.refused')}
          description={
            <>
              {verificationNote ? (
                <>
                  {t('standing.reason')} <strong>{verificationNote}</strong>.{' '}
                </>
              ) : null}
              {t('standing.refusedBody')}
            </>
          }
          action={
            <Link to="/dashboard/verification">
              <Button size="small">{t('standing.sendNew')}</Button>
            </Link>
          }
        />
      </Suspense>
    );
  }
  return null;
}
