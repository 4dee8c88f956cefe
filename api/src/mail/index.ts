/**
 * The product's mail: `createMail(...)` gives the transport (SMTP, or the development outbox)
 * and the worker that sends the outbox. Services enqueue with `enqueueMail(trx, …)` inside their
 * own transaction, and the route wakes the worker once it has committed.
 */
import type { Knex } from 'knex';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { resolveSessionSecret } from '../auth/sessionSecret';
import { createMailTransport, type MailTransport } from './transport';
import type { MailLinks } from './unsubscribe';
import { MailWorker } from './worker';

export { enqueueMail, listDevelopmentOutbox } from './outbox';

export interface Mail {
  transport: MailTransport;
  worker: MailWorker;
  /** True when messages go to the development outbox (no SMTP_URL). */
  developmentOutbox: boolean;
  /** Where mail links point and the key of unsubscribe tokens (jobs that queue mail need it). */
  links: MailLinks;
}

export function createMail(config: Config, knex: Knex, logger: Logger): Mail {
  const transport = createMailTransport(config.mail, config.dataDir);
  const worker = new MailWorker({
    knex,
    transport,
    from: config.mail.from,
    logger,
    retryBaseMs: config.mail.retryBaseMs,
    // Embedded PGlite is one process: its own enqueues wake the worker, so polling only finds
    // retries that came due. On PostgreSQL other server processes enqueue too.
    pollMs: config.databaseUrl ? 1_000 : 5_000,
  });
  return {
    transport,
    worker,
    developmentOutbox: transport.kind === 'outbox',
    links: { publicUrl: config.publicUrl, secret: resolveSessionSecret(config) },
  };
}
