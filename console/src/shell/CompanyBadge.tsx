import { lazy, Suspense } from 'react';
import { Tag } from 'antd';
import { useVendorProfile } from '../api/vendorProfile';
import { useVendorT } from '../i18n/VendorI18n';

// antd's Tooltip (≈ 5 KB gzip) only for a company that is not verified, the one badge with one.
const Tooltip = lazy(() => import('antd/es/tooltip'));

/** The vendor's company and where it stands (suspended, verified or not), on every screen. */
export function CompanyBadge() {
  const profile = useVendorProfile();
  const t = useVendorT();
  if (!profile.data) return null;
  const { name, verified, status, verificationStatus } = profile.data;
  let tag;
  if (status === 'suspended') tag = <Tag color="red">{t('badge.suspended')}</Tag>;
  else if (verified) tag = <Tag color="green">{t('badge.verified')}</Tag>;
  else if (verificationStatus === 'rejected') tag = <Tag color="red">{t('badge.refused')}</Tag>;
  else
    tag = (
      <Suspense fallback={<Tag color="orange">{t('badge.notVerified')}</Tag>}>
        <Tooltip title={t('badge.notVerifiedTip')}>
          <Tag color="orange">{t('badge.notVerified')}</Tag>
        </Tooltip>
      </Suspense>
    );
  return (
    <span className="company-badge">
      <strong className="company-badge__name" title={name}>
        {name}
      </strong>
      {tag}
    </span>
  );
}
