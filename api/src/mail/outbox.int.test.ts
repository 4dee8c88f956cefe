/**
 * The development outbox (no SMTP_URL): messages are kept in the database and as .eml files,
 * and admins (only) read them at GET /api/admin/outbox. With SMTP_URL there is no such list.
 * On PostgreSQL: two workers with their own connections never send one message twice.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxList } from '@core/schemas/mail';
import { createLogger } from '../logger';
import { testMailWorker, TEST_MAIL_FROM } from '../../test/mailWorker';
import { startTestSmtpServer } from '../../test/smtpServer';
import { signedInUser, TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';
import { enqueueMail } from './outbox';
import { createMailTransport } from './transport';
import { MailWorker } from './worker';

const PASSWORD = 'correct horse battery staple';

let server: TestServer;
let dataDir: string;
let mail: ReturnType<typeof testMailWorker>;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-outbox-'));
  server = await startTestServer({ DATA_DIR: dataDir });
  mail = testMailWorker(server.knex, server.mail.transport);
});

afterAll(async () => {
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('development outbox', () => {
  it('keeps each message in the database and as an .eml file; admins read it newest first', async () => {
    expect(server.mail.developmentOutbox).toBe(true);
    const first = await mail.user(PASSWORD, { name: 'First Person' });
    const second = await mail.user(PASSWORD, { name: 'Second Person', role: 'admin' });
    for (const user of [first, second]) {
      const answer = await new TestClient(server.baseUrl).post('/api/auth/password-reset', {
        email: user.email,
      });
      expect(answer.status).toBe(202);
      await mail.worker.drain();
    }
    const admin = await signedInUser(server.baseUrl, PASSWORD, 'admin');
    const list = await admin.get<OutboxList>('/api/admin/outbox');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const ours = list.body.items.filter((item) => item.to.endsWith(`@${mail.domain}`));
    expect(ours.map((item) => item.to)).toEqual([second.email, first.email]);
    expect(ours[0]).toMatchObject({ subject: 'Reset your UAE Car Rental password' });
    expect(ours[0]!.text).toContain('Hello Second Person,');
    // An admin's link opens the admin console's reset screen.
    expect(ours[0]!.text).toMatch(/\/admin\/reset-password#token=[\w-]{43}/);
    expect(Object.keys(ours[0]!).sort()).toEqual(['createdAt', 'id', 'subject', 'text', 'to']);

    const eml = await fs.readFile(path.join(dataDir, 'mail', `${ours[0]!.id}.eml`), 'utf8');
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(eml).toContain(`To: ${second.email}`);
    expect(eml).toContain('Subject: Reset your UAE Car Rental password');
    expect(eml).toMatch(/^Message-ID: <[0-9a-f]{32}@market\.test>|^Message-ID: </m);
  });

  it('shows mail to demo accounts too: nothing leaves the machine here', async () => {
    const demo = await mail.user(PASSWORD, { demo: true });
    await new TestClient(server.baseUrl).post('/api/auth/password-reset', { email: demo.email });
    await mail.worker.drain();
    const row = await server.knex('mail_outbox').where({ to_address: demo.email }).first();
    expect(row).toMatchObject({ status: 'sent', demo: true });
  });

  it('is refused to writers and vendors (403) and to visitors (401)', async () => {
    for (const role of ['writer', 'vendor'] as const) {
      const client = await signedInUser(server.baseUrl, PASSWORD, role);
      const answer = await client.get('/api/admin/outbox');
      expect(answer.status).toBe(403);
      expect(answer.text).not.toContain('reset-password');
      // Nor are they told where mail goes (only admins' console shows the outbox).
      expect((await client.get('/api/auth/me')).body).not.toHaveProperty('developmentOutbox');
    }
    expect((await new TestClient(server.baseUrl).get('/api/admin/outbox')).status).toBe(401);
  });

  it("tells admins the development outbox is in use (the console's menu shows it)", async () => {
    const admin = await signedInUser(server.baseUrl, PASSWORD, 'admin');
    expect((await admin.get('/api/auth/me')).body).toMatchObject({ developmentOutbox: true });
    const login = await new TestClient(server.baseUrl).post('/api/auth/login', {
      username: (await admin.get<{ email: string }>('/api/auth/me')).body.email,
      password: PASSWORD,
    });
    expect(login.body).toMatchObject({ developmentOutbox: true });
  });

  it('does not exist when a real SMTP server is configured (404)', async () => {
    const smtp = await startTestSmtpServer();
    const withSmtp = await startTestServer({ SMTP_URL: smtp.url });
    try {
      const admin = await signedInUser(withSmtp.baseUrl, PASSWORD, 'admin');
      const answer = await admin.get('/api/admin/outbox');
      expect(answer.status).toBe(404);
      expect((await admin.get('/api/auth/me')).body).toMatchObject({ developmentOutbox: false });
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('several server processes on one PostgreSQL', () => {
  it('two workers with their own connections send each message exactly once', async () => {
    const smtp = await startTestSmtpServer();
    const transports: ReturnType<typeof createMailTransport>[] = [];
    const smtpTransport = () => {
      const transport = createMailTransport(
        { smtpUrl: smtp.url, from: TEST_MAIL_FROM, retryBaseMs: 1000 },
        dataDir,
      );
      transports.push(transport);
      return transport;
    };
    // As two server processes: separate pools, separate transports, one database.
    const other = knexFactory({ client: 'pg', connection: process.env.TEST_DATABASE_URL });
    const own = testMailWorker(server.knex, smtpTransport());
    const like = `%@${own.domain}`;
    const workers = [
      new MailWorker({
        knex: server.knex,
        transport: smtpTransport(),
        from: TEST_MAIL_FROM,
        logger: createLogger('silent'),
        retryBaseMs: 1000,
        recipientsLike: like,
        batchSize: 5,
      }),
      new MailWorker({
        knex: other,
        transport: smtpTransport(),
        from: TEST_MAIL_FROM,
        logger: createLogger('silent'),
        retryBaseMs: 1000,
        recipientsLike: like,
        batchSize: 5,
      }),
    ];
    try {
      const count = 60;
      await server.knex.transaction(async (trx) => {
        for (let i = 0; i < count; i += 1) {
          await enqueueMail(trx, {
            key: `two-workers:${own.domain}:${i}`,
            template: 'passwordReset',
            to: own.address(),
            params: {
              name: `N${i}`,
              email: 'x@y.test',
              link: 'https://x.test/r#token=t',
              minutes: 60,
            },
          });
        }
      });
      const handled = await Promise.all(workers.map((w) => w.drain()));
      await smtp.waitForMessages(count);
      expect(handled[0]! + handled[1]!).toBe(count);
      // Both took part (each claims batches of 5 and skips the other's locked rows).
      expect(Math.min(...handled)).toBeGreaterThan(0);
      const ids = smtp.messages.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(count);
      expect(smtp.messages).toHaveLength(count);
      const rows = await server.knex('mail_outbox').where('to_address', 'like', like);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      for (const transport of transports) transport.close();
      await other.destroy();
      await smtp.close();
    }
  });
});
