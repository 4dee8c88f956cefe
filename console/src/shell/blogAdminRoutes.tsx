/** The blog's management screens (categories, people, settings), for admins only. */
import { lazy } from 'react';
import type { ConsoleRoute } from './vendorRoutes';

export const BLOG_ADMIN_ROUTES: readonly ConsoleRoute[] = [
  {
    path: '/admin/blog/categories',
    title: 'Blog categories',
    menuKey: '/admin/blog/categories',
    Screen: lazy(() => import('../screens/Blog/BlogCategoriesScreen')),
  },
  {
    path: '/admin/blog/writers',
    title: 'Writers',
    menuKey: '/admin/blog/writers',
    Screen: lazy(() => import('../screens/Blog/BlogWritersScreen')),
  },
  {
    path: '/admin/blog/invitations',
    title: 'Invitations',
    menuKey: '/admin/blog/invitations',
    Screen: lazy(() => import('../screens/Blog/BlogInvitationsScreen')),
  },
  {
    path: '/admin/blog/settings',
    title: 'Blog settings',
    menuKey: '/admin/blog/settings',
    Screen: lazy(() => import('../screens/Blog/BlogSettingsScreen')),
  },
];

/** Where an invitation link opens (core's BLOG_INVITATION_PATH): shown with or without a session. */
export const INVITATION_ROUTE = '/admin/invitation/:token';

export const AcceptInvitationScreen = lazy(() => import('../screens/Blog/AcceptInvitationScreen'));
