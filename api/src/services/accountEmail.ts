/**
 * Links that prove an address (`email_tokens`): verifying a new vendor's address at sign-up
 * (`verify`), and moving an account to a new address (`change`, confirmed at the new address
 * and told at the old one). Like password resets: single use, only the token's SHA-256 stored,
 * the mail queued in the transaction that stores the token, and a newer link of the same purpose
 * replaces the older. Confirming signs nobody in or out: the token is the proof, not a session.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  EMAIL_LINK_HOURS,
  EMAIL_LINK_INVALID,
  EMAIL_TAKEN,
  EMAIL_UNCHANGED,
  type ChangeEmailInput,
  type EmailConfirmAnswer,
} from '@core/schemas/account';
import { transaction } from '../db/transaction';
import { badRequest, conflict } from '../errors';
import { enqueueMail } from '../mail';
import { User } from '../models';
import type { Actor } from '../policies/policy';
import { consumeOrRefuse, createLimiter, type Limiter } from '../security/rateLimits';
import { assertCurrentPassword, type CurrentPasswordLimiter } from './currentPassword';
import { forgotPasswordLink, hashResetToken } from './passwordReset';

export type EmailTokenPurpose = 'verify' | 'change';

export const RESEND_VERIFICATION_LIMIT = {
  // A mail can be slow or land in spam; more than a few an hour only floods the inbox.
  name: 'verify-resend',
  points: 3,
  durationSeconds: 60 * 60,
} as const;
export const TOO_MANY_RESENDS = 'Too many confirmation links asked for. Try again later.';

export function createResendLimiter(knex: Knex): Limiter {
  return createLimiter(knex, RESEND_VERIFICATION_LIMIT);
}

/** The console's confirmation screen (either area); the token in the fragment, off logs. */
export function emailConfirmationLink(publicUrl: string, role: User['role'], token: string) {
  const area = role === 'vendor' ? '/dashboard' : '/admin';
  return `${publicUrl}${area}/confirm-email#token=${token}`;
}

/** A new link for the user and purpose; any earlier unused one of that purpose stops working. */
async function issueToken(
  trx: Knex.Transaction,
  userId: number,
  purpose: EmailTokenPurpose,
  email: string,
): Promise<{ id: number; token: string }> {
  // One issue at a time per user: of two requests at once, the later one's link is the only one
  // left working (without the lock both would delete nothing and insert their own).
  await trx('users').where({ id: userId }).forUpdate().first('id');
  await trx('email_tokens').where({ user_id: userId, purpose }).whereNull('used_at').delete();
  const token = randomBytes(32).toString('base64url');
  const [row] = (await trx('email_tokens')
    .insert({
      user_id: userId,
      purpose,
      email,
      token_hash: hashResetToken(token),
      expires_at: new Date(Date.now() + EMAIL_LINK_HOURS * 3_600_000),
    })
    .returning('id')) as { id: number }[];
  return { id: row!.id, token };
}

/** Queues the verification mail of a vendor's new account, in the sign-up's transaction. */
export async function queueVerificationMail(
  trx: Knex.Transaction,
  user: Pick<User, 'id' | 'email' | 'name' | 'role'>,
  publicUrl: string,
): Promise<void> {
  const { id, token } = await issueToken(trx, user.id, 'verify', user.email);
  await enqueueMail(trx, {
    key: `email-verification:${id}`,
    template: 'emailVerification',
    to: user.email,
    params: {
      name: user.name,
      email: user.email,
      link: emailConfirmationLink(publicUrl, user.role, token),
      hours: EMAIL_LINK_HOURS,
    },
  });
}

/** "Resend": a new verification link (rate-limited per account); 409 once verified. */
export async function resendVerification(
  knex: Knex,
  actor: Actor,
  limiter: Limiter,
  publicUrl: string,
): Promise<void> {
  // An address already confirmed is told so without spending one of the hour's resends.
  const current = await User.query(knex).findById(actor.id);
  if (current?.emailVerifiedAt) throw conflict('Your e-mail address is already confirmed');
  await consumeOrRefuse(limiter, String(actor.id), TOO_MANY_RESENDS);
  await transaction(async (trx) => {
    const user = await User.query(trx).findById(actor.id).forUpdate();
    if (!user) throw conflict('This account no longer exists');
    if (user.emailVerifiedAt) throw conflict('Your e-mail address is already confirmed');
    await queueVerificationMail(trx, user, publicUrl);
  }, knex);
}

/**
 * Asks to move the account to a new address: the current password first (limited per
 * account), then a link to the new address and a notice to the old one. The address changes
 * only when the link is followed (`confirmEmailToken`).
 */
export async function requestEmailChange(
  knex: Knex,
  actor: Actor,
  input: ChangeEmailInput,
  limiter: CurrentPasswordLimiter,
  publicUrl: string,
): Promise<void> {
  const user = await User.query(knex).findById(actor.id);
  if (!user) throw conflict('This account no longer exists');
  await assertCurrentPassword(user, input.currentPassword, limiter);
  if (user.email.toLowerCase() === input.email) {
    throw badRequest(EMAIL_UNCHANGED, { email: EMAIL_UNCHANGED });
  }
  await transaction(async (trx) => {
    await assertEmailFree(trx, input.email, user.id);
    const { id, token } = await issueToken(trx, user.id, 'change', input.email);
    await enqueueMail(trx, {
      key: `email-change:${id}`,
      template: 'emailChange',
      to: input.email,
      params: {
        name: user.name,
        oldEmail: user.email,
        newEmail: input.email,
        link: emailConfirmationLink(publicUrl, user.role, token),
        hours: EMAIL_LINK_HOURS,
      },
    });
    await enqueueMail(trx, {
      key: `email-change-notice:${id}`,
      template: 'emailChangeNotice',
      to: user.email,
      params: {
        name: user.name,
        oldEmail: user.email,
        newEmail: input.email,
        resetLink: forgotPasswordLink(publicUrl, user.role),
      },
    });
  }, knex);
}

async function assertEmailFree(trx: Knex.Transaction, email: string, userId: number) {
  // Two changes (or a sign-up) to one address at once: one at a time, as sign-up does.
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`sign-up:${email}`]);
  const taken = await User.query(trx)
    .whereRaw('lower(email) = ?', [email.toLowerCase()])
    .whereNot('id', userId)
    .first();
  if (taken) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
}

const invalidLink = () => badRequest(EMAIL_LINK_INVALID, { token: EMAIL_LINK_INVALID });

/**
 * Follows a link: `verify` marks the address confirmed; `change` moves the account to the new
 * address (409 if another account took it meanwhile; the link then stays unused) and confirms
 * it. Of two uses of one link, exactly one wins (the row is locked). Sessions are untouched.
 */
export async function confirmEmailToken(knex: Knex, token: string): Promise<EmailConfirmAnswer> {
  return transaction(async (trx) => {
    const found = (await trx('email_tokens')
      .where({ token_hash: hashResetToken(token) })
      .whereNull('used_at')
      .where('expires_at', '>', new Date())
      .forUpdate()
      .first('id', 'user_id', 'purpose', 'email')) as
      { id: number; user_id: number; purpose: EmailTokenPurpose; email: string } | undefined;
    if (!found) throw invalidLink();
    const user = await User.query(trx).findById(found.user_id).forUpdate();
    if (!user || user.status !== 'active') throw invalidLink();
    if (found.purpose === 'change') {
      await assertEmailFree(trx, found.email, user.id);
      await User.query(trx)
        .patch({ email: found.email, emailVerifiedAt: new Date() })
        .where({ id: user.id });
    } else {
      // A link to an address the account has since left proves nothing about the current one.
      if (user.email.toLowerCase() !== found.email.toLowerCase()) throw invalidLink();
      if (!user.emailVerifiedAt) {
        await User.query(trx).patch({ emailVerifiedAt: new Date() }).where({ id: user.id });
      }
    }
    await trx('email_tokens').where({ id: found.id }).update({ used_at: new Date() });
    return { purpose: found.purpose, email: found.email };
  }, knex);
}

/** A new password cancels a change of address waiting for confirmation (it may be an intruder's). */
export async function cancelEmailChanges(trx: Knex, userId: number): Promise<void> {
  await trx('email_tokens')
    .where({ user_id: userId, purpose: 'change' })
    .whereNull('used_at')
    .delete();
}
