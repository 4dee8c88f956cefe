import { lazy, Suspense, useState } from 'react';
import { Button, Drawer, Grid, Layout, Menu, Result, Space, Spin, Tag, Typography } from 'antd';
import { matchPath, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ROLE_LABELS, type Role } from '@core/enums';
import { SignInScreen } from '../auth/SignInScreen';
import { FORGOT_PASSWORD_ROUTE, isConsoleArea, RESET_PASSWORD_ROUTE } from '../auth/passwordReset';
import { useCurrentUser, useSignOut } from '../auth/session';
import { CompanyBadge } from './CompanyBadge';
import { CompanyStandingBanner } from './CompanyStandingBanner';
import { OtherRoleNotice } from './OtherRoleNotice';
import { canOpen, homeFor, menuFor } from './consoleMenus';
import { ADMIN_ROUTES } from './adminRoutes';
import { AcceptInvitationScreen, BLOG_ADMIN_ROUTES, INVITATION_ROUTE } from './blogAdminRoutes';
import { BLOG_POST_ROUTES } from './blogPostRoutes';
import { VENDOR_ROUTES, type ConsoleRoute } from './vendorRoutes';

const { Header, Sider, Content } = Layout;

const ForgotPasswordScreen = lazy(() => import('../auth/ForgotPasswordScreen'));
const ResetPasswordScreen = lazy(() => import('../auth/ResetPasswordScreen'));

const screenFallback = (
  <div className="screen-loading">
    <Spin size="large" />
  </div>
);

/**
 * The console's frame: an invitation link's screen for anyone; otherwise sign-in when there is
 * no session, else the navigation of the user's role and the screen, each screen loaded with
 * its route.
 */
export function ConsoleShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const currentUser = useCurrentUser();
  const signOut = useSignOut();
  // Below antd's `lg` (992 px) the menu moves into a drawer opened from the header.
  const narrow = !Grid.useBreakpoint().lg;
  const [menuOpen, setMenuOpen] = useState(false);

  // An invitation link works without a session (and with one: accepting switches accounts).
  const invitation = matchPath(INVITATION_ROUTE, location.pathname);
  if (invitation) {
    return (
      <Suspense fallback={<div className="centered">{screenFallback}</div>}>
        <AcceptInvitationScreen token={invitation.params.token!} />
      </Suspense>
    );
  }
  // Forgot password and the mailed link's screen work without a session, in either area.
  const forgot = matchPath(FORGOT_PASSWORD_ROUTE, location.pathname);
  const reset = matchPath(RESET_PASSWORD_ROUTE, location.pathname);
  if (
    (forgot && isConsoleArea(forgot.params.area)) ||
    (reset && isConsoleArea(reset.params.area))
  ) {
    return (
      <Suspense fallback={<div className="centered">{screenFallback}</div>}>
        {forgot ? <ForgotPasswordScreen /> : <ResetPasswordScreen />}
      </Suspense>
    );
  }
  if (currentUser.isPending) {
    return <div className="centered">{screenFallback}</div>;
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

  const isVendor = user.role === 'vendor';
  const menu = menuFor(user.role);
  const allowed = canOpen(user.role, location.pathname);
  const routes = routesFor(user.role);
  const route = routes.find((candidate) => matchPath(candidate.path, location.pathname));
  const selectedKey = route?.menuKey ?? location.pathname;
  const title = route?.title ?? menu.find((item) => item.key === selectedKey)?.label ?? 'Console';

  const notFound = (
    <Result
      status="404"
      title="This page does not exist"
      extra={
        <Button type="primary" onClick={() => navigate(homeFor(user.role))}>
          Go to your workspace
        </Button>
      }
    />
  );

  const navigation = (
    <Menu
      mode="inline"
      selectedKeys={[selectedKey]}
      items={menu.map((item) => ({ key: item.key, label: item.label }))}
      onClick={({ key }) => {
        setMenuOpen(false);
        navigate(key);
      }}
    />
  );

  return (
    <Layout className="console">
      {narrow ? (
        <Drawer
          placement="left"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          size={260}
          title="UAE Car Rental"
          styles={{ body: { padding: 0 } }}
        >
          {navigation}
        </Drawer>
      ) : (
        <Sider width={232} theme="light" className="console__sider">
          <div className="console__brand">UAE Car Rental</div>
          {navigation}
        </Sider>
      )}
      <Layout>
        <Header className="console__header">
          {narrow && (
            <Button
              type="text"
              aria-label="Open the menu"
              className="console__menu-button"
              onClick={() => setMenuOpen(true)}
            >
              ☰
            </Button>
          )}
          <Typography.Title level={4} className="console__title">
            {title}
          </Typography.Title>
          {isVendor && <CompanyBadge />}
          <Space size="middle" className="console__header-end">
            <Typography.Text className="console__user">{user.name}</Typography.Text>
            {!isVendor && <Tag className="console__user">{ROLE_LABELS[user.role]}</Tag>}
            <Button onClick={() => signOut.mutate()} loading={signOut.isPending}>
              Sign out
            </Button>
          </Space>
        </Header>
        <Content className="console__content">
          {!allowed ? (
            <OtherRoleNotice
              user={user}
              pathname={location.pathname}
              onSignOut={() => signOut.mutate()}
            />
          ) : (
            <>
              {isVendor && <CompanyStandingBanner />}
              <Suspense fallback={screenFallback}>
                <Routes>
                  {routes.map(({ path, Screen }) => (
                    <Route key={path} path={path} element={<Screen />} />
                  ))}
                  <Route path="*" element={notFound} />
                </Routes>
              </Suspense>
            </>
          )}
        </Content>
      </Layout>
    </Layout>
  );
}

const ADMIN_CONSOLE_ROUTES = [...ADMIN_ROUTES, ...BLOG_POST_ROUTES, ...BLOG_ADMIN_ROUTES];

function routesFor(role: Role): readonly ConsoleRoute[] {
  if (role === 'admin') return ADMIN_CONSOLE_ROUTES;
  if (role === 'writer') return BLOG_POST_ROUTES;
  return VENDOR_ROUTES;
}
