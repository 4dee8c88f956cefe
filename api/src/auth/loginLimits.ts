/**
 * How many password guesses may be checked, following OWASP's authentication cheat sheet:
 * - per account and address: strict (10 in 15 minutes), the usual limit a person meets;
 * - per address across accounts: 30 in 15 minutes (one address trying many accounts);
 * - per account from addresses and browsers it never signed in from: a much higher ceiling (100
 *   an hour) and growing delays after the first 10, so an attacker spread over many addresses is
 *   slowed and capped while the owner, signing in from an address or a browser
 *   (auth/knownDevice.ts) used before, is never locked out.
 *
 * Every attempt is counted BEFORE its password is checked, by rate-limiter-flexible's atomic
 * upsert on the `rate_limits` table, so concurrent guesses cannot slip past the limit: at most the
 * limit's number of passwords is ever verified per window. A success gives its points back.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { consumeOrRefuse, createLimiter, type Limiter } from '../security/rateLimits';

export const LOGIN_LIMITS = {
  perAccountAddress: { name: 'login-pair', points: 10, durationSeconds: 15 * 60 },
  perAddress: { name: 'login-address', points: 30, durationSeconds: 15 * 60 },
  perAccount: { name: 'login-account', points: 100, durationSeconds: 60 * 60 },
} as const;

/** Delays before checking a guess at an account from an address it has not signed in from. */
export const ACCOUNT_DELAYS = { freeAttempts: 10, firstMs: 200, maxMs: 5_000 } as const;

/** An address an account signed in from counts as its own for this long. */
export const KNOWN_ADDRESS_DAYS = 90;

export const TOO_MANY_SIGN_INS = 'Too many failed sign-ins. Try again later.';

export interface LoginLimiters {
  perAccountAddress: Limiter;
  perAddress: Limiter;
  perAccount: Limiter;
}

export function createLoginLimiters(knex: Knex): LoginLimiters {
  return {
    perAccountAddress: createLimiter(knex, LOGIN_LIMITS.perAccountAddress),
    perAddress: createLimiter(knex, LOGIN_LIMITS.perAddress),
    perAccount: createLimiter(knex, LOGIN_LIMITS.perAccount),
  };
}

// Keys are hashed: an e-mail may be 254 characters (the key column holds 255), and the table
// need not list who is being attacked.
const digest = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex');
export const accountKey = (account: string) => digest('account', account);
export const accountAddressKey = (account: string, address: string) =>
  digest('pair', account, address);

/** The delay before the n-th guess in the window at an account (from an unknown address). */
export function accountDelayMs(consumedPoints: number): number {
  const over = consumedPoints - ACCOUNT_DELAYS.freeAttempts;
  if (over <= 0) return 0;
  return Math.min(ACCOUNT_DELAYS.firstMs * 2 ** (over - 1), ACCOUNT_DELAYS.maxMs);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One sign-in attempt's place in the limits: taken before the password is checked. */
export interface LoginAttempt {
  /** Gives the points back and forgets the address's failures for this account. */
  succeeded(): Promise<void>;
}

/**
 * Counts the attempt per address and per (account, address); then, unless the account signed in
 * from this address or browser before (`knownAddress`), per account, waiting the growing delay. Throws 429
 * when any limit is spent; the password must be checked only after this returns.
 */
export async function countLoginAttempt(
  limiters: LoginLimiters,
  account: string,
  address: string,
  knownAddress: () => Promise<boolean>,
): Promise<LoginAttempt> {
  const pairKey = accountAddressKey(account, address);
  // Both counted even when one refuses: a refused attempt is still an attempt.
  const counted = await Promise.allSettled([
    consumeOrRefuse(limiters.perAddress, address, TOO_MANY_SIGN_INS),
    consumeOrRefuse(limiters.perAccountAddress, pairKey, TOO_MANY_SIGN_INS),
  ]);
  const refused = counted.find((result) => result.status === 'rejected');
  if (refused) throw refused.reason;

  const known = await knownAddress();
  if (!known) {
    const byAccount = await consumeOrRefuse(
      limiters.perAccount,
      accountKey(account),
      TOO_MANY_SIGN_INS,
    );
    const delay = accountDelayMs(byAccount.consumedPoints);
    if (delay > 0) await sleep(delay);
  }
  return {
    async succeeded() {
      await Promise.all([
        limiters.perAccountAddress.delete(pairKey),
        limiters.perAddress.reward(address, 1),
        known ? null : limiters.perAccount.reward(accountKey(account), 1),
      ]);
    },
  };
}

/** Did the user sign in successfully from this address within KNOWN_ADDRESS_DAYS? */
export async function isKnownAddress(knex: Knex, userId: number, address: string) {
  const since = new Date(Date.now() - KNOWN_ADDRESS_DAYS * 24 * 60 * 60 * 1000);
  const row = await knex('sign_in_addresses')
    .where({ user_id: userId, address })
    .where('signed_in_at', '>', since)
    .first('user_id');
  return Boolean(row);
}

export async function rememberAddress(knex: Knex, userId: number, address: string) {
  await knex('sign_in_addresses')
    .insert({ user_id: userId, address: address.slice(0, 64), signed_in_at: new Date() })
    .onConflict(['user_id', 'address'])
    .merge(['signed_in_at']);
}

/** Rows older than KNOWN_ADDRESS_DAYS are never read; this removes them. */
export async function deleteOldSignInAddresses(knex: Knex): Promise<number> {
  const before = new Date(Date.now() - KNOWN_ADDRESS_DAYS * 24 * 60 * 60 * 1000);
  return knex('sign_in_addresses').where('signed_in_at', '<=', before).delete();
}
