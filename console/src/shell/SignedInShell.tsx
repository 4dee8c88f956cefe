import { lazy, Suspense, useState } from 'react';
import { Button, Layout, Tag } from 'antd';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ROLE_LABELS } from '@core/enums';
import type { CurrentUser } from '@core/schemas/auth';
import { useSignOut } from '../auth/session';
import { ChangedElsewhere } from '../components/ChangedElsewhere';
import { useMediaQuery } from '../components/useMediaQuery';
import { CompanyBadge } from './CompanyBadge';
import { CompanyStandingBanner } from './CompanyStandingBanner';
import { ConsoleNav } from './ConsoleNav';
import { LazyAppFeedback } from './LazyAppFeedback';
import { useAdminQueueCounts } from '../api/admin/queues';
import { canOpen, menuFor, routeAt, routesFor } from './consoleRoutes';
import { homeFor, justSignedIn } from './roleHome';
import { screenFallback } from './screenFallback';
import { VendorI18n, useVendorI18n } from '../i18n/VendorI18n';
import { setVendorLanguage } from '../i18n/vendorLanguage';

const { Header, Sider, Content } = Layout;

// Antd's Result (with its illustrations) only on the pages that show one.
const OtherRoleNotice = lazy(async () => ({
  default: (await import('./OtherRoleNotice')).OtherRoleNotice,
}));
const ScreenNotFound = lazy(() => import('./ScreenNotFound'));
// Only an unconfirmed vendor sees it, and it brings antd's App feedback (message): not in
// everybody's first load.
const EmailVerificationBanner = lazy(async () => ({
  default: (await import('./EmailVerificationBanner')).EmailVerificationBanner,
}));
// The phone's menu drawer only below `lg`: a desktop first load does not download it.
const Drawer = lazy(() => import('antd/es/drawer'));

/**
 * The console of a signed-in user: the navigation of their role and the screen, each screen
 * loaded with its route. Its own chunk (with antd's layout and drawer), loaded by ConsoleShell
 * once a session is known, so the sign-in screen does not download it. It also carries what only
 * signed-in work needs, each loaded on first use: antd's messages and confirmations
 * (LazyAppFeedback) and the "changed elsewhere" dialog.
 */
export default function SignedInShell({ user }: { user: CurrentUser }) {
  // The vendor's screens follow the vendor's language (issue #21); the admin's and the blog's
  // stay English.
  return (
    <VendorI18n enabled={user.role === 'vendor'}>
      <ShellLayout user={user} />
    </VendorI18n>
  );
}

function ShellLayout({ user }: { user: CurrentUser }) {
  const location = useLocation();
  const { language, t } = useVendorI18n();
  const arabic = language === 'ar';
  const signOut = useSignOut();
  // Below antd's `lg` (992 px) the menu moves into a drawer opened from the header. Known from
  // the first render (Grid.useBreakpoint answers after an effect: a desktop would load the drawer).
  const narrow = useMediaQuery('(max-width: 991.98px)');
  const [menuOpen, setMenuOpen] = useState(false);

  const isVendor = user.role === 'vendor';
  const allowed = canOpen(user, location.pathname);
  const routes = routesFor(user);
  const route = allowed ? routeAt(location.pathname) : undefined;
  const selectedKey = route ? (route.menuKey ?? route.path) : location.pathname;
  // In Arabic, each screen's name from the catalogue's `nav` (English is the route table's).
  const named = (path: string, part: 'title' | 'menu', english: string) => {
    const key = `nav.${path}.${part}`;
    const text = arabic ? t(key) : key;
    return text === key ? english : text;
  };
  const menu = menuFor(user).map((item) => ({
    ...item,
    label: named(item.key, 'menu', item.label),
  }));
  const title = route
    ? named(route.path, 'title', route.title)
    : (menu.find((item) => item.key === selectedKey)?.label ?? 'Console');

  // On a phone the menu's counts are behind the menu button: it says that something waits.
  const { data: counts } = useAdminQueueCounts(narrow && menu.some((item) => item.badge));
  const waiting = menu.reduce(
    (sum, item) => sum + (item.badge && counts ? counts[item.badge] : 0),
    0,
  );

  const navigation = (
    <ConsoleNav items={menu} selectedKey={selectedKey} onNavigate={() => setMenuOpen(false)} />
  );

  return (
    <LazyAppFeedback>
      <Layout className="console console-shell">
        {narrow ? (
          <Suspense fallback={null}>
            <Drawer
              placement={arabic ? 'right' : 'left'}
              open={menuOpen}
              onClose={() => setMenuOpen(false)}
              size={260}
              title={t('shell.brand')}
              styles={{ body: { padding: 0 } }}
            >
              {navigation}
            </Drawer>
          </Suspense>
        ) : (
          <Sider width={232} theme="light" className="console__sider">
            <div className="console__brand">{t('shell.brand')}</div>
            {navigation}
          </Sider>
        )}
        <Layout>
          <Header className="console__header">
            {narrow && (
              <Button
                type="text"
                aria-label={waiting > 0 ? `Open the menu, ${waiting} waiting` : t('shell.openMenu')}
                className="console__menu-button"
                onClick={() => setMenuOpen(true)}
              >
                ☰{waiting > 0 && <span className="console__menu-dot" aria-hidden="true" />}
              </Button>
            )}
            {/* Plain elements drawn as antd's Typography by console.css: Typography costs ≈ 23 KB
                gzip on the first screen for a title and a name. */}
            <h4 className="console__title">{title}</h4>
            {isVendor && <CompanyBadge />}
            <div className="console__header-end">
              <span className="console__user">{user.name}</span>
              {!isVendor && <Tag className="console__user">{ROLE_LABELS[user.role]}</Tag>}
              {isVendor && (
                // The account's language switch: the other language, named in itself.
                <Button
                  type="text"
                  size="small"
                  lang={arabic ? 'en' : 'ar'}
                  aria-label={t('shell.switchToLabel')}
                  className="console__language"
                  onClick={() => setVendorLanguage(arabic ? 'en' : 'ar')}
                >
                  {t('shell.switchTo')}
                </Button>
              )}
              <Button onClick={() => signOut.mutate()} loading={signOut.isPending}>
                {t('shell.signOut')}
              </Button>
            </div>
          </Header>
          <Content className="console__content">
            {!allowed && justSignedIn(location.state) ? (
              <Navigate to={homeFor(user.role)} replace />
            ) : !allowed ? (
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
                {!user.emailVerified && (
                  <Suspense fallback={null}>
                    <EmailVerificationBanner email={user.email} />
                  </Suspense>
                )}
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
      <ChangedElsewhere />
    </LazyAppFeedback>
  );
}
