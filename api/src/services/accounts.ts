/**
 * Signing in and signing up. Every sign-in attempt is counted before its password is checked
 * (auth/loginLimits.ts), and password checks take the same time for unknown and known e-mails.
 * Sign-ups are limited per address, the taken-e-mail answer included.
 */
import type { Knex } from 'knex';
import type { LoginInput, RegisterInput } from '@core/schemas/auth';
import { conflict, HttpError } from '../errors';
import { ERROR_CODES } from '@core/schemas/error';
import {
  countLoginAttempt,
  createLoginLimiters as createSignInLimiters,
  isKnownAddress,
  rememberAddress,
  type LoginLimiters as SignInLimiters,
} from '../auth/loginLimits';
import { Company, User } from '../models';
import { consumeOrRefuse, createLimiter, type Limiter } from '../security/rateLimits';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords';
import { uniqueSlug } from './slugs';
import { transaction } from '../db/transaction';
import { addCompanyMember } from './team';
import { queueVerificationMail } from './accountEmail';

export { LOGIN_LIMITS } from '../auth/loginLimits';

/** The spec's message for any failed sign-in: the same for an unknown user and a wrong password. (docs/product.md#sign-in-and-accounts) */
export const INVALID_CREDENTIALS = 'Invalid credentials';

/**
 * Sign-ups per address: a rental company signs up once; 10 an hour (SIGN_UPS_PER_HOUR) leaves
 * room for mistakes and colleagues behind one office or mobile-carrier address, and a new company
 * stays off the public lists until a listing is approved anyway. Every attempt past validation
 * counts, so asking whether an e-mail is registered costs the same as signing up.
 */
export const SIGN_UP_LIMIT = {
  name: 'signup-address',
  points: 10,
  durationSeconds: 60 * 60,
} as const;
export const TOO_MANY_SIGN_UPS = 'Too many sign-ups from your network. Try again later.';

/** The limits of this file's endpoints: sign-in (auth/loginLimits.ts) and sign-up. */
export interface LoginLimiters extends SignInLimiters {
  signUp: Limiter;
}

export function createLoginLimiters(
  knex: Knex,
  signUpsPerHour: number = SIGN_UP_LIMIT.points,
): LoginLimiters {
  return {
    ...createSignInLimiters(knex),
    signUp: createLimiter(knex, { ...SIGN_UP_LIMIT, points: signUpsPerHour }),
  };
}

// A real hash of a random password: verifying against it costs what a real check costs.
let dummyHash: Promise<string> | null = null;
const timingDummy = () => (dummyHash ??= hashPassword(`no-user-${Math.random()}`));

export interface AuthenticateOptions {
  /** Under NODE_ENV=production the seeded demo accounts (published password) never sign in. */
  refuseDemoAccounts: boolean;
  /** Accounts this browser signed in to before (auth/knownDevice.ts): they count as its own. */
  knownDeviceUserIds: readonly number[];
}

export async function authenticate(
  knex: Knex,
  input: LoginInput,
  address: string,
  limiters: LoginLimiters,
  options: AuthenticateOptions,
): Promise<User> {
  const account = input.username;
  // Looked up only once the address's limits have counted the attempt.
  let user: User | undefined;
  const attempt = await countLoginAttempt(limiters, account, address, async () => {
    user = await User.query().whereRaw('lower(email) = ?', [account]).first();
    if (!user) return false;
    return options.knownDeviceUserIds.includes(user.id) || isKnownAddress(knex, user.id, address);
  });
  const passwordMatches = await verifyPassword(
    user?.passwordHash ?? (await timingDummy()),
    input.password,
  );
  if (!user || !passwordMatches || (user.demo && options.refuseDemoAccounts)) {
    throw new HttpError(401, ERROR_CODES.unauthorised, INVALID_CREDENTIALS);
  }
  if (user.status !== 'active') {
    throw new HttpError(403, ERROR_CODES.forbidden, 'This account is disabled');
  }
  await attempt.succeeded();
  await rememberAddress(knex, user.id, address);
  await User.query().patch({ lastLoginAt: new Date() }).where({ id: user.id });
  return user;
}

/**
 * A rental company signs up: its vendor user and its company (unverified, off the public lists
 * until a listing is approved), and the mail that confirms the address, in one transaction. The password is checked first (a weak one
 * costs no sign-up); then the attempt counts against the address, whatever its outcome.
 */
export async function registerCompany(
  knex: Knex,
  input: RegisterInput,
  address: string,
  limiters: Pick<LoginLimiters, 'signUp'>,
  { publicUrl }: { publicUrl: string },
): Promise<User> {
  await assertStrongPassword(input.password, [input.email, input.name, input.companyName]);
  await consumeOrRefuse(limiters.signUp, address, TOO_MANY_SIGN_UPS);
  const passwordHash = await hashPassword(input.password);
  return transaction(async (trx) => {
    // One sign-up per e-mail at a time: a concurrent twin waits here, then sees the account
    // (a 409 naming the field) instead of failing on the unique index.
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`sign-up:${input.email}`]);
    const taken = await User.query(trx).whereRaw('lower(email) = ?', [input.email]).first();
    if (taken) {
      throw conflict('An account with this e-mail already exists', {
        email: 'An account with this e-mail already exists',
      });
    }
    const user = await User.query(trx).insertAndFetch({
      email: input.email,
      passwordHash,
      role: 'vendor',
      name: input.name,
      status: 'active',
      // Confirmed by the link mailed below; until then no listing goes for review.
      emailVerifiedAt: null,
    });
    await queueVerificationMail(trx, user, publicUrl);
    const company = await Company.query(trx).insert({
      ownerId: user.id,
      name: input.companyName,
      slug: await uniqueSlug(trx, 'companies', input.companyName, 'company'),
      emirate: input.emirate,
      phone: input.phone,
      whatsapp: input.phone,
      email: input.email,
      verificationStatus: 'unverified',
      status: 'active',
    });
    await addCompanyMember(trx, company.id, user.id, 'owner');
    return user;
  }, knex);
}
