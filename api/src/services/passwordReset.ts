/**
 * "Forgot password": a single-use link, valid PASSWORD_RESET_MINUTES, mailed through the
 * outbox in the transaction that stores its token. Only the token's SHA-256 is stored (a copy
 * of the table opens no account). Asking again replaces any earlier link: only the newest works.
 * The request answers the same whether or not the address has an account; it is rate-limited per
 * client address and per e-mail address (hashed), counted for unknown addresses too.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_MINUTES,
  type PasswordResetConfirm,
} from '@core/schemas/auth';
import { destroyUserSessions } from '../auth/sessionStore';
import { transaction } from '../db/transaction';
import { cancelEmailChanges } from './accountEmail';
import { badRequest } from '../errors';
import { enqueueMail } from '../mail';
import { User } from '../models';
import { consumeOrRefuse, createLimiter, type Limiter } from '../security/rateLimits';
import { assertStrongPassword, hashPassword } from './passwords';

export const PASSWORD_RESET_LIMITS = {
  // An office or a carrier's shared address may hold several people who forgot a password.
  perAddress: { name: 'reset-address', points: 10, durationSeconds: 60 * 60 },
  // Nobody needs more than a few links an hour; more would flood someone's inbox.
  perEmail: { name: 'reset-email', points: 3, durationSeconds: 60 * 60 },
} as const;
export const TOO_MANY_RESETS = 'Too many password reset requests. Try again later.';

export interface PasswordResetLimiters {
  perAddress: Limiter;
  perEmail: Limiter;
}

export function createPasswordResetLimiters(knex: Knex): PasswordResetLimiters {
  return {
    perAddress: createLimiter(knex, PASSWORD_RESET_LIMITS.perAddress),
    perEmail: createLimiter(knex, PASSWORD_RESET_LIMITS.perEmail),
  };
}

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where the link leads: the console area of the user's role (console/src/auth/). */
export function resetLink(publicUrl: string, role: User['role'], token: string): string {
  const area = role === 'vendor' ? '/dashboard' : '/admin';
  // In the fragment: never sent to the server, so it stays out of access logs and Referers.
  return `${publicUrl}${area}/reset-password#token=${token}`;
}

/** The forgot-password screen of the user's console area (for "this was not you" links). */
export function forgotPasswordLink(publicUrl: string, role: User['role']): string {
  return `${publicUrl}${role === 'vendor' ? '/dashboard' : '/admin'}/forgot-password`;
}

/**
 * "Your password was changed", in the transaction that changed it (a change in the profile or
 * a reset): one notice per change.
 */
export function enqueuePasswordChanged(
  trx: Knex.Transaction,
  user: Pick<User, 'id' | 'name' | 'email' | 'role'>,
  how: 'changed' | 'reset',
  publicUrl: string,
) {
  return enqueueMail(trx, {
    key: `password-changed:${user.id}:${randomUUID()}`,
    template: 'passwordChanged',
    to: user.email,
    params: {
      name: user.name,
      email: user.email,
      how,
      resetLink: forgotPasswordLink(publicUrl, user.role),
    },
  });
}

export interface ResetRequestOptions {
  publicUrl: string;
  /** Under NODE_ENV=production the demo accounts never sign in, so get no link either. */
  refuseDemoAccounts: boolean;
}

/** True when a link was queued (the caller wakes the mail worker; the client is not told). */
export async function requestPasswordReset(
  knex: Knex,
  email: string,
  address: string,
  limiters: PasswordResetLimiters,
  options: ResetRequestOptions,
): Promise<boolean> {
  await consumeOrRefuse(limiters.perAddress, address, TOO_MANY_RESETS);
  await consumeOrRefuse(limiters.perEmail, hashResetToken(`email:${email}`), TOO_MANY_RESETS);
  return transaction(async (trx) => {
    // The user's row locked: two requests at once queue two mails, and the later one's link is
    // the only one left working.
    const user = await User.query(trx).whereRaw('lower(email) = ?', [email]).forUpdate().first();
    if (!user || user.status !== 'active' || (user.demo && options.refuseDemoAccounts)) {
      return false;
    }
    await trx('password_reset_tokens').where({ user_id: user.id }).whereNull('used_at').delete();
    const token = randomBytes(32).toString('base64url');
    const [row] = (await trx('password_reset_tokens')
      .insert({
        user_id: user.id,
        token_hash: hashResetToken(token),
        expires_at: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000),
      })
      .returning('id')) as { id: number }[];
    await enqueueMail(trx, {
      key: `password-reset:${row!.id}`,
      template: 'passwordReset',
      to: user.email,
      params: {
        name: user.name,
        email: user.email,
        link: resetLink(options.publicUrl, user.role, token),
        minutes: PASSWORD_RESET_MINUTES,
      },
    });
    return true;
  }, knex);
}

const invalidLink = () =>
  badRequest(PASSWORD_RESET_LINK_INVALID, { token: PASSWORD_RESET_LINK_INVALID });

/**
 * Sets the new password from a link's token: the token is used up, every session of the user
 * ends, and the caller signs the user in. Of two confirmations with one token, exactly one wins
 * (the conditional update below); a refused password leaves the token usable.
 */
export async function confirmPasswordReset(
  knex: Knex,
  input: PasswordResetConfirm,
  options: Pick<ResetRequestOptions, 'refuseDemoAccounts' | 'publicUrl'>,
): Promise<User> {
  const tokenHash = hashResetToken(input.token);
  const found = (await knex('password_reset_tokens')
    .where({ token_hash: tokenHash })
    .whereNull('used_at')
    .where('expires_at', '>', new Date())
    .first('id', 'user_id')) as { id: number; user_id: number } | undefined;
  const owner = found && (await User.query(knex).findById(found.user_id));
  if (!found || !owner || owner.status !== 'active' || (owner.demo && options.refuseDemoAccounts)) {
    throw invalidLink();
  }
  await assertStrongPassword(input.password, [owner.email, owner.name]);
  const passwordHash = await hashPassword(input.password);
  return transaction(async (trx) => {
    const used = await trx('password_reset_tokens')
      .where({ id: found.id })
      .whereNull('used_at')
      .where('expires_at', '>', new Date())
      .update({ used_at: new Date() });
    if (!used) throw invalidLink();
    await User.query(trx).patch({ passwordHash }).where({ id: owner.id });
    await destroyUserSessions(trx, owner.id);
    await cancelEmailChanges(trx, owner.id);
    await enqueuePasswordChanged(trx, owner, 'reset', options.publicUrl);
    return (await User.query(trx).findById(owner.id))!;
  }, knex);
}
