import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import { useVendorProfile } from '../api/vendorProfile';

/**
 * On every vendor screen: a suspended company, or one whose verification was refused, is told
 * so with the marketplace team's reason and what to do, instead of screens that look as usual.
 */
export function CompanyStandingBanner() {
  const profile = useVendorProfile();
  if (!profile.data) return null;
  const { status, suspensionReason, verificationStatus, verificationNote } = profile.data;
  if (status === 'suspended') {
    return (
      <Alert
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
    );
  }
  if (verificationStatus === 'rejected') {
    return (
      <Alert
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
    );
  }
  return null;
}
