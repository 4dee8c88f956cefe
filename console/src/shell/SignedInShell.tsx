import { lazy, Suspense, useState } from 'react';
import { App as AntApp, Button, Drawer, Grid, Layout, Menu, Space, Tag, Typography } from 'antd';
import { matchPath, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ROLE_LABELS, type Role } from '@core/enums';
import type { CurrentUser } from '@core/schemas/auth';
import { useSignOut } from '../auth/session';
import { ChangedElsewhereDialog } from '../components/ChangedElsewhereDialog';
import { CompanyBadge } from './CompanyBadge';
import { CompanyStandingBanner } from './CompanyStandingBanner';
import { EmailVerificationBanner } from './EmailVerificationBanner';
import { canOpen, menuFor } from './consoleMenus';
import { ADMIN_ROUTES } from './adminRoutes';
import { BLOG_ADMIN_ROUTES } from './blogAdminRoutes';
import { BLOG_POST_ROUTES } from './blogPostRoutes';
import { screenFallback } from './screenFallback';
import { VENDOR_ROUTES, type ConsoleRoute } from './vendorRoutes';

const { Header, Sider, Content } = Layout;

// Antd's Result (with its illustrations) only on the pages that show one.
const OtherRoleNotice = lazy(async () => ({
  default: (await import('./OtherRoleNotice')).OtherRoleNotice,
}));
const ScreenNotFound = lazy(() => import('./ScreenNotFound'));

/**
 * The console of a signed-in user: the navigation of their role and the screen, each screen
 * loaded with its route. Its own chunk (with antd's layout, menu and drawer), loaded by
 * ConsoleShell once a session is known, so the sign-in screen does not download it. It also
 * carries what only signed-in work needs: antd's App (the screens' messages and confirmations)
 * and the "changed elsewhere" dialog.
 */
export default function SignedInShell({ user }: { user: CurrentUser }) {
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  // Below antd's `lg` (992 px) the menu moves into a drawer opened from the header.
  const narrow = !Grid.useBreakpoint().lg;
  const [menuOpen, setMenuOpen] = useState(false);

  const isVendor = user.role === 'vendor';
  const menu = menuFor(user.role);
  const allowed = canOpen(user.role, location.pathname);
  const routes = routesFor(user.role);
  const route = routes.find((candidate) => matchPath(candidate.path, location.pathname));
  const selectedKey = route?.menuKey ?? location.pathname;
  const title = route?.title ?? menu.find((item) => item.key === selectedKey)?.label ?? 'Console';

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
    <AntApp>
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
              <Suspense fallback={screenFallback}>
                <OtherRoleNotice
                  user={user}
                  pathname={location.pathname}
                  onSignOut={() => signOut.mutate()}
                />
              </Suspense>
            ) : (
              <>
                {isVendor && <CompanyStandingBanner />}
                {!user.emailVerified && <EmailVerificationBanner email={user.email} />}
                <Suspense fallback={screenFallback}>
                  <Routes>
                    {routes.map(({ path, Screen }) => (
                      <Route key={path} path={path} element={<Screen />} />
                    ))}
                    <Route path="*" element={<ScreenNotFound role={user.role} />} />
                  </Routes>
                </Suspense>
              </>
            )}
          </Content>
        </Layout>
      </Layout>
      <ChangedElsewhereDialog />
    </AntApp>
  );
}

const ADMIN_CONSOLE_ROUTES = [...ADMIN_ROUTES, ...BLOG_POST_ROUTES, ...BLOG_ADMIN_ROUTES];

function routesFor(role: Role): readonly ConsoleRoute[] {
  if (role === 'admin') return ADMIN_CONSOLE_ROUTES;
  if (role === 'writer') return BLOG_POST_ROUTES;
  return VENDOR_ROUTES;
}
