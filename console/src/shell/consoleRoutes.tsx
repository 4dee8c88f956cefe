/**
 * The console's route table: every screen once, with who may open it, its menu entry and the
 * data it loads. The router (SignedInShell), the menus (ConsoleNav) and the guard (canOpen) are
 * derived from it, so a new screen is one entry here. Which role may do what is the server's
 * decision (api/src/policies); `roles` only keeps a screen the server would refuse out of sight.
 * Only the signed-in shell's chunk carries it (the screens opened from mailed links, which need
 * no session, are matched in ConsoleShell).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';
import type { Role } from '@core/enums';
import type { CurrentUser } from '@core/schemas/auth';
import type { CompanyRole } from '@core/schemas/team';
import type { AdminQueue } from '@core/schemas/admin';

/**
 * Who opens a screen: a role, a vendor told apart by their place in the company's team (owners
 * do everything, staff the cars, the leads and their own account: core/schemas/team.ts).
 */
export type ConsoleAudience = Exclude<Role, 'vendor'> | CompanyRole;

/** The current user as the table reads them (a vendor without a company role is an owner). */
export type ConsoleUser = Pick<CurrentUser, 'role'> &
  Partial<Pick<CurrentUser, 'companyRole' | 'developmentOutbox'>>;

export function audienceOf({ role, companyRole }: ConsoleUser): ConsoleAudience {
  if (role !== 'vendor') return role;
  return companyRole === 'staff' ? 'staff' : 'owner';
}

export interface ConsoleRoute {
  path: string;
  /** The header's title. */
  title: string;
  /** Who may open it (the server's policy for the API routes the screen calls). */
  roles: readonly ConsoleAudience[];
  /**
   * Its menu entry's label; a screen without one (a sub-page) names the entry it highlights
   * with `menuKey`.
   */
  menu?: string;
  /** Shown in the menu of only some of `roles`' users (it may still be opened by all). */
  inMenu?: (user: ConsoleUser) => boolean;
  menuKey?: string;
  /** The admin queue whose waiting count its menu entry shows (GET /api/admin/queues). */
  badge?: AdminQueue;
  /** The API resources the screen loads (its queries' key heads), for readers and tests. */
  loads: readonly string[];
  Screen: LazyExoticComponent<ComponentType>;
}

/** The cars and the leads: the whole company team. */
const VENDOR = ['owner', 'staff'] as const;
/** Billing, documents, the company's profile, support and the team: its owners. */
const OWNER = ['owner'] as const;
const ADMIN = ['admin'] as const;
/** The blog's writing screens and "My account": the roles without a company profile. */
const TEAM = ['admin', 'writer'] as const;

// One component for both editor addresses: a new post turns into its edit page without the
// editor being mounted again (see PostEditorScreen).
const PostEditorScreen = lazy(() => import('../screens/Blog/PostEditorScreen'));

/** In menu order: each role's menu is its entries here, in this order. */
export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  // The vendor workspace.
  {
    path: '/dashboard',
    title: 'Overview',
    roles: VENDOR,
    menu: 'Overview',
    loads: ['/api/vendor/overview', '/api/vendor/analytics'],
    Screen: lazy(() => import('../screens/Overview/OverviewScreen')),
  },
  {
    path: '/dashboard/cars',
    title: 'My cars',
    roles: VENDOR,
    menu: 'My cars',
    loads: ['/api/vendor/cars'],
    Screen: lazy(() => import('../screens/Cars/CarsScreen')),
  },
  {
    path: '/dashboard/add-car',
    title: 'Add a car',
    roles: VENDOR,
    menu: 'Add a car',
    loads: ['/api/vendor/subscription'],
    Screen: lazy(() => import('../screens/CarForm/AddCarScreen')),
  },
  {
    path: '/dashboard/cars/import',
    title: 'Import cars',
    roles: VENDOR,
    menuKey: '/dashboard/cars',
    loads: ['/api/vendor/subscription'],
    Screen: lazy(() => import('../screens/FleetImport/FleetImportScreen')),
  },
  {
    path: '/dashboard/cars/:id/edit',
    title: 'Edit listing',
    roles: VENDOR,
    menuKey: '/dashboard/cars',
    loads: ['/api/vendor/cars'],
    Screen: lazy(() => import('../screens/CarForm/EditCarScreen')),
  },
  {
    path: '/dashboard/cars/:id/availability',
    title: 'Availability',
    roles: VENDOR,
    menuKey: '/dashboard/cars',
    loads: ['/api/vendor/cars'],
    Screen: lazy(() => import('../screens/CarTrip/AvailabilityScreen')),
  },
  {
    path: '/dashboard/cars/:id/analytics',
    title: 'Car analytics',
    roles: VENDOR,
    menuKey: '/dashboard/cars',
    loads: ['/api/vendor/cars', '/api/vendor/analytics'],
    Screen: lazy(() => import('../screens/Analytics/CarAnalyticsScreen')),
  },
  {
    path: '/dashboard/leads',
    title: 'Leads',
    roles: VENDOR,
    menu: 'Leads',
    loads: ['/api/vendor/leads'],
    Screen: lazy(() => import('../screens/Leads/LeadsScreen')),
  },
  {
    path: '/dashboard/verification',
    title: 'Verification',
    roles: OWNER,
    menu: 'Verification',
    loads: ['/api/vendor/documents'],
    Screen: lazy(() => import('../screens/Verification/VerificationScreen')),
  },
  {
    path: '/dashboard/profile',
    title: 'Company profile',
    roles: OWNER,
    menu: 'Company profile',
    loads: ['/api/vendor/profile'],
    Screen: lazy(() => import('../screens/Profile/ProfileScreen')),
  },
  {
    path: '/dashboard/subscription',
    title: 'Subscription',
    roles: OWNER,
    menu: 'Subscription',
    loads: ['/api/vendor/subscription'],
    Screen: lazy(() => import('../screens/Subscription/SubscriptionScreen')),
  },
  {
    path: '/dashboard/subscribe',
    title: 'Choose a plan',
    roles: OWNER,
    menuKey: '/dashboard/subscription',
    loads: ['/api/vendor/subscription', '/api/vendor/payment-methods'],
    Screen: lazy(() => import('../screens/Subscription/SubscribeScreen')),
  },
  {
    path: '/dashboard/payment-methods',
    title: 'Payment methods',
    roles: OWNER,
    menu: 'Payment methods',
    loads: ['/api/vendor/payment-methods'],
    Screen: lazy(() => import('../screens/PaymentMethods/PaymentMethodsScreen')),
  },
  {
    path: '/dashboard/support',
    title: 'Support',
    roles: OWNER,
    menu: 'Support',
    loads: ['/api/vendor/support'],
    Screen: lazy(() => import('../screens/Support/SupportScreen')),
  },
  {
    path: '/dashboard/support/:id',
    title: 'Support ticket',
    roles: OWNER,
    menuKey: '/dashboard/support',
    loads: ['/api/vendor/support'],
    Screen: lazy(() => import('../screens/Support/TicketScreen')),
  },
  {
    path: '/dashboard/team',
    title: 'Team',
    roles: OWNER,
    menu: 'Team',
    loads: ['/api/vendor/team'],
    Screen: lazy(() => import('../screens/Team/TeamScreen')),
  },
  // Staff have no company profile: their password, sessions and mails are here (an owner's are
  // on the company profile, the page stays open to them).
  {
    path: '/dashboard/account',
    title: 'My account',
    roles: VENDOR,
    menu: 'My account',
    inMenu: (user) => audienceOf(user) === 'staff',
    loads: ['/api/account/sessions', '/api/profile/notifications'],
    Screen: lazy(() => import('../screens/Profile/AccountScreen')),
  },
  // The marketplace team's admin: queues, decisions, audit.
  {
    path: '/admin',
    title: 'Overview',
    roles: ADMIN,
    menu: 'Overview',
    loads: ['/api/admin/overview'],
    Screen: lazy(() => import('../screens/Admin/AdminOverviewScreen')),
  },
  {
    path: '/admin/approve-listings',
    title: 'Approve listings',
    roles: ADMIN,
    menu: 'Approve listings',
    badge: 'listings',
    loads: ['/api/admin/listings'],
    Screen: lazy(() => import('../screens/Admin/ApproveListingsScreen')),
  },
  {
    path: '/admin/verify-vendors',
    title: 'Verify vendors',
    roles: ADMIN,
    menu: 'Verify vendors',
    badge: 'vendors',
    loads: ['/api/admin/vendors'],
    Screen: lazy(() => import('../screens/Admin/VerifyVendorsScreen')),
  },
  {
    // A company's page: opened from wherever a company is named (vendors, queues, leads, audit).
    path: '/admin/companies/:id',
    title: 'Company',
    roles: ADMIN,
    menuKey: '/admin/verify-vendors',
    loads: ['/api/admin/companies', '/api/admin/vendors'],
    Screen: lazy(() => import('../screens/Admin/CompanyScreen')),
  },
  {
    path: '/admin/document-review',
    title: 'Document review',
    roles: ADMIN,
    menu: 'Document review',
    badge: 'documents',
    loads: ['/api/admin/documents'],
    Screen: lazy(() => import('../screens/Admin/DocumentReviewScreen')),
  },
  {
    path: '/admin/leads',
    title: 'Leads',
    roles: ADMIN,
    menu: 'Leads',
    loads: ['/api/admin/leads'],
    Screen: lazy(() => import('../screens/Admin/AdminLeadsScreen')),
  },
  {
    path: '/admin/support',
    title: 'Support tickets',
    roles: ADMIN,
    menu: 'Support tickets',
    badge: 'support',
    loads: ['/api/admin/support'],
    Screen: lazy(() => import('../screens/Admin/SupportInboxScreen')),
  },
  {
    path: '/admin/support/:id',
    title: 'Support ticket',
    roles: ADMIN,
    menuKey: '/admin/support',
    loads: ['/api/admin/support'],
    Screen: lazy(() => import('../screens/Admin/AdminTicketScreen')),
  },
  {
    path: '/admin/audit',
    title: 'Audit trail',
    roles: ADMIN,
    menu: 'Audit trail',
    loads: ['/api/admin/audit'],
    Screen: lazy(() => import('../screens/Admin/AuditScreen')),
  },
  {
    // The development outbox (no SMTP_URL); with SMTP the screen says there is none.
    path: '/admin/outbox',
    title: 'Mail outbox',
    roles: ADMIN,
    menu: 'Mail outbox',
    // Only while the server keeps mail there (`developmentOutbox` of the current user).
    inMenu: (user) => user.developmentOutbox === true,
    loads: ['/api/admin/outbox'],
    Screen: lazy(() => import('../screens/Admin/OutboxScreen')),
  },
  // The blog: writing (writers and admins), then its management (admins).
  {
    path: '/admin/blog/posts',
    title: 'Blog posts',
    roles: TEAM,
    menu: 'Blog posts',
    loads: ['/api/admin/blog/posts'],
    Screen: lazy(() => import('../screens/Blog/PostsScreen')),
  },
  {
    path: '/admin/blog/new-post',
    title: 'New post',
    roles: TEAM,
    menu: 'New post',
    loads: ['/api/admin/blog/categories'],
    Screen: PostEditorScreen,
  },
  {
    path: '/admin/blog/edit-post/:id',
    title: 'Edit post',
    roles: TEAM,
    menuKey: '/admin/blog/posts',
    loads: ['/api/admin/blog/posts', '/api/admin/blog/categories'],
    Screen: PostEditorScreen,
  },
  {
    path: '/admin/blog/categories',
    title: 'Blog categories',
    roles: ADMIN,
    menu: 'Blog categories',
    loads: ['/api/admin/blog/categories'],
    Screen: lazy(() => import('../screens/Blog/BlogCategoriesScreen')),
  },
  {
    path: '/admin/blog/writers',
    title: 'Writers',
    roles: ADMIN,
    menu: 'Writers',
    loads: ['/api/admin/blog/writers'],
    Screen: lazy(() => import('../screens/Blog/BlogWritersScreen')),
  },
  {
    path: '/admin/blog/invitations',
    title: 'Invitations',
    roles: ADMIN,
    menu: 'Invitations',
    loads: ['/api/admin/blog/invitations'],
    Screen: lazy(() => import('../screens/Blog/BlogInvitationsScreen')),
  },
  {
    path: '/admin/blog/settings',
    title: 'Blog settings',
    roles: ADMIN,
    menu: 'Blog settings',
    loads: ['/api/admin/blog/settings'],
    Screen: lazy(() => import('../screens/Blog/BlogSettingsScreen')),
  },
  // Admins and writers have no company profile: their password, sessions and mails are here.
  {
    path: '/admin/account',
    title: 'My account',
    roles: TEAM,
    menu: 'My account',
    loads: ['/api/account/sessions', '/api/profile/notifications'],
    Screen: lazy(() => import('../screens/Profile/AccountScreen')),
  },
];

/**
 * Each role's part of the console: a path there that no screen answers is "not found" for it;
 * anywhere else it is another role's page.
 */
const AREAS: Record<ConsoleAudience, string> = {
  owner: '/dashboard',
  staff: '/dashboard',
  admin: '/admin',
  writer: '/admin/blog',
};

const within = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

export function routesFor(user: ConsoleUser): readonly ConsoleRoute[] {
  const audience = audienceOf(user);
  return CONSOLE_ROUTES.filter((route) => route.roles.includes(audience));
}

/** The screen of the table that answers this path (whoever may open it). */
export function routeAt(pathname: string): ConsoleRoute | undefined {
  return CONSOLE_ROUTES.find((route) => matchPath(route.path, pathname));
}

export interface ConsoleMenuItem {
  key: string;
  label: string;
  badge?: AdminQueue;
}

export function menuFor(user: ConsoleUser): readonly ConsoleMenuItem[] {
  return routesFor(user).flatMap((route) =>
    route.menu && (route.inMenu?.(user) ?? true)
      ? [{ key: route.path, label: route.menu, badge: route.badge }]
      : [],
  );
}

/** May this user open this console path? */
export function canOpen(user: ConsoleUser, pathname: string): boolean {
  const audience = audienceOf(user);
  const route = routeAt(pathname);
  return route ? route.roles.includes(audience) : within(pathname, AREAS[audience]);
}
