/**
 * A mail worker of the test's own over the test server's transport, sending only to the test's
 * own recipient domain (`@<domain>`): on CI's shared PostgreSQL, test files never send each
 * other's mail. Returns the worker and a way to make addresses in that domain.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { createLogger } from '../src/logger';
import type { MailTransport } from '../src/mail/transport';
import { MailWorker } from '../src/mail/worker';
import { buildUserWithPassword } from './factories';
import type { User } from '../src/models';

export const TEST_MAIL_FROM = 'UAE Car Rental <no-reply@market.test>';

export function testMailWorker(knex: Knex, transport: MailTransport, retryBaseMs = 30_000) {
  const domain = `mail-${randomUUID().slice(0, 8)}.test`;
  const worker = new MailWorker({
    knex,
    transport,
    from: TEST_MAIL_FROM,
    logger: createLogger('silent'),
    retryBaseMs,
    recipientsLike: `%@${domain}`,
  });
  let n = 0;
  const address = (local = 'user') => `${local}-${(n += 1)}@${domain}`;
  /** A user of this domain who can sign in with `password`. */
  const user = (password: string, overrides: Partial<User> = {}) =>
    buildUserWithPassword(password, { email: address(), ...overrides });
  return { worker, domain, address, user };
}
