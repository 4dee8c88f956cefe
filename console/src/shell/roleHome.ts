/** Each role's home in the console, for the screens that send a user there. */
import { dashboardHref } from '@core/catalogue/dashboardHref';
import type { Role } from '@core/enums';

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
