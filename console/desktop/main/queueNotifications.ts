/**
 * Desktop notifications for the admin queues: main polls GET /api/admin/overview with the
 * window's own session (its cookies) and announces a queue whose count went up. Pure parts here;
 * the polling loop lives in index.ts.
 */
import type { AdminOverview } from '@core/schemas/admin';

export const OVERVIEW_POLL_MS = 60_000;

/** How a notification names each queue: one item, several. */
const QUEUE_NAMES: Record<keyof AdminOverview, [one: string, several: string]> = {
  pendingListings: ['listing awaits review', 'listings await review'],
  vendorsAwaitingVerification: ['company awaits verification', 'companies await verification'],
  documentsToReview: ['document to review', 'documents to review'],
  newLeads: ['new lead', 'new leads'],
  openSupportTickets: ['support ticket opened', 'support tickets opened'],
};

/** Leads are vendors' business: admins are not interrupted for them. */
const ANNOUNCED: (keyof AdminOverview)[] = [
  'pendingListings',
  'vendorsAwaitingVerification',
  'documentsToReview',
  'openSupportTickets',
];

export interface QueueNotice {
  title: string;
  body: string;
}

/** What to announce when the overview moved from `previous` to `current` (first poll: nothing). */
export function newQueueItems(
  previous: AdminOverview | null,
  current: AdminOverview,
): QueueNotice[] {
  if (!previous) return [];
  return ANNOUNCED.flatMap((queue) => {
    const added = current[queue].count - previous[queue].count;
    if (added <= 0) return [];
    const [one, several] = QUEUE_NAMES[queue];
    return [
      {
        title: `${added} ${added === 1 ? one : several}`,
        body: `${current[queue].count} waiting in total.`,
      },
    ];
  });
}
