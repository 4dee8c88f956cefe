/** Each role's home in the console, for the screens that send a user there. */
import { dashboardHref } from '@core/catalogue/dashboardHref';
import type { Role } from '@core/enums';

/** Where a role starts: the same home the public site's Dashboard link and sign-in use. */
export function homeFor(role: Role): string {
  return dashboardHref(role);
}

/** The history state of the page a user just signed in on: not theirs, they are sent home. */
export const SIGNED_IN_HERE = { signedInHere: true } as const;

export const justSignedIn = (state: unknown) =>
  (state as Partial<typeof SIGNED_IN_HERE> | null)?.signedInHere === true;

/** How the console names a role's home, for "go there instead" buttons. */
export const HOME_NAMES: Record<Role, string> = {
  admin: 'the admin overview',
  writer: 'your blog posts',
  vendor: 'your company dashboard',
};
