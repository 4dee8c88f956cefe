import { Suspense } from 'react';
import { Button } from 'antd';
import { Link } from 'react-router';
import { useVendorProfile } from '../api/vendorProfile';
import { LazyAlert } from '../components/LazyAlert';

/**
 * On every vendor screen: a suspended company, or one whose verification was refused, is told
 * so with the marketplace team's reason and what to do, instead of screens that look as usual.
 * Its Alert loads when it shows (LazyAlert): most vendors never see one.
 */
export function CompanyStandingBanner() {
  const profile = useVendorProfile();
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
          title="Your company is suspended"
          description={
            <>
              {suspensionReason ? (
                <>
                  Reason given by the marketplace team: <strong>{suspensionReason}</strong>.{' '}
                </>
              ) : null}
              Your cars and your company page are hidden from renters until the team reinstates the
              company. Write to support to resolve it.
            </>
          }
          action={
            <Link to="/dashboard/support">
              <Button size="small">Contact support</Button>
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
          title="Your verification was refused"
          description={
            <>
              {verificationNote ? (
                <>
                  Reason given by the marketplace team: <strong>{verificationNote}</strong>.{' '}
                </>
              ) : null}
              Your company does not show the Verified badge. Send new documents to try again.
            </>
          }
          action={
            <Link to="/dashboard/verification">
              <Button size="small">Send new documents</Button>
            </Link>
          }
        />
      </Suspense>
    );
  }
  return null;
}
