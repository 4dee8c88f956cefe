/**
 * The console's navigation per area. The spec's dashboard and admin routes; screens arrive with
 * the vendor workspace, admin and blog issues, and the menu will be filtered by the user's role.
 */
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
];

export const ADMIN_MENU: readonly ConsoleMenuItem[] = [
  { key: '/admin', label: 'Overview' },
  { key: '/admin/approve-listings', label: 'Approve listings' },
  { key: '/admin/verify-vendors', label: 'Verify vendors' },
  { key: '/admin/document-review', label: 'Document review' },
  { key: '/admin/leads', label: 'Leads' },
  { key: '/admin/blog/posts', label: 'Blog posts' },
  { key: '/admin/blog/categories', label: 'Blog categories' },
  { key: '/admin/blog/writers', label: 'Writers' },
  { key: '/admin/blog/invitations', label: 'Invitations' },
  { key: '/admin/blog/settings', label: 'Blog settings' },
];
