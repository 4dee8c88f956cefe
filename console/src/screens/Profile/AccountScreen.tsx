import { Space } from 'antd';
import { AccountSettings } from './AccountSettings';
import { NotificationSettingsCard } from './NotificationSettingsCard';

/**
 * "My account" for admins and writers, who have no company profile: their e-mail settings, sign-in
 * address, password and sessions (a vendor finds the same parts on the company profile).
 */
export default function AccountScreen() {
  return (
    // The same gap as between the account cards below (AccountSettings).
    <Space orientation="vertical" size="middle" className="screen">
      <NotificationSettingsCard />
      <AccountSettings />
    </Space>
  );
}
