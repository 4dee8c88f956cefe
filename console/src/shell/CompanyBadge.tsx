import { Tag, Tooltip } from 'antd';
import { useVendorProfile } from '../api/vendorProfile';

/** The vendor's company and where it stands (suspended, verified or not), on every screen. */
export function CompanyBadge() {
  const profile = useVendorProfile();
  if (!profile.data) return null;
  const { name, verified, status, verificationStatus } = profile.data;
  let tag;
  if (status === 'suspended') tag = <Tag color="red">Suspended</Tag>;
  else if (verified) tag = <Tag color="green">Verified</Tag>;
  else if (verificationStatus === 'rejected') tag = <Tag color="red">Verification refused</Tag>;
  else
    tag = (
      <Tooltip title="Upload your documents under Verification to get the Verified badge">
        <Tag color="orange">Not verified</Tag>
      </Tooltip>
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
