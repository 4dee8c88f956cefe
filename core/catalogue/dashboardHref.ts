import type { Role } from '../enums';

/**
 * Each role's home in the console, where the Dashboard link and a sign-in lead: /admin for an
 * admin, the blog's posts for a writer (the only part of the console a writer may open), and
 * /dashboard for a rental company or anyone else (spec section 2). Its own module (re-exported
 * by `menus.ts`) so the console uses it without the site's menus and their location pages.
 * (docs/product.md#roles-and-permissions)
 */
export function dashboardHref(role: Role | string | null | undefined): string {
  if (role === 'admin') return '/admin';
  if (role === 'writer') return '/admin/blog/posts';
  return '/dashboard';
}
