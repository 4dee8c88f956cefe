import { Space } from 'antd';
import { ChangeEmailCard } from './ChangeEmailCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { SessionsCard } from './SessionsCard';

/**
 * The account part of the profile (issue 17): sign-in address, password and sessions. Any
 * signed-in user's own; other parts (notification preferences, the team) sit beside it.
 */
export function AccountSettings() {
  return (
    <Space orientation="vertical" size="middle" className="screen" id="account">
      <ChangeEmailCard />
      <ChangePasswordCard />
      <SessionsCard />
    </Space>
  );
}
