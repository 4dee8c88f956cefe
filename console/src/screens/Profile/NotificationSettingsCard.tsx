import { App, Card, Radio, Space, Switch, Typography } from 'antd';
import type { NewLeadMailMode, NotificationPatch } from '@core/schemas/notifications';
import { useNotificationSettings, useUpdateNotifications } from '../../api/notifications';
import { problemMessage } from '../../forms/fieldErrors';

const NEW_LEAD_OPTIONS: { value: NewLeadMailMode; label: string; help: string }[] = [
  { value: 'instant', label: 'Instantly', help: 'One e-mail per lead, as it arrives.' },
  { value: 'digest', label: 'Daily digest', help: "One e-mail each morning with the day's leads." },
  { value: 'off', label: 'Off', help: 'No e-mail; leads stay on the Leads screen.' },
];

/**
 * "E-mail notifications" of the profile: the optional mails this user may turn off (a vendor's
 * new-lead mail, an admin's daily summary). Decisions, reminders and password mails are always
 * sent, so they are not listed. Each change is saved at once.
 */
export function NotificationSettingsCard() {
  const { message } = App.useApp();
  const settings = useNotificationSettings();
  const update = useUpdateNotifications();
  const save = (patch: NotificationPatch) =>
    update.mutate(patch, {
      onSuccess: () => void message.success('Notification settings saved'),
      onError: (error) => void message.error(problemMessage(error)),
    });
  const data = settings.data;
  if (!data || (data.newLeads === null && data.adminSummary === null)) return null;
  return (
    <Card title="E-mail notifications">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {data.newLeads !== null && (
          <div>
            <Typography.Text strong id="new-lead-mail-label">
              New leads, sent to the company&apos;s e-mail
            </Typography.Text>
            <Radio.Group
              aria-labelledby="new-lead-mail-label"
              value={data.newLeads}
              disabled={update.isPending}
              onChange={(event) => save({ newLeads: event.target.value as NewLeadMailMode })}
              style={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 8 }}
            >
              {NEW_LEAD_OPTIONS.map((option) => (
                <Radio key={option.value} value={option.value}>
                  {option.label} <Typography.Text type="secondary">— {option.help}</Typography.Text>
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
              aria-label="Daily summary of the review queues"
            />
            <Typography.Text>
              Daily summary of the review queues (each morning, 07:00 UAE time)
            </Typography.Text>
          </Space>
        )}
        <Typography.Text type="secondary">
          Decisions, reminders and password e-mails are always sent.
        </Typography.Text>
      </Space>
    </Card>
  );
}
