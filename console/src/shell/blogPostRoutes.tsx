/**
 * The blog's writing screens (posts table, the editor), open to writers and admins; one lazy
 * chunk each so the editor (Tiptap) loads only where it is used.
 */
import type { ConsoleRoute } from './vendorRoutes';

export const BLOG_POST_ROUTES: readonly ConsoleRoute[] = [];
