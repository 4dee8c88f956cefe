import type { Knex } from 'knex';
import type { UserStatus } from '@core/enums';
import { destroyUserSessions } from '../auth/sessionStore';
import { User } from '../models';
import { transaction } from '../db/transaction';

/** Disabling a user ends every session they have, at once. */
export async function setUserStatus(knex: Knex, userId: number, status: UserStatus): Promise<void> {
  await transaction(async (trx) => {
    await User.query(trx).patch({ status }).where({ id: userId });
    if (status === 'disabled') await destroyUserSessions(trx, userId);
  }, knex);
}
