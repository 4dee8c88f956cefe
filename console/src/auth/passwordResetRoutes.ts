/**
 * Where the console's forgot-password screens live (either area, no session needed). Kept apart
 * from passwordReset.ts so the console's first load can match them without zod and the schemas.
 */
export const FORGOT_PASSWORD_ROUTE = '/:area/forgot-password';
export const RESET_PASSWORD_ROUTE = '/:area/reset-password';
export const isConsoleArea = (area: string | undefined) => area === 'admin' || area === 'dashboard';
