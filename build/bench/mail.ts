/**
 * Mails per second through the outbox: N password-reset messages enqueued in one transaction,
 * then one worker (as in the server: batches of 10, pooled SMTP connections) renders and sends
 * them to a real SMTP server in this process (smtp-server, parsing every message). Prints the
 * figure; fails under the budget. Embedded PGlite by default, PostgreSQL with DATABASE_URL.
 *
 *   npm run bench:mail               (MAIL_BENCH_COUNT=500, SMTP on MAIL_BENCH_SMTP_PORT=4421)
 */
import os from 'node:os';
import type { Knex } from 'knex';
import { openPglite } from '../../api/src/db/knexConfig';
import { openDatabase } from '../../api/src/db/database';
import { createLogger } from '../../api/src/logger';
import { enqueueMail } from '../../api/src/mail/outbox';
import { createMailTransport } from '../../api/src/mail/transport';
import { MailWorker } from '../../api/src/mail/worker';
import { startTestSmtpServer } from '../../api/test/smtpServer';

const COUNT = Number(process.env.MAIL_BENCH_COUNT ?? 500);
const SMTP_PORT = Number(process.env.MAIL_BENCH_SMTP_PORT ?? 4421);
/** Far below what was measured (see docs/performance.md): a regression, not noise, fails it. */
const BUDGET_PER_SECOND = 20;
const FROM = 'UAE Car Rental <no-reply@bench.test>';

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const knex: Knex = await openDatabase(
    databaseUrl ? { databaseUrl } : { pglite: openPglite('memory://') },
  );
  const smtp = await startTestSmtpServer(SMTP_PORT);
  const transport = createMailTransport(
    { smtpUrl: smtp.url, from: FROM, retryBaseMs: 1000 },
    os.tmpdir(),
  );
  const domain = `bench-${Date.now()}.test`;
  const worker = new MailWorker({
    knex,
    transport,
    from: FROM,
    logger: createLogger('warn'),
    retryBaseMs: 1000,
    recipientsLike: `%@${domain}`,
  });
  try {
    await knex.transaction(async (trx) => {
      for (let i = 0; i < COUNT; i += 1) {
        await enqueueMail(trx, {
          key: `bench:${domain}:${i}`,
          template: 'passwordReset',
          to: `user-${i}@${domain}`,
          params: {
            name: `Bench User ${i}`,
            email: `user-${i}@${domain}`,
            link: `https://market.example/dashboard/reset-password#token=${'x'.repeat(43)}`,
            minutes: 60,
          },
        });
      }
    });
    const started = performance.now();
    await worker.drain();
    await smtp.waitForMessages(COUNT);
    const seconds = (performance.now() - started) / 1000;
    const perSecond = COUNT / seconds;
    const sent = await knex('mail_outbox')
      .where('to_address', 'like', `%@${domain}`)
      .where({ status: 'sent' })
      .count('* as n');
    const load = os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ');
    console.log(
      `mail outbox → SMTP: ${COUNT} messages in ${seconds.toFixed(2)} s = ${perSecond.toFixed(0)} mails/s ` +
        `(${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}; received ${smtp.messages.length}, marked sent ${Number(sent[0]?.n)}; load ${load})`,
    );
    if (
      smtp.messages.length !== COUNT ||
      new Set(smtp.messages.map((m) => m.messageId)).size !== COUNT
    ) {
      throw new Error('each message must arrive exactly once');
    }
    if (perSecond < BUDGET_PER_SECOND) {
      throw new Error(`under budget: ${perSecond.toFixed(0)} < ${BUDGET_PER_SECOND} mails/s`);
    }
  } finally {
    transport.close();
    await smtp.close();
    await knex.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
