/**
 * "Current password required" for changing the password or the address in the profile. A
 * stolen session must not be a way to guess the password: wrong answers are limited per
 * account (CURRENT_PASSWORD_LIMIT); right ones give their point back.
 */
import type { Knex } from 'knex';
import { WRONG_CURRENT_PASSWORD } from '@core/schemas/account';
import { badRequest } from '../errors';
import type { User } from '../models';
import { consumeOrRefuse, createLimiter, type Limiter } from '../security/rateLimits';
import { verifyPassword } from './passwords';

export const CURRENT_PASSWORD_LIMIT = {
  name: 'current-password',
  points: 5,
  durationSeconds: 15 * 60,
} as const;
export const TOO_MANY_WRONG_PASSWORDS =
  'Too many wrong passwords. Try again later, or sign out and use "Forgot password?".';

export type CurrentPasswordLimiter = Limiter;

export function createCurrentPasswordLimiter(knex: Knex): CurrentPasswordLimiter {
  return createLimiter(knex, CURRENT_PASSWORD_LIMIT);
}

export async function assertCurrentPassword(
  user: Pick<User, 'id' | 'passwordHash'>,
  password: string,
  limiter: CurrentPasswordLimiter,
): Promise<void> {
  const key = String(user.id);
  // Counted before the check (atomically, so parallel guesses cannot slip past the limit) and
  // given back when the password was right.
  await consumeOrRefuse(limiter, key, TOO_MANY_WRONG_PASSWORDS);
  if (await verifyPassword(user.passwordHash, password)) {
    await limiter.reward(key, 1);
    return;
  }
  throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
}
