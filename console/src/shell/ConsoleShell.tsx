import { Layout, Menu, Result, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { ADMIN_MENU, VENDOR_MENU } from './consoleMenus';

const { Header, Sider, Content } = Layout;

/**
 * The console's frame: navigation for the area of the URL, and the screen. Sign-in and the
 * screens themselves come with the accounts, vendor workspace, admin and blog issues.
 */
export function ConsoleShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const isAdmin = location.pathname.startsWith('/admin');
  const menu = isAdmin ? ADMIN_MENU : VENDOR_MENU;
  const current = menu.find((item) => item.key === location.pathname);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sider breakpoint="lg" collapsedWidth={0} width={232} theme="light">
        <div style={{ padding: '18px 20px', fontWeight: 700, color: '#0b3d91' }}>
          {isAdmin ? 'Marketplace admin' : 'Rental company'}
        </div>
        <Menu
          mode="inline"
          selectedKeys={[location.pathname]}
          items={menu.map((item) => ({ key: item.key, label: item.label }))}
          onClick={({ key }) => navigate(key)}
        />
      </Sider>
      <Layout>
        <Header style={{ background: '#fff', paddingInline: 24, borderBottom: '1px solid #eee' }}>
          <Typography.Title level={4} style={{ margin: '16px 0' }}>
            {current?.label ?? 'Console'}
          </Typography.Title>
        </Header>
        <Content style={{ padding: 24 }}>
          <Result
            status="info"
            title={current?.label ?? 'Console'}
            subTitle="This workspace screen is being built. The public site and its API are live."
            extra={<a href="/">Open the public site</a>}
          />
        </Content>
      </Layout>
    </Layout>
  );
}
