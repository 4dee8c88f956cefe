import { App, Button, Card, List, Popconfirm, Space, Tag, Typography } from 'antd';
import type { AccountSession } from '@core/schemas/account';
import { useAccountSessions, useEndOtherSessions, useEndSession } from '../../api/account';
import { QueryState } from '../../components/QueryState';
import { useProblems } from '../../i18n/problems';
import { useVendorDates } from '../../i18n/vendorDates';
import { useVendorT } from '../../i18n/VendorI18n';
import { addEnglish, type VendorT } from '../../i18n/strings';
import accountStrings from '../../i18n/locales/en/account.json';

// The account cards' strings, with whichever screen shows them (the profile, My account).
addEnglish(accountStrings);

/** The server's coarse places (api accountSessions.placeOf), by their words. */
const PLACES: Record<string, string> = {
  'Unknown address': 'account.unknownAddress',
  'Same address as this device': 'account.placeSame',
  'This computer (the server itself)': 'account.placeServer',
  'Local network': 'account.placeLocal',
  'Internet address': 'account.placeInternet',
};
const placeIn = (t: VendorT, place: string) => {
  const key = PLACES[place];
  return key ? t(key) : place;
};

/**
 * Profile: where the account is signed in (device from the browser, last seen, the address with
 * a coarse label: there is no geo database), with per-session and "everywhere else" sign-out.
 */
export function SessionsCard() {
  const { message } = App.useApp();
  const t = useVendorT();
  const dates = useVendorDates();
  const { problem } = useProblems();
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const failed = (error: unknown) => void message.error(problem(error));
  const others = sessions.data?.items.filter((s) => !s.current).length ?? 0;
  return (
    <Card
      title={t('account.sessionsTitle')}
      className="card--wrapping-head"
      extra={
        <Popconfirm
          title={t('account.endOthersTitle')}
          description={t('account.endOthersBody')}
          okText={t('account.signOut')}
          disabled={others === 0}
          onConfirm={() =>
            endOthers
              .mutateAsync()
              .then(
                ({ ended }) => void message.success(t('account.endedSessions', { count: ended })),
                failed,
              )
          }
        >
          <Button disabled={others === 0} loading={endOthers.isPending}>
            {t('account.endOthers')}
          </Button>
        </Popconfirm>
      }
    >
      <QueryState query={sessions}>
        {(data) => (
          <List<AccountSession>
            dataSource={data.items}
            rowKey="id"
            renderItem={(session) => (
              <List.Item
                actions={
                  session.current
                    ? []
                    : [
                        <Button
                          key="end"
                          size="small"
                          aria-label={t('account.signOutAria', {
                            device: session.device ?? t('account.thisSession'),
                          })}
                          loading={endOne.isPending && endOne.variables === session.id}
                          onClick={() =>
                            endOne
                              .mutateAsync(session.id)
                              .then(() => void message.success(t('account.signedOut')), failed)
                          }
                        >
                          {t('account.signOut')}
                        </Button>,
                      ]
                }
              >
                <List.Item.Meta
                  title={
                    <Space wrap size={4}>
                      <bdi>{session.device ?? t('account.unknownBrowser')}</bdi>
                      {session.current && <Tag color="green">{t('account.thisDevice')}</Tag>}
                    </Space>
                  }
                  description={
                    <>
                      <div>
                        <bdi dir="ltr">{session.ipAddress ?? t('account.unknownAddress')}</bdi> ·{' '}
                        {placeIn(t, session.place)}
                      </div>
                      <Typography.Text type="secondary">
                        {session.lastSeenAt
                          ? t('account.lastActive', { time: dates.dateTime(session.lastSeenAt) })
                          : t('account.notSeen')}
                        {session.signedInAt
                          ? t('account.signedIn', { time: dates.dateTime(session.signedInAt) })
                          : ''}
                      </Typography.Text>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </QueryState>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('account.placesNote')}
      </Typography.Paragraph>
    </Card>
  );
}
