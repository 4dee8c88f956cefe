/**
 * Where messages go. With SMTP_URL: nodemailer's SMTP transport (pooled connections). Without:
 * the development outbox, which sends nothing: nodemailer builds the same MIME message it would
 * send, and it is written as `DATA_DIR/mail/<id>.eml` (open it in any mail client) while the
 * worker keeps its subject and text in the outbox table for GET /api/admin/outbox.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Made from the outbox key: every attempt at one message carries the same Message-ID. */
  messageId: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  /** `smtp`: a real server; `outbox`: the development outbox (nothing leaves the machine). */
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail, outboxId: number): Promise<void>;
  close(): void;
}

// A send is abandoned well within the worker's claim on the message (worker.ts CLAIM_MS), so no
// other worker retakes a message whose send might still succeed.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function createMailTransport(config: MailConfig, dataDir: string): MailTransport {
  if (config.smtpUrl) {
    const url = new URL(config.smtpUrl);
    const transporter = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      pool: true,
      maxConnections: 2,
      ...SMTP_TIMEOUTS,
    });
    return {
      kind: 'smtp',
      async send(mail) {
        await transporter.sendMail(mail);
      },
      close: () => transporter.close(),
    };
  }
  const folder = path.join(dataDir, 'mail');
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    async send(mail, outboxId) {
      const built = await builder.sendMail(mail);
      await fs.mkdir(folder, { recursive: true });
      await fs.writeFile(path.join(folder, `${outboxId}.eml`), built.message as Buffer);
    },
    close: () => builder.close(),
  };
}
