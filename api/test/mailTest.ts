/**
 * The setup every mail integration test shares: a real SMTP server in the test process, the real
 * app pointed at it, and a mail worker of the test's own (test/mailWorker.ts) that sends only
 * the test's own recipients. `startMailTest()` in `beforeAll`, `close()` in `afterAll`;
 * `sent()` drains the outbox and `to(address)` lists what that address received.
 */
import type { ParsedMail } from 'mailparser';
import { createMailTransport, type MailTransport } from '../src/mail/transport';
import { testMailWorker, TEST_MAIL_FROM } from './mailWorker';
import { startTestSmtpServer, type TestSmtpServer } from './smtpServer';
import { startTestServer, type TestServer } from './testServer';

export interface MailTest {
  smtp: TestSmtpServer;
  server: TestServer;
  mail: ReturnType<typeof testMailWorker>;
  /** Messages received so far for an address. */
  to(address: string): ParsedMail[];
  /** Sends everything due (this test's recipients only). */
  send(): Promise<number>;
  close(): Promise<void>;
}

export async function startMailTest(env: Record<string, string> = {}): Promise<MailTest> {
  const smtp = await startTestSmtpServer();
  const server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: TEST_MAIL_FROM, ...env });
  const transport: MailTransport = createMailTransport(
    { smtpUrl: smtp.url, from: TEST_MAIL_FROM, retryBaseMs: 30_000 },
    '/nonexistent',
  );
  const mail = testMailWorker(server.knex, transport);
  return {
    smtp,
    server,
    mail,
    to: (address) =>
      smtp.messages.filter((m) =>
        JSON.stringify(m.to ?? '')
          .toLowerCase()
          .includes(address.toLowerCase()),
      ),
    send: () => mail.worker.drain(),
    async close() {
      transport.close();
      await server.close();
      await smtp.close();
    },
  };
}

/** The first link in a message's text whose path starts with `pathPrefix`. */
export function linkIn(message: ParsedMail, pathPrefix: string): URL {
  for (const match of (message.text ?? '').matchAll(/https?:\/\/[^\s<>\]"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`no link to ${pathPrefix} in:\n${message.text}`);
}
