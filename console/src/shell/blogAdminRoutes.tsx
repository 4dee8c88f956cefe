/** The blog's management screens (categories, people, settings), for admins only. */
import type { ConsoleRoute } from './vendorRoutes';

export const BLOG_ADMIN_ROUTES: readonly ConsoleRoute[] = [];
