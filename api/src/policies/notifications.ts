import type { Actor } from './policy';
import { roles } from './policy';

/**
 * Notification preferences (GET/PATCH /api/profile/notifications): everyone signed in reads and
 * sets their own. Which settings they have is per role: a company owner sets the company's new-lead
 * mail (the company's setting: its leads go to the company's address), an admin the daily
 * summary of the review queues.
 */
export const notificationPolicy = {
  manageOwn: roles('vendor', 'admin', 'writer'),
  setNewLeads: (actor: Actor) => actor.role === 'vendor' && actor.companyRole === 'owner',
  setAdminSummary: (actor: Actor) => actor.role === 'admin',
};
