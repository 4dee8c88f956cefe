/**
 * The setup every mail integration test shares: a real SMTP server in the test process, the real
 * app pointed at it, and a mail worker of the test's own (test/mailWorker.ts) that sends only
 * the test's own recipients. `startMailTest()` in `beforeAll`, `close()` in `afterAll`;
 * `sent()` drains the outbox and `to(address)` lists what that address received.
 */
import type { ParsedMail } from 'mailparser';
import type { Role } from '@core/enums';
import type { Company, User } from '../src/models';
import type { MailLinks } from '../src/mail/unsubscribe';
import { runHousekeeping } from '../src/jobs/housekeeping';
import { buildCompany } from './factories';
import { TestClient } from './testClient';
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
  /** The server's links with its own address (for jobs that queue mail: runHousekeeping). */
  links: MailLinks;
  /** A signed-in user of this test's mail domain. */
  signIn(role: Role, overrides?: Partial<User>): Promise<{ client: TestClient; user: User }>;
  /** A signed-in vendor owning a company, both with addresses of this test's mail domain. */
  vendor(
    companyOverrides?: Partial<Company>,
  ): Promise<{ client: TestClient; user: User; company: Company }>;
  /**
   * Housekeeping as two server processes run it at the same moment, then once more an hour
   * later (a daily or reminder mail is still queued once), and sends what is due.
   */
  housekeepingTwice(now?: Date): Promise<void>;
  /** Follows a link of a mail on this test server (mail links use PUBLIC_URL's origin). */
  follow(link: URL | string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The password of every user `signIn` and `vendor` make. */
export const MAIL_TEST_PASSWORD = 'mail test pass phrase 1234';
const PASSWORD = MAIL_TEST_PASSWORD;

export async function startMailTest(env: Record<string, string> = {}): Promise<MailTest> {
  const smtp = await startTestSmtpServer();
  const server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: TEST_MAIL_FROM, ...env });
  const transport: MailTransport = createMailTransport(
    { smtpUrl: smtp.url, from: TEST_MAIL_FROM, retryBaseMs: 30_000 },
    '/nonexistent',
  );
  const mail = testMailWorker(server.knex, transport);
  const fixture: MailTest = {
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
    links: { publicUrl: server.baseUrl, secret: server.mail.links.secret },
    async signIn(role, overrides = {}) {
      const user = await mail.user(PASSWORD, { role, ...overrides });
      const client = new TestClient(server.baseUrl);
      const login = await client.login(user.email, PASSWORD);
      if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status}`);
      return { client, user };
    },
    async vendor(companyOverrides = {}) {
      const { client, user } = await fixture.signIn('vendor');
      const company = await buildCompany({
        ownerId: user.id,
        email: mail.address('company'),
        ...companyOverrides,
      });
      return { client, user, company };
    },
    async housekeepingTwice(now = new Date()) {
      await Promise.all([
        runHousekeeping(server.knex, now, fixture.links),
        runHousekeeping(server.knex, now, fixture.links),
      ]);
      await runHousekeeping(server.knex, new Date(now.getTime() + 3_600_000), fixture.links);
      await fixture.send();
    },
    follow(link, init) {
      const url = new URL(link);
      return fetch(`${server.baseUrl}${url.pathname}${url.search}`, {
        redirect: 'manual',
        ...init,
      });
    },
    async close() {
      transport.close();
      await server.close();
      await smtp.close();
    },
  };
  return fixture;
}

/** A header as it was sent (mailparser rewrites some, e.g. List-*), unfolded; undefined if absent. */
export function header(message: ParsedMail, name: string): string | undefined {
  const line = message.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

/** The first link in a message's text whose path starts with `pathPrefix`. */
export function linkIn(message: ParsedMail, pathPrefix: string): URL {
  for (const match of (message.text ?? '').matchAll(/https?:\/\/[^\s<>\]"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`no link to ${pathPrefix} in:\n${message.text}`);
}
