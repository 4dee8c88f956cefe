/**
 * Password hashing with argon2id (@node-rs/argon2: maintained, prebuilt binary in the npm
 * package, no compiler needed). Parameters are OWASP's argon2id recommendation (19 MiB, t=2).
 */
import { hash, verify } from '@node-rs/argon2';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_WEAK_MESSAGE } from '@core/schemas/auth';
import { badRequest } from '../errors';

// `Algorithm` is an ambient const enum (not importable under isolatedModules): 2 is Argon2id.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * How many password checks this process has run. The sign-in limit promises that at most its
 * number of guesses is checked per window, whatever the concurrency: tests and the abuse bench
 * count here rather than by timing.
 */
export const passwordVerifications = { count: 0 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  passwordVerifications.count += 1;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Is a new password strong enough? core's passwordSchema says the shape (at least
 * PASSWORD_MIN_LENGTH characters); here, on the server only, zxcvbn-ts estimates how guessable
 * it is against its shipped offline dictionaries (the 30,000 most common passwords from breach
 * corpora, keyboard patterns, repeats, sequences, dates, l33t). Score 3 of 4 ("safely
 * unguessable") is required, as zxcvbn's authors and OWASP suggest. The dictionaries (~2 MB)
 * load on the first check, not at start-up.
 */
export const MIN_PASSWORD_SCORE = 3;

// zxcvbn's work grows with length; what matters about a long password is in its first part.
const CHECKED_LENGTH = 100;

let factory: Promise<ZxcvbnFactory> | null = null;

function loadFactory(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      }),
  );
  return factory;
}

/** zxcvbn's warning keys, said for a person choosing a password. */
const WARNINGS: Record<string, string> = {
  topTen: 'it is one of the ten most used passwords',
  topHundred: 'it is one of the hundred most used passwords',
  common: 'it is a very common password',
  similarToCommon: 'it is a small change to a very common password',
  straightRow: 'it is a row of keys on the keyboard',
  keyPattern: 'it is a pattern on the keyboard',
  simpleRepeat: 'it repeats characters',
  extendedRepeat: 'it repeats a group of characters',
  sequences: 'it is a sequence such as abc or 123',
  recentYears: 'it ends in a recent year',
  dates: 'it contains a date',
  namesByThemselves: 'it is a name',
  commonNames: 'it is a common name',
  userInputs: 'it contains your name or e-mail',
  wordByItself: 'it is a single word',
  pwned: 'it appeared in a data breach',
};

/**
 * Why the password is too easy to guess, in words for the person choosing it, or null when it is
 * strong enough. `personal` (name, e-mail, company) counts as guessable.
 */
export async function passwordWeakness(
  password: string,
  personal: readonly string[] = [],
): Promise<string | null> {
  const zxcvbn = await loadFactory();
  const words = personal
    .flatMap((value) => value.toLowerCase().split(/[^a-z0-9]+/))
    .filter(Boolean);
  const result = zxcvbn.check(password.slice(0, CHECKED_LENGTH), words);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const why = result.feedback.warning ? WARNINGS[result.feedback.warning] : undefined;
  return why ? `${PASSWORD_WEAK_MESSAGE}: ${why}.` : `${PASSWORD_WEAK_MESSAGE}.`;
}

/** 400 naming the field when the password is too easy to guess. */
export async function assertStrongPassword(
  password: string,
  personal: readonly string[] = [],
  field = 'password',
): Promise<void> {
  const weakness = await passwordWeakness(password, personal);
  if (weakness) throw badRequest(`Invalid ${field}: ${weakness}`, { [field]: weakness });
}
