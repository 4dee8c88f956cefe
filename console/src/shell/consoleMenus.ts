/**
 * The console's navigation, built from the user's role. Which areas a role may open is decided
 * by the server's policies; this only hides what would be refused.
 */
import { dashboardHref } from '@core/catalogue/dashboardHref';
import type { Role } from '@core/enums';
import type { CurrentUser } from '@core/schemas/auth';
import type { CompanyRole } from '@core/schemas/team';

export interface ConsoleMenuItem {
  key: string;
  label: string;
}

export const VENDOR_MENU: readonly ConsoleMenuItem[] = [
  { key: '/dashboard', label: 'Overview' },
  { key: '/dashboard/cars', label: 'My cars' },
  { key: '/dashboard/add-car', label: 'Add a car' },
  { key: '/dashboard/leads', label: 'Leads' },
  { key: '/dashboard/verification', label: 'Verification' },
  { key: '/dashboard/profile', label: 'Company profile' },
  { key: '/dashboard/subscription', label: 'Subscription' },
  { key: '/dashboard/payment-methods', label: 'Payment methods' },
  { key: '/dashboard/support', label: 'Support' },
  { key: '/dashboard/team', label: 'Team' },
];

/** A company's staff manage the cars and the leads, and their own account (core/schemas/team.ts). */
export const STAFF_MENU: readonly ConsoleMenuItem[] = [
  { key: '/dashboard', label: 'Overview' },
  { key: '/dashboard/cars', label: 'My cars' },
  { key: '/dashboard/add-car', label: 'Add a car' },
  { key: '/dashboard/leads', label: 'Leads' },
  { key: '/dashboard/account', label: 'My account' },
];
const STAFF_PATHS = /^\/dashboard(\/(cars|add-car|leads|account)(\/.*)?)?$/;

/** Admins and writers have no company profile: their password, sessions and mails are here. */
const ACCOUNT_ITEM: ConsoleMenuItem = { key: '/admin/account', label: 'My account' };

const BLOG_WRITER_MENU: readonly ConsoleMenuItem[] = [
  { key: '/admin/blog/posts', label: 'Blog posts' },
  { key: '/admin/blog/new-post', label: 'New post' },
];

const WRITER_MENU: readonly ConsoleMenuItem[] = [...BLOG_WRITER_MENU, ACCOUNT_ITEM];

const OUTBOX_KEY = '/admin/outbox';

export const ADMIN_MENU: readonly ConsoleMenuItem[] = [
  { key: '/admin', label: 'Overview' },
  { key: '/admin/approve-listings', label: 'Approve listings' },
  { key: '/admin/verify-vendors', label: 'Verify vendors' },
  { key: '/admin/document-review', label: 'Document review' },
  { key: '/admin/leads', label: 'Leads' },
  { key: '/admin/support', label: 'Support tickets' },
  { key: '/admin/audit', label: 'Audit trail' },
  // The development outbox: shown only when the server keeps mail there (menuFor).
  { key: OUTBOX_KEY, label: 'Mail outbox' },
  ...BLOG_WRITER_MENU,
  { key: '/admin/blog/categories', label: 'Blog categories' },
  { key: '/admin/blog/writers', label: 'Writers' },
  { key: '/admin/blog/invitations', label: 'Invitations' },
  { key: '/admin/blog/settings', label: 'Blog settings' },
  ACCOUNT_ITEM,
];

/**
 * The user's menu. "Mail outbox" only while the server keeps mail in the development outbox
 * (`developmentOutbox` of the current user; with SMTP there is nothing to show there); a
 * company's staff get the staff menu (no billing, documents or team).
 */
export function menuFor({
  role,
  developmentOutbox,
  companyRole,
}: Pick<CurrentUser, 'role' | 'developmentOutbox' | 'companyRole'>): readonly ConsoleMenuItem[] {
  if (role === 'admin') {
    return developmentOutbox ? ADMIN_MENU : ADMIN_MENU.filter((item) => item.key !== OUTBOX_KEY);
  }
  if (role === 'writer') return WRITER_MENU;
  return companyRole === 'staff' ? STAFF_MENU : VENDOR_MENU;
}

/** Where a role starts: the same home the public site's Dashboard link and sign-in use. */
export function homeFor(role: Role): string {
  return dashboardHref(role);
}

/** How the console names a role's home, for "go there instead" buttons. */
export const HOME_NAMES: Record<Role, string> = {
  admin: 'the admin overview',
  writer: 'your blog posts',
  vendor: 'your company dashboard',
};

/** May this role open this console path? (The blog editor's edit pages included.) */
export function canOpen(role: Role, pathname: string, companyRole?: CompanyRole): boolean {
  if (role === 'admin') return pathname === '/admin' || pathname.startsWith('/admin/');
  if (role === 'writer')
    return (
      pathname === '/admin/account' ||
      (pathname.startsWith('/admin/blog/') &&
        !/\/(categories|writers|invitations|settings)/.test(pathname))
    );
  if (companyRole === 'staff') return STAFF_PATHS.test(pathname);
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}
