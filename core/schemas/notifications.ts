import { z } from './zod';

/** How a company hears of its new leads: a mail each, one a day with the day's leads, or none. */
export const NEW_LEAD_MAIL_MODES = ['instant', 'digest', 'off'] as const;
export const newLeadMailSchema = z.enum(NEW_LEAD_MAIL_MODES);
export type NewLeadMailMode = z.infer<typeof newLeadMailSchema>;

/**
 * GET/PATCH /api/profile/notifications: the optional mails the signed-in user can turn off.
 * `newLeads` is a vendor's company setting (null for other roles and company-less vendors);
 * `adminSummary` is an admin's daily queue summary (null for other roles). Every other message
 * (decisions, reminders, resets) is transactional and always sent.
 */
export const notificationSettingsSchema = z.object({
  newLeads: newLeadMailSchema.nullable(),
  adminSummary: z.boolean().nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationPatchSchema = z
  .object({
    newLeads: newLeadMailSchema.optional(),
    adminSummary: z.boolean().optional(),
  })
  .strict();
export type NotificationPatch = z.infer<typeof notificationPatchSchema>;
