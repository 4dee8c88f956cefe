/**
 * Where the console's screens opened from mailed links live (either area, no session needed). Kept apart
 * from passwordReset.ts so the console's first load can match them without zod and the schemas.
 */
export const FORGOT_PASSWORD_ROUTE = '/:area/forgot-password';
export const RESET_PASSWORD_ROUTE = '/:area/reset-password';
/** The screen an e-mail confirmation link opens (a new account's address, or a new address). */
export const CONFIRM_EMAIL_ROUTE = '/:area/confirm-email';
/** Where an invitation link opens (core's BLOG_INVITATION_PATH): with or without a session. */
export const INVITATION_ROUTE = '/admin/invitation/:token';
export const isConsoleArea = (area: string | undefined) => area === 'admin' || area === 'dashboard';
/** The screen a team invitation's mail opens (core/schemas/team.ts's TEAM_INVITATION_PATH). */
export const TEAM_INVITATION_PATH = '/dashboard/join';
