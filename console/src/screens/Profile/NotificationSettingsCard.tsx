import { App, Card, Radio, Space, Switch, Typography } from 'antd';
import type { NewLeadMailMode, NotificationPatch } from '@core/schemas/notifications';
import { useNotificationSettings, useUpdateNotifications } from '../../api/notifications';
import accountStrings from '../../i18n/locales/en/account.json';
import { addEnglish } from '../../i18n/strings';
import { useProblems } from '../../i18n/problems';
import { useVendorT } from '../../i18n/VendorI18n';

addEnglish(accountStrings);

const NEW_LEAD_OPTIONS: NewLeadMailMode[] = ['instant', 'digest', 'off'];

/**
 * "E-mail notifications" of the profile: the optional mails this user may turn off (a vendor's
 * new-lead mail, an admin's daily summary). Decisions, reminders and password mails are always
 * sent, so they are not listed. Each change is saved at once.
 */
export function NotificationSettingsCard() {
  const { message } = App.useApp();
  const t = useVendorT();
  const { problem } = useProblems();
  const settings = useNotificationSettings();
  const update = useUpdateNotifications();
  const save = (patch: NotificationPatch) =>
    update.mutate(patch, {
      onSuccess: () => void message.success(t('notifications.saved')),
      onError: (error) => void message.error(problem(error)),
    });
  const data = settings.data;
  if (!data || (data.newLeads === null && data.adminSummary === null)) return null;
  return (
    <Card title={t('notifications.title')}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {data.newLeads !== null && (
          <div>
            <Typography.Text strong id="new-lead-mail-label">
              {t('notifications.newLeads')}
            </Typography.Text>
            <Radio.Group
              aria-labelledby="new-lead-mail-label"
              value={data.newLeads}
              disabled={update.isPending}
              onChange={(event) => save({ newLeads: event.target.value as NewLeadMailMode })}
              style={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 8 }}
            >
              {NEW_LEAD_OPTIONS.map((option) => (
                <Radio key={option} value={option}>
                  {t(`notifications.${option}`)}{' '}
                  <Typography.Text type="secondary">
                    — {t(`notifications.${option}Help`)}
                  </Typography.Text>
                </Radio>
              ))}
            </Radio.Group>
          </div>
        )}
        {data.adminSummary !== null && (
          <Space align="center">
            <Switch
              checked={data.adminSummary}
              disabled={update.isPending}
              onChange={(checked) => save({ adminSummary: checked })}
              aria-label={t('notifications.adminSummary')}
            />
            <Typography.Text>{t('notifications.adminSummaryLong')}</Typography.Text>
          </Space>
        )}
        <Typography.Text type="secondary">{t('notifications.always')}</Typography.Text>
      </Space>
    </Card>
  );
}
