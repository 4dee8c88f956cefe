/**
 * The admin console's screens (queues, decisions, audit), one lazy chunk each. The blog's
 * screens under /admin/blog/* are another issue's.
 */
import { lazy } from 'react';
import type { ConsoleRoute } from './vendorRoutes';

export const ADMIN_ROUTES: readonly ConsoleRoute[] = [
  {
    path: '/admin',
    title: 'Overview',
    menuKey: '/admin',
    Screen: lazy(() => import('../screens/Admin/AdminOverviewScreen')),
  },
  {
    path: '/admin/approve-listings',
    title: 'Approve listings',
    menuKey: '/admin/approve-listings',
    Screen: lazy(() => import('../screens/Admin/ApproveListingsScreen')),
  },
  {
    path: '/admin/verify-vendors',
    title: 'Verify vendors',
    menuKey: '/admin/verify-vendors',
    Screen: lazy(() => import('../screens/Admin/VerifyVendorsScreen')),
  },
  {
    path: '/admin/document-review',
    title: 'Document review',
    menuKey: '/admin/document-review',
    Screen: lazy(() => import('../screens/Admin/DocumentReviewScreen')),
  },
  {
    path: '/admin/leads',
    title: 'Leads',
    menuKey: '/admin/leads',
    Screen: lazy(() => import('../screens/Admin/AdminLeadsScreen')),
  },
  {
    path: '/admin/support',
    title: 'Support tickets',
    menuKey: '/admin/support',
    Screen: lazy(() => import('../screens/Admin/SupportInboxScreen')),
  },
  {
    path: '/admin/support/:id',
    title: 'Support ticket',
    menuKey: '/admin/support',
    Screen: lazy(() => import('../screens/Admin/AdminTicketScreen')),
  },
  {
    path: '/admin/audit',
    title: 'Audit trail',
    menuKey: '/admin/audit',
    Screen: lazy(() => import('../screens/Admin/AuditScreen')),
  },
  {
    path: '/admin/outbox',
    title: 'Mail outbox',
    menuKey: '/admin/outbox',
    Screen: lazy(() => import('../screens/Admin/OutboxScreen')),
  },
];
