/**
 * Changing the password in the profile: the current one first (limited per account), the
 * robustness work's rules for the new one (services/passwords.ts); then every other session of
 * the user ends (the one asking stays signed in) and a change of address waiting for
 * confirmation is cancelled, as after a reset; the account's address is told (not the password).
 */
import type { Knex } from 'knex';
import type { ChangePasswordInput } from '@core/schemas/account';
import { destroyUserSessions } from '../auth/sessionStore';
import { transaction } from '../db/transaction';
import { conflict } from '../errors';
import { User } from '../models';
import type { Actor } from '../policies/policy';
import { cancelEmailChanges } from './accountEmail';
import { enqueuePasswordChanged } from './passwordReset';
import { assertCurrentPassword, type CurrentPasswordLimiter } from './currentPassword';
import { assertStrongPassword, hashPassword } from './passwords';

export const PASSWORD_CHANGED_MEANWHILE =
  'The password was changed meanwhile. Sign in again with the new password if this was you.';

/** Answers how many other sessions were ended. */
export async function changePassword(
  knex: Knex,
  actor: Actor,
  input: ChangePasswordInput,
  limiter: CurrentPasswordLimiter,
  currentSessionId: string | undefined,
  publicUrl: string,
): Promise<{ otherSessionsEnded: number }> {
  const user = await User.query(knex).findById(actor.id);
  if (!user) throw conflict('This account no longer exists');
  await assertCurrentPassword(user, input.currentPassword, limiter);
  await assertStrongPassword(input.password, [user.email, user.name]);
  const passwordHash = await hashPassword(input.password);
  return transaction(async (trx) => {
    // Only from the password just checked: of two changes at once (two tabs, a double click)
    // the first wins, and the other, whose "current password" no longer is, changes nothing.
    const changed = await User.query(trx)
      .patch({ passwordHash })
      .where({ id: user.id, password_hash: user.passwordHash });
    if (changed === 0) throw conflict(PASSWORD_CHANGED_MEANWHILE);
    await cancelEmailChanges(trx, user.id);
    await enqueuePasswordChanged(trx, user, 'changed', publicUrl);
    // Without a session id nothing is spared: better signed out here too than others left in.
    const otherSessionsEnded = await destroyUserSessions(trx, user.id, currentSessionId);
    return { otherSessionsEnded };
  }, knex);
}
