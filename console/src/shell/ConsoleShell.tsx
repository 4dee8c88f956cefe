import { Button, Layout, Menu, Result, Space, Spin, Tag, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { ROLE_LABELS } from '@core/enums';
import { SignInScreen } from '../auth/SignInScreen';
import { useCurrentUser, useSignOut } from '../auth/session';
import { canOpen, homeFor, menuFor } from './consoleMenus';

const { Header, Sider, Content } = Layout;

/**
 * The console's frame: sign-in when there is no session, otherwise the navigation of the
 * user's role and the screen. The screens themselves arrive with the vendor workspace, admin
 * and blog issues; until then each shows what it will hold.
 */
export function ConsoleShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const currentUser = useCurrentUser();
  const signOut = useSignOut();

  if (currentUser.isPending) {
    return (
      <div className="centered">
        <Spin size="large" />
      </div>
    );
  }
  if (currentUser.isError) {
    return (
      <div className="centered">
        <Result
          status="error"
          title="The console cannot reach the server"
          subTitle="Check your connection and try again."
          extra={<Button onClick={() => currentUser.refetch()}>Try again</Button>}
        />
      </div>
    );
  }
  const user = currentUser.data;
  if (!user) return <SignInScreen />;

  const menu = menuFor(user.role);
  const allowed = canOpen(user.role, location.pathname);
  const current = menu.find((item) => item.key === location.pathname);

  return (
    <Layout className="console">
      <Sider
        breakpoint="lg"
        collapsedWidth={0}
        width={232}
        theme="light"
        className="console__sider"
      >
        <div className="console__brand">UAE Car Rental</div>
        <Menu
          mode="inline"
          selectedKeys={[location.pathname]}
          items={menu.map((item) => ({ key: item.key, label: item.label }))}
          onClick={({ key }) => navigate(key)}
        />
      </Sider>
      <Layout>
        <Header className="console__header">
          <Typography.Title level={4} className="console__title">
            {current?.label ?? 'Console'}
          </Typography.Title>
          <Space>
            <Typography.Text className="console__user">{user.name}</Typography.Text>
            <Tag className="console__user">{ROLE_LABELS[user.role]}</Tag>
            <Button onClick={() => signOut.mutate()} loading={signOut.isPending}>
              Sign out
            </Button>
          </Space>
        </Header>
        <Content className="console__content">
          {allowed ? (
            <Result
              status="info"
              title={current?.label ?? 'Console'}
              subTitle="This screen is being built. The public site and its API are live."
              extra={<a href="/">Open the public site</a>}
            />
          ) : (
            <Result
              status="403"
              title="Not available for your account"
              subTitle="This part of the console belongs to another role."
              extra={
                <Button type="primary" onClick={() => navigate(homeFor(user.role))}>
                  Go to your workspace
                </Button>
              }
            />
          )}
        </Content>
      </Layout>
    </Layout>
  );
}
