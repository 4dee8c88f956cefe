/**
 * Forgot password end to end over a REAL SMTP server in the test process: the request answers
 * the same for any address, the mail arrives (headers, HTML and text, the link), the link's token
 * sets a new password once, ends the other sessions and signs in; bad, used and expired tokens
 * change nothing; concurrent requests and confirmations; rate limits; idempotency.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_LINK_INVALID, PASSWORD_RESET_SENT_MESSAGE } from '@core/schemas/auth';
import { hashResetToken } from '../services/passwordReset';
import { startMailTest, type MailTest } from '../../test/mailTest';
import { TestClient } from '../../test/testClient';

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'violet tram under nine lanterns';

let smtp: MailTest['smtp'];
let server: MailTest['server'];
let mail: MailTest['mail'];
let mailTest: MailTest;

beforeAll(async () => {
  mailTest = await startMailTest();
  ({ smtp, server, mail } = mailTest);
});

afterAll(() => mailTest.close());

const linkIn = (text: string) => {
  const match = /(https?:\/\/\S+\/reset-password#token=([\w-]+))/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return { link: match[1]!, token: match[2]! };
};

const messagesTo = (address: string): ParsedMail[] => mailTest.to(address);

async function requestReset(client: TestClient, email: string, headers?: Record<string, string>) {
  return client.post<{ ok: boolean; message: string }>(
    '/api/auth/password-reset',
    { email },
    headers,
  );
}

/** Asks for a link and returns the mail that arrived with it. */
async function resetMailFor(email: string) {
  const before = messagesTo(email).length;
  const answer = await requestReset(new TestClient(server.baseUrl), email);
  expect(answer.status).toBe(202);
  await mail.worker.drain();
  const received = messagesTo(email);
  expect(received).toHaveLength(before + 1);
  return received.at(-1)!;
}

describe('forgot password', () => {
  it('mails a link that sets a new password once, ends other sessions and signs in', async () => {
    const user = await mail.user(PASSWORD, { name: 'Layla Haddad', role: 'vendor' });
    const otherDevice = new TestClient(server.baseUrl);
    expect((await otherDevice.login(user.email, PASSWORD)).status).toBe(200);

    const message = await resetMailFor(user.email);
    // Headers: ours, one per message, addressed to the account.
    expect(message.from?.value[0]).toMatchObject({
      name: 'UAE Car Rental',
      address: 'no-reply@market.test',
    });
    expect(message.headers.get('auto-submitted')).toBe('auto-generated');
    expect(message.to && 'text' in message.to ? message.to.text : '').toBe(user.email);
    expect(message.subject).toBe('Reset your UAE Car Rental password');
    const row = await server.knex('mail_outbox').where({ to_address: user.email }).first();
    expect(message.messageId).toBe(row.message_id);
    expect(row.status).toBe('sent');
    // Sent over SMTP: the outbox keeps no readable copy of the link.
    expect(row.params).toBeNull();
    expect(row.text_body).toBeNull();
    // Both versions carry the link; the text one reads as text; no tracking pixel.
    const { link, token } = linkIn(message.text ?? '');
    expect(message.text).toContain('Hello Layla Haddad,');
    expect(message.text).not.toMatch(/<[a-z]/i);
    expect(message.html).toContain(link);
    expect(message.html).not.toMatch(/<img/i);
    expect(new URL(link).pathname).toBe('/dashboard/reset-password');
    // Only the token's hash is stored.
    const stored = await server.knex('password_reset_tokens').where({ user_id: user.id });
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).toBe(hashResetToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    // Following the link: the screen's call with its token signs in with the new password.
    const browser = new TestClient(server.baseUrl);
    const confirmed = await browser.post<{ email: string }>('/api/auth/password-reset/confirm', {
      token,
      password: NEW_PASSWORD,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.email).toBe(user.email);
    expect((await browser.get('/api/auth/me')).status).toBe(200);
    // The other device's session has ended; the old password no longer works; the new one does.
    expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
    expect((await new TestClient(server.baseUrl).login(user.email, PASSWORD)).status).toBe(401);
    expect((await new TestClient(server.baseUrl).login(user.email, NEW_PASSWORD)).status).toBe(200);

    // Used once: a second use is refused, and the password stays.
    const again = await new TestClient(server.baseUrl).post('/api/auth/password-reset/confirm', {
      token,
      password: 'another long phrase of words',
    });
    expect(again.status).toBe(400);
    expect(again.text).toContain(PASSWORD_RESET_LINK_INVALID);

    // The account is told its password was reset (once: the refused second use tells nothing),
    // with the way back in, never the password.
    await mail.worker.drain();
    const notices = messagesTo(user.email).filter((m) => m.subject !== message.subject);
    expect(notices.map((m) => m.subject)).toEqual(['Your UAE Car Rental password was changed']);
    expect(notices[0]!.text).toContain('reset with a link');
    expect(notices[0]!.text).toContain('/dashboard/forgot-password');
    for (const body of [notices[0]!.text, notices[0]!.html || '']) {
      expect(body).not.toContain(NEW_PASSWORD);
      expect(body).not.toContain(token);
    }
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const known = await mail.user(PASSWORD);
    const client = new TestClient(server.baseUrl);
    const a = await requestReset(client, known.email);
    const b = await requestReset(client, mail.address('nobody'));
    expect(a.status).toBe(202);
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    expect(b.body).toEqual({ ok: true, message: PASSWORD_RESET_SENT_MESSAGE });
    await mail.worker.drain();
    expect(messagesTo(known.email)).toHaveLength(1);
    expect(messagesTo('nobody-')).toHaveLength(0);
  });

  it('refuses a made-up, an expired and a used token, changing nothing', async () => {
    const user = await mail.user(PASSWORD);
    const { token } = linkIn((await resetMailFor(user.email)).text ?? '');
    const confirm = (t: string) =>
      new TestClient(server.baseUrl).post('/api/auth/password-reset/confirm', {
        token: t,
        password: NEW_PASSWORD,
      });
    expect((await confirm('x'.repeat(43))).status).toBe(400);
    await server
      .knex('password_reset_tokens')
      .where({ user_id: user.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const expired = await confirm(token);
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({
      error: { fields: { token: PASSWORD_RESET_LINK_INVALID } },
    });
    expect((await new TestClient(server.baseUrl).login(user.email, PASSWORD)).status).toBe(200);
  });

  it('keeps the link usable when the new password is refused as too weak', async () => {
    const user = await mail.user(PASSWORD);
    const { token } = linkIn((await resetMailFor(user.email)).text ?? '');
    const client = new TestClient(server.baseUrl);
    const weak = await client.post('/api/auth/password-reset/confirm', {
      token,
      password: 'password123',
    });
    expect(weak.status).toBe(400);
    expect(weak.text).toContain('too easy to guess');
    const short = await client.post('/api/auth/password-reset/confirm', {
      token,
      password: 'short',
    });
    expect(short.status).toBe(400);
    const strong = await client.post('/api/auth/password-reset/confirm', {
      token,
      password: NEW_PASSWORD,
    });
    expect(strong.status).toBe(200);
  });

  it('a new request makes the earlier link stop working', async () => {
    const user = await mail.user(PASSWORD);
    const first = linkIn((await resetMailFor(user.email)).text ?? '').token;
    const second = linkIn((await resetMailFor(user.email)).text ?? '').token;
    const confirm = (token: string) =>
      new TestClient(server.baseUrl).post('/api/auth/password-reset/confirm', {
        token,
        password: NEW_PASSWORD,
      });
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(second)).status).toBe(200);
  });

  it('two requests at once: two mails, exactly one working link', async () => {
    const user = await mail.user(PASSWORD);
    const answers = await Promise.all([
      requestReset(new TestClient(server.baseUrl), user.email),
      requestReset(new TestClient(server.baseUrl), user.email),
    ]);
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    await mail.worker.drain();
    const tokens = messagesTo(user.email).map((m) => linkIn(m.text ?? '').token);
    expect(tokens).toHaveLength(2);
    const results = [];
    for (const token of tokens) {
      results.push(
        (
          await new TestClient(server.baseUrl).post('/api/auth/password-reset/confirm', {
            token,
            password: NEW_PASSWORD,
          })
        ).status,
      );
    }
    expect(results.sort()).toEqual([200, 400]);
  });

  it('two confirmations of one link at once: exactly one succeeds', async () => {
    const user = await mail.user(PASSWORD);
    const { token } = linkIn((await resetMailFor(user.email)).text ?? '');
    const attempts = await Promise.all(
      ['first phrase of many words', 'second phrase of other words'].map((password) =>
        new TestClient(server.baseUrl).post('/api/auth/password-reset/confirm', {
          token,
          password,
        }),
      ),
    );
    expect(attempts.map((a) => a.status).sort()).toEqual([200, 400]);
    const winner = attempts.findIndex((a) => a.status === 200);
    const password = winner === 0 ? 'first phrase of many words' : 'second phrase of other words';
    expect((await new TestClient(server.baseUrl).login(user.email, password)).status).toBe(200);
  });

  it('one mail per Idempotency-Key', async () => {
    const user = await mail.user(PASSWORD);
    const client = new TestClient(server.baseUrl);
    const headers = { 'Idempotency-Key': `reset-${user.id}` };
    const answers = [await requestReset(client, user.email, headers)];
    answers.push(await requestReset(client, user.email, headers));
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    await mail.worker.drain();
    expect(messagesTo(user.email)).toHaveLength(1);
  });

  it('limits requests per e-mail address, known or not (429 with Retry-After)', async () => {
    for (const email of [(await mail.user(PASSWORD)).email, mail.address('ghost')]) {
      const answers = [];
      for (let i = 0; i < 4; i += 1) {
        // From a new address each time: the per-e-mail limit is what refuses.
        answers.push(await requestReset(new TestClient(server.baseUrl), email));
      }
      expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 429]);
      expect(Number(answers[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('limits requests per client address', async () => {
    const client = new TestClient(server.baseUrl);
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await requestReset(client, mail.address('any'))).status);
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('delivery through the outbox', () => {
  it('retries a refused message with backoff and sends it once when the server accepts', async () => {
    const user = await mail.user(PASSWORD);
    smtp.refuse(451);
    try {
      await requestReset(new TestClient(server.baseUrl), user.email);
      await mail.worker.drain();
    } finally {
      smtp.accept();
    }
    const row = await server.knex('mail_outbox').where({ to_address: user.email }).first();
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/451/);
    expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing is sent.
    await mail.worker.drain();
    expect(messagesTo(user.email)).toHaveLength(0);
    // Its time comes (moved here rather than waited for).
    await server.knex('mail_outbox').where({ id: row.id }).update({ next_attempt_at: new Date() });
    await mail.worker.drain();
    await mail.worker.drain();
    expect(messagesTo(user.email)).toHaveLength(1);
    const sent = await server.knex('mail_outbox').where({ id: row.id }).first();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up on a permanent refusal (5xx)', async () => {
    const user = await mail.user(PASSWORD);
    smtp.refuse(550);
    try {
      await requestReset(new TestClient(server.baseUrl), user.email);
      await mail.worker.drain();
    } finally {
      smtp.accept();
    }
    const row = await server.knex('mail_outbox').where({ to_address: user.email }).first();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(messagesTo(user.email)).toHaveLength(0);
  });

  it('retakes a message whose sender died mid-send (claim ran out), sending it once', async () => {
    const user = await mail.user(PASSWORD);
    await requestReset(new TestClient(server.baseUrl), user.email);
    // As a worker killed after claiming would leave it.
    await server
      .knex('mail_outbox')
      .where({ to_address: user.email })
      .update({ status: 'sending', attempts: 1, locked_until: new Date(Date.now() + 60_000) });
    await mail.worker.drain();
    expect(messagesTo(user.email)).toHaveLength(0);
    await server
      .knex('mail_outbox')
      .where({ to_address: user.email })
      .update({ locked_until: new Date(Date.now() - 1000) });
    await mail.worker.drain();
    await mail.worker.drain();
    expect(messagesTo(user.email)).toHaveLength(1);
  });

  it('never hands mail for a demo account to a real SMTP server', async () => {
    const demo = await mail.user(PASSWORD, { demo: true });
    await requestReset(new TestClient(server.baseUrl), demo.email);
    await mail.worker.drain();
    expect(messagesTo(demo.email)).toHaveLength(0);
    const row = await server.knex('mail_outbox').where({ to_address: demo.email }).first();
    expect(row).toMatchObject({ status: 'suppressed', demo: true, params: null });
  });
});
