/** "My account" of the roles without a company profile (admins and writers). */
import { lazy } from 'react';
import type { ConsoleRoute } from './vendorRoutes';

export const ACCOUNT_ROUTES: readonly ConsoleRoute[] = [
  {
    path: '/admin/account',
    title: 'My account',
    menuKey: '/admin/account',
    Screen: lazy(() => import('../screens/Profile/AccountScreen')),
  },
];
