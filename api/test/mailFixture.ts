/**
 * The shared setup of tests that follow mail over a real SMTP server: an SMTP server in the test
 * process, the real app configured to send to it, and a mail worker of the test's own that sends
 * only to the test's own recipient domain (test/mailWorker.ts). Call `useMailServer()` at the
 * top of a test file; its fields are filled in `beforeAll`.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll } from 'vitest';
import { createMailTransport, type MailTransport } from '../src/mail/transport';
import { testMailWorker, TEST_MAIL_FROM } from './mailWorker';
import { startTestSmtpServer, type TestSmtpServer } from './smtpServer';
import { startTestServer, type TestServer } from './testServer';

export interface MailServerFixture {
  smtp: TestSmtpServer;
  server: TestServer;
  mail: ReturnType<typeof testMailWorker>;
  /** The messages received for an address (by its To), oldest first. */
  messagesTo(address: string): ParsedMail[];
  /** The last message received for an address, after sending what is due. */
  lastMailTo(address: string): Promise<ParsedMail>;
}

export function useMailServer(env: Record<string, string> = {}): MailServerFixture {
  let transport: MailTransport | undefined;
  const fixture = {
    messagesTo: (address: string) =>
      fixture.smtp.messages.filter((m) => m.to && JSON.stringify(m.to).includes(address)),
    lastMailTo: async (address: string) => {
      await fixture.mail.worker.drain();
      const last = fixture.messagesTo(address).at(-1);
      if (!last) throw new Error(`no mail received for ${address}`);
      return last;
    },
  } as MailServerFixture;
  beforeAll(async () => {
    fixture.smtp = await startTestSmtpServer();
    fixture.server = await startTestServer({
      SMTP_URL: fixture.smtp.url,
      MAIL_FROM: TEST_MAIL_FROM,
      ...env,
    });
    transport = createMailTransport(
      { smtpUrl: fixture.smtp.url, from: TEST_MAIL_FROM, retryBaseMs: 30_000 },
      '/nonexistent',
    );
    fixture.mail = testMailWorker(fixture.server.knex, transport);
  });
  afterAll(async () => {
    transport?.close();
    await fixture.server?.close();
    await fixture.smtp?.close();
  });
  return fixture;
}

/** The link to a console screen in a mail's text, and its `#token=`. */
export function linkIn(text: string | undefined, screen: string) {
  const match = new RegExp(`(https?://\\S+/${screen}#token=([\\w-]+))`).exec(text ?? '');
  if (!match) throw new Error(`no ${screen} link in: ${text}`);
  return { link: match[1]!, token: match[2]! };
}
