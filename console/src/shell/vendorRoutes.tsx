/**
 * The vendor workspace's screens, one lazy chunk each (antd's pieces load with the screen that
 * uses them). `title` is the header's; the menu's entries are in consoleMenus.ts.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface ConsoleRoute {
  path: string;
  title: string;
  /** The menu entry to highlight (a sub-page highlights its parent). */
  menuKey: string;
  Screen: LazyExoticComponent<ComponentType>;
}

export const VENDOR_ROUTES: readonly ConsoleRoute[] = [
  {
    path: '/dashboard',
    title: 'Overview',
    menuKey: '/dashboard',
    Screen: lazy(() => import('../screens/Overview/OverviewScreen')),
  },
  {
    path: '/dashboard/cars',
    title: 'My cars',
    menuKey: '/dashboard/cars',
    Screen: lazy(() => import('../screens/Cars/CarsScreen')),
  },
  {
    path: '/dashboard/add-car',
    title: 'Add a car',
    menuKey: '/dashboard/add-car',
    Screen: lazy(() => import('../screens/CarForm/AddCarScreen')),
  },
  {
    path: '/dashboard/cars/:id/edit',
    title: 'Edit listing',
    menuKey: '/dashboard/cars',
    Screen: lazy(() => import('../screens/CarForm/EditCarScreen')),
  },
  {
    path: '/dashboard/leads',
    title: 'Leads',
    menuKey: '/dashboard/leads',
    Screen: lazy(() => import('../screens/Leads/LeadsScreen')),
  },
  {
    path: '/dashboard/verification',
    title: 'Verification',
    menuKey: '/dashboard/verification',
    Screen: lazy(() => import('../screens/Verification/VerificationScreen')),
  },
  {
    path: '/dashboard/profile',
    title: 'Company profile',
    menuKey: '/dashboard/profile',
    Screen: lazy(() => import('../screens/Profile/ProfileScreen')),
  },
  {
    path: '/dashboard/subscription',
    title: 'Subscription',
    menuKey: '/dashboard/subscription',
    Screen: lazy(() => import('../screens/Subscription/SubscriptionScreen')),
  },
  {
    path: '/dashboard/subscribe',
    title: 'Choose a plan',
    menuKey: '/dashboard/subscription',
    Screen: lazy(() => import('../screens/Subscription/SubscribeScreen')),
  },
  {
    path: '/dashboard/payment-methods',
    title: 'Payment methods',
    menuKey: '/dashboard/payment-methods',
    Screen: lazy(() => import('../screens/PaymentMethods/PaymentMethodsScreen')),
  },
  {
    path: '/dashboard/support',
    title: 'Support',
    menuKey: '/dashboard/support',
    Screen: lazy(() => import('../screens/Support/SupportScreen')),
  },
  {
    path: '/dashboard/support/:id',
    title: 'Support ticket',
    menuKey: '/dashboard/support',
    Screen: lazy(() => import('../screens/Support/TicketScreen')),
  },
  {
    path: '/dashboard/team',
    title: 'Team',
    menuKey: '/dashboard/team',
    Screen: lazy(() => import('../screens/Team/TeamScreen')),
  },
  // Staff have no company profile: their password, sessions and mails are here.
  {
    path: '/dashboard/account',
    title: 'My account',
    menuKey: '/dashboard/account',
    Screen: lazy(() => import('../screens/Profile/AccountScreen')),
  },
];
