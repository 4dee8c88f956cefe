/** A user's notification preferences (core/schemas/notifications.ts says what each one is). */
import type { Knex } from 'knex';
import type {
  NewLeadMailMode,
  NotificationPatch,
  NotificationSettings,
} from '@core/schemas/notifications';
import { transaction } from '../db/transaction';
import { forbidden } from '../errors';
import { notificationPolicy } from '../policies/notifications';
import type { Actor } from '../policies/policy';

export async function notificationSettingsOf(
  knex: Knex | Knex.Transaction,
  actor: Actor,
): Promise<NotificationSettings> {
  let newLeads: NewLeadMailMode | null = null;
  if (notificationPolicy.setNewLeads(actor)) {
    const company = (await knex('companies')
      .where({ id: actor.companyId })
      .first('new_lead_mail')) as { new_lead_mail: NewLeadMailMode } | undefined;
    newLeads = company?.new_lead_mail ?? null;
  }
  let adminSummary: boolean | null = null;
  if (notificationPolicy.setAdminSummary(actor)) {
    const user = (await knex('users').where({ id: actor.id }).first('admin_summary_mail')) as
      { admin_summary_mail: boolean } | undefined;
    adminSummary = user?.admin_summary_mail ?? null;
  }
  return { newLeads, adminSummary };
}

/** Sets what the patch names; a setting the actor does not have is a 403, and nothing changes. */
export async function updateNotificationSettings(
  knex: Knex,
  actor: Actor,
  patch: NotificationPatch,
): Promise<NotificationSettings> {
  if (patch.newLeads !== undefined && !notificationPolicy.setNewLeads(actor)) {
    throw forbidden("Only a rental company's owner chooses how its leads are e-mailed");
  }
  if (patch.adminSummary !== undefined && !notificationPolicy.setAdminSummary(actor)) {
    throw forbidden('Only admins get the daily summary of the review queues');
  }
  return transaction(async (trx) => {
    if (patch.newLeads !== undefined) {
      await trx('companies')
        .where({ id: actor.companyId })
        .update({ new_lead_mail: patch.newLeads });
    }
    if (patch.adminSummary !== undefined) {
      await trx('users').where({ id: actor.id }).update({ admin_summary_mail: patch.adminSummary });
    }
    return notificationSettingsOf(trx, actor);
  }, knex);
}
