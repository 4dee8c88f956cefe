/**
 * Signing in and signing up. Password checks take the same time for unknown and known e-mails,
 * and failures are counted per account and per address in the database (429 past the limit).
 */
import type { Knex } from 'knex';
import type { LoginInput, RegisterInput } from '@core/schemas/auth';
import { conflict, HttpError } from '../errors';
import { ERROR_CODES } from '@core/schemas/error';
import { Company, User } from '../models';
import { createLimiter, tooManyRequests, type Limiter } from '../security/rateLimits';
import { hashPassword, verifyPassword } from './passwords';
import { uniqueSlug } from './slugs';
import { transaction } from '../db/transaction';

/** The spec's message for any failed sign-in: the same for an unknown user and a wrong password. */
export const INVALID_CREDENTIALS = 'Invalid credentials';

export const LOGIN_LIMITS = {
  perAccount: { name: 'login-account', points: 10, durationSeconds: 15 * 60 },
  perAddress: { name: 'login-address', points: 10, durationSeconds: 15 * 60 },
} as const;

export interface LoginLimiters {
  perAccount: Limiter;
  perAddress: Limiter;
}

export function createLoginLimiters(knex: Knex): LoginLimiters {
  return {
    perAccount: createLimiter(knex, LOGIN_LIMITS.perAccount),
    perAddress: createLimiter(knex, LOGIN_LIMITS.perAddress),
  };
}

// A real hash of a random password: verifying against it costs what a real check costs.
let dummyHash: Promise<string> | null = null;
const timingDummy = () => (dummyHash ??= hashPassword(`no-user-${Math.random()}`));

export async function authenticate(
  input: LoginInput,
  address: string,
  limiters: LoginLimiters,
): Promise<User> {
  const accountKey = input.username;
  const [byAccount, byAddress] = await Promise.all([
    limiters.perAccount.get(accountKey),
    limiters.perAddress.get(address),
  ]);
  for (const [state, limit] of [
    [byAccount, LOGIN_LIMITS.perAccount],
    [byAddress, LOGIN_LIMITS.perAddress],
  ] as const) {
    if (state && state.consumedPoints >= limit.points) {
      throw tooManyRequests(state.msBeforeNext, 'Too many failed sign-ins. Try again later.');
    }
  }

  const user = await User.query().whereRaw('lower(email) = ?', [input.username]).first();
  const passwordMatches = await verifyPassword(
    user?.passwordHash ?? (await timingDummy()),
    input.password,
  );
  if (!user || !passwordMatches) {
    await Promise.all([
      limiters.perAccount.penalty(accountKey, 1),
      limiters.perAddress.penalty(address, 1),
    ]);
    throw new HttpError(401, ERROR_CODES.unauthorised, INVALID_CREDENTIALS);
  }
  if (user.status !== 'active') {
    throw new HttpError(403, ERROR_CODES.forbidden, 'This account is disabled');
  }
  await limiters.perAccount.delete(accountKey);
  await User.query().patch({ lastLoginAt: new Date() }).where({ id: user.id });
  return user;
}

/** A rental company signs up: its vendor user and its company (unverified), in one transaction. */
export async function registerCompany(knex: Knex, input: RegisterInput): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  return transaction(async (trx) => {
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
    });
    await Company.query(trx).insert({
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
    return user;
  }, knex);
}
