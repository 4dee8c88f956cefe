import { Tag, Tooltip, Typography } from 'antd';
import { useVendorProfile } from '../api/vendorProfile';

/** The vendor's company and whether it is verified, on every screen of the workspace. */
export function CompanyBadge() {
  const profile = useVendorProfile();
  if (!profile.data) return null;
  const { name, verified } = profile.data;
  return (
    <span className="company-badge">
      <Typography.Text strong className="company-badge__name" ellipsis>
        {name}
      </Typography.Text>
      {verified ? (
        <Tag color="green">Verified</Tag>
      ) : (
        <Tooltip title="Upload your documents under Verification to get the Verified badge">
          <Tag color="orange">Not verified</Tag>
        </Tooltip>
      )}
    </span>
  );
}
