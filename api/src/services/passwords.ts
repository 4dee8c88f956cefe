/**
 * Password hashing with argon2id (@node-rs/argon2: maintained, prebuilt binary in the npm
 * package, no compiler needed). Parameters are OWASP's argon2id recommendation (19 MiB, t=2).
 */
import { hash, verify } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum (not importable under isolatedModules): 2 is Argon2id.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
