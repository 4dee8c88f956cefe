import { App, Button, Card, List, Popconfirm, Space, Tag, Typography } from 'antd';
import type { AccountSession } from '@core/schemas/account';
import { useAccountSessions, useEndOtherSessions, useEndSession } from '../../api/account';
import { formatDateTime } from '../../components/format';
import { QueryState } from '../../components/QueryState';
import { problemMessage } from '../../forms/fieldErrors';

/**
 * Profile: where the account is signed in (device from the browser, last seen, the address with
 * a coarse label: there is no geo database), with per-session and "everywhere else" sign-out.
 */
export function SessionsCard() {
  const { message } = App.useApp();
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const failed = (error: unknown) => void message.error(problemMessage(error));
  const others = sessions.data?.items.filter((s) => !s.current).length ?? 0;
  return (
    <Card
      title="Where you are signed in"
      className="card--wrapping-head"
      extra={
        <Popconfirm
          title="Sign out everywhere else?"
          description="Every other device must sign in again; this one stays signed in."
          okText="Sign out"
          disabled={others === 0}
          onConfirm={() =>
            endOthers
              .mutateAsync()
              .then(
                ({ ended }) =>
                  void message.success(`${ended} session${ended === 1 ? '' : 's'} signed out`),
                failed,
              )
          }
        >
          <Button disabled={others === 0} loading={endOthers.isPending}>
            Sign out everywhere else
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
                          aria-label={`Sign out ${session.device ?? 'this session'}`}
                          loading={endOne.isPending && endOne.variables === session.id}
                          onClick={() =>
                            endOne
                              .mutateAsync(session.id)
                              .then(() => void message.success('Signed out'), failed)
                          }
                        >
                          Sign out
                        </Button>,
                      ]
                }
              >
                <List.Item.Meta
                  title={
                    <Space wrap size={4}>
                      {session.device ?? 'Unknown browser'}
                      {session.current && <Tag color="green">This device</Tag>}
                    </Space>
                  }
                  description={
                    <>
                      <div>
                        {session.ipAddress ?? 'Unknown address'} · {session.place}
                      </div>
                      <Typography.Text type="secondary">
                        {session.lastSeenAt
                          ? `Last active ${formatDateTime(session.lastSeenAt)}`
                          : 'Not seen yet'}
                        {session.signedInAt
                          ? ` · signed in ${formatDateTime(session.signedInAt)}`
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
        Places are shown by address only: the marketplace has no location database.
      </Typography.Paragraph>
    </Card>
  );
}
