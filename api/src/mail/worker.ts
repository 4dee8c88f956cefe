/**
 * Sends the outbox. Delivery is at least once, and never twice in practice:
 *
 * - a worker CLAIMS due messages in a short transaction of its own (`FOR UPDATE SKIP LOCKED`:
 *   several workers, in one process or in several server processes on one PostgreSQL, each take
 *   different rows), marking them `sending` until `locked_until`, and commits before talking to
 *   SMTP: no transaction is held while sending (PGlite has one connection, and a slow mail
 *   server must not hold row locks);
 * - it sends, then marks the message `sent` (or schedules a retry with exponential backoff, or
 *   gives up after MAX_ATTEMPTS or a permanent 5xx refusal);
 * - a worker that dies between claim and mark (a crash, SIGKILL) leaves the row `sending`; when
 *   its claim runs out the row is claimed again. Every attempt carries the same Message-ID (made
 *   from the outbox key), so the rare resend after a crash in the instant between the SMTP
 *   server's "250 OK" and our mark is recognisable as the same message by the receiving side.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from '../logger';
import type { MailTransport } from './transport';

/** How long a claim lasts: far beyond the transport's own timeouts (transport.ts). */
export const CLAIM_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 8;
const MAX_BACKOFF_MS = 6 * 60 * 60_000;

export interface MailWorkerOptions {
  knex: Knex;
  transport: MailTransport;
  from: string;
  logger: Logger;
  /** First retry delay; each next retry waits twice as long (capped at 6 hours). */
  retryBaseMs: number;
  /** How often the outbox is looked at when nobody woke the worker (other processes' mail). */
  pollMs?: number;
  batchSize?: number;
  /**
   * Only messages to addresses LIKE this: tests on a shared PostgreSQL database (CI) each send
   * their own mail (a domain of their own), never another test file's. Unset in the product.
   */
  recipientsLike?: string;
}

interface OutboxRow {
  id: number | string;
  key: string;
  template: string;
  locale: string;
  to_address: string;
  params: unknown;
  demo: boolean;
  attempts: number;
}

/** The delay before retry number `attempts` (1 = after the first failed attempt). */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export function messageIdFor(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

export class MailWorker {
  private running: Promise<void> | null = null;
  private stopped = true;
  private wakeUp: (() => void) | null = null;
  private readonly pollMs: number;
  private readonly batchSize: number;

  constructor(private readonly options: MailWorkerOptions) {
    this.pollMs = options.pollMs ?? 1_000;
    this.batchSize = options.batchSize ?? 10;
  }

  /** Starts the background loop (server.ts); tests may call `drain` instead. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.running = this.loop();
  }

  /** Lets the current batch finish, then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    await this.running;
    this.running = null;
  }

  /** Something was enqueued: look now rather than at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  /** Sends everything due now, batch after batch; the number of messages handled. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const handled = await this.runBatch();
      if (handled === 0) return total;
      total += handled;
    }
  }

  private async loop() {
    while (!this.stopped) {
      let handled = 0;
      try {
        handled = await this.runBatch();
      } catch (error) {
        this.options.logger.warn({ err: error }, 'mail worker: claiming failed');
      }
      if (handled === 0 && !this.stopped) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.pollMs);
          this.wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wakeUp = null;
      }
    }
  }

  /** Claims up to a batch of due messages and sends them; how many were claimed. */
  async runBatch(): Promise<number> {
    const rows = await this.claim();
    await Promise.all(rows.map((row) => this.deliver(row)));
    return rows.length;
  }

  private async claim(): Promise<OutboxRow[]> {
    const { knex, recipientsLike } = this.options;
    const only = recipientsLike ? 'and to_address like ?' : '';
    const result = (await knex.raw(
      `update mail_outbox
          set status = 'sending', attempts = attempts + 1,
              locked_until = now() + ? * interval '1 millisecond'
        where id in (
          select id from mail_outbox
           where ((status = 'pending' and next_attempt_at <= now())
              or (status = 'sending' and locked_until < now())) ${only}
           order by id
           limit ?
             for update skip locked)
        returning id, key, template, locale, to_address, params, demo, attempts`,
      [CLAIM_MS, ...(recipientsLike ? [recipientsLike] : []), this.batchSize],
    )) as { rows: OutboxRow[] };
    return result.rows;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const { knex, transport, from, logger } = this.options;
    const id = Number(row.id);
    const messageId = messageIdFor(row.key, from);
    try {
      // React Email is loaded with the first mail to send, not by every server at start (~60 MB).
      const { isMailTemplate, renderMail } = await import('./templates');
      if (!isMailTemplate(row.template))
        throw new PermanentMailError(`unknown template ${row.template}`);
      const params = typeof row.params === 'string' ? JSON.parse(row.params) : row.params;
      const rendered = await renderMail(row.template, params, row.locale);
      if (transport.kind === 'smtp' && row.demo) {
        await this.finish(id, 'suppressed', { subject: rendered.subject, params: null });
        return;
      }
      await transport.send(
        {
          from,
          to: row.to_address,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          messageId,
          headers: {
            'X-Auto-Response-Suppress': 'All',
            'Auto-Submitted': 'auto-generated',
            // Optional mails only (templates/index.ts): one-click unsubscribe, RFC 8058.
            ...(rendered.unsubscribeUrl && {
              'List-Unsubscribe': `<${rendered.unsubscribeUrl}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }),
          },
        },
        id,
      );
      await this.finish(
        id,
        'sent',
        transport.kind === 'outbox'
          ? { subject: rendered.subject, text_body: rendered.text, html_body: rendered.html }
          : // The message may hold a secret link: the outbox keeps no readable copy once sent.
            { subject: rendered.subject, params: null },
        messageId,
      );
    } catch (error) {
      const permanent =
        error instanceof PermanentMailError ||
        (typeof (error as { responseCode?: unknown }).responseCode === 'number' &&
          (error as { responseCode: number }).responseCode >= 500);
      const giveUp = permanent || row.attempts >= MAX_ATTEMPTS;
      const message = String((error as Error).message ?? error).slice(0, 1000);
      await knex('mail_outbox')
        .where({ id, status: 'sending' })
        .update({
          status: giveUp ? 'failed' : 'pending',
          locked_until: null,
          last_error: message,
          next_attempt_at: new Date(Date.now() + backoffMs(row.attempts, this.options.retryBaseMs)),
        })
        .catch((markError: unknown) =>
          logger.error({ err: markError }, 'mail worker: mark failed'),
        );
      // Logged once the row says so (the crash test waits for this line).
      logger.warn({ outboxId: id, attempts: row.attempts, giveUp, err: message }, 'mail not sent');
    }
  }

  private async finish(
    id: number,
    status: 'sent' | 'suppressed',
    fields: Record<string, unknown>,
    messageId?: string,
  ) {
    await this.options
      .knex('mail_outbox')
      .where({ id, status: 'sending' })
      .update({
        ...fields,
        status,
        locked_until: null,
        last_error: null,
        message_id: messageId ?? null,
        sent_at: new Date(),
      });
  }
}

class PermanentMailError extends Error {}
