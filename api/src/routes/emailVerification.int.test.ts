/**
 * A new vendor's address is confirmed by a mailed single-use link (real SMTP server): until
 * then listings are kept as drafts and cannot be sent for review (403 `email_unverified`);
 * following the link signs nobody out; "Resend" replaces the link and is rate-limited.
 */
import { describe, expect, it } from 'vitest';
import { EMAIL_LINK_INVALID, EMAIL_UNVERIFIED_MESSAGE } from '@core/schemas/account';
import { hashResetToken } from '../services/passwordReset';
import { linkIn, useMailServer } from '../../test/mailFixture';
import { carInput as carInputOf } from '../../test/factories';
import { TestClient } from '../../test/testClient';

const PASSWORD = 'correct horse battery staple';
const f = useMailServer();
const messagesTo = (address: string) => f.messagesTo(address);
const lastMailTo = (address: string) => f.lastMailTo(address);

const carInput = carInputOf('2024 Toyota Corolla Draft');

/** Signs a company up through the API, as the sign-up form does. */
async function signUp() {
  const email = f.mail.address('vendor');
  const client = new TestClient(f.server.baseUrl);
  const registered = await client.post<{ emailVerified: boolean }>('/api/auth/register', {
    email,
    password: PASSWORD,
    name: 'Hamad Saeed',
    companyName: `Verify Rentals ${email}`,
    phone: '+971501234567',
    emirate: 'dubai',
  });
  expect(registered.status).toBe(201);
  expect(registered.body.emailVerified).toBe(false);
  return { client, email };
}

const confirm = (token: string) =>
  new TestClient(f.server.baseUrl).post<{ purpose: string; email: string }>(
    '/api/auth/email-confirmation',
    { token },
  );

describe('e-mail verification of a new vendor', () => {
  it('mails a link at sign-up; drafts until it is followed; then submits; nobody signed out', async () => {
    const { client, email } = await signUp();
    const message = await lastMailTo(email);
    expect(messagesTo(email)).toHaveLength(1);
    expect(message.subject).toBe('Confirm your e-mail address for UAE Car Rental');
    expect(message.text).toContain('Hello Hamad Saeed,');
    expect(message.text).not.toMatch(/<[a-z]/i);
    const { link, token } = linkIn(message.text, 'confirm-email');
    expect(message.html).toContain(link);
    expect(new URL(link).pathname).toBe('/dashboard/confirm-email');
    const user = await f.server.knex('users').where({ email }).first();
    const stored = await f.server.knex('email_tokens').where({ user_id: user.id });
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).toBe(hashResetToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    // Unverified: a listing is prepared as a draft, and cannot go for review.
    const created = await client.post<{ id: number; status: string }>('/api/vendor/cars', carInput);
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('draft');
    const refused = await client.post(`/api/vendor/cars/${created.body.id}/submit`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: { code: 'email_unverified', message: EMAIL_UNVERIFIED_MESSAGE },
    });
    expect((await f.server.knex('cars').where({ id: created.body.id }).first()).status).toBe(
      'draft',
    );

    // Following the link in another browser, signed out: it confirms, and signs nobody out.
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ purpose: 'verify', email });
    const me = await client.get<{ emailVerified: boolean }>('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.emailVerified).toBe(true);

    const submitted = await client.post<{ status: string }>(
      `/api/vendor/cars/${created.body.id}/submit`,
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('pending');
    expect((await client.post(`/api/vendor/cars/${created.body.id}/submit`)).status).toBe(409);
    // New listings now go straight to review.
    const next = await client.post<{ status: string }>('/api/vendor/cars', {
      ...carInput,
      title: '2024 Toyota Corolla Second',
    });
    expect(next.body.status).toBe('pending');

    // Used once.
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { fields: { token: EMAIL_LINK_INVALID } } });
  });

  it('Resend replaces the link, is limited to 3 an hour, and ends once verified', async () => {
    const { client, email } = await signUp();
    const first = linkIn((await lastMailTo(email)).text, 'confirm-email').token;
    const resent = await client.post<{ message: string }>('/api/auth/email-verification');
    expect(resent.status).toBe(202);
    const second = linkIn((await lastMailTo(email)).text, 'confirm-email').token;
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(400);

    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await client.post('/api/auth/email-verification')).status);
    }
    expect(statuses).toEqual([202, 202, 429]);
    await f.mail.worker.drain();
    expect(messagesTo(email)).toHaveLength(4);

    // Of all the links sent, only the newest works.
    const results = [];
    for (const m of messagesTo(email)) {
      results.push((await confirm(linkIn(m.text, 'confirm-email').token)).status);
    }
    expect(results.sort()).toEqual([200, 400, 400, 400]);
    // Verified: a resend has nothing to do (the limiter is spent, so use a fresh account).
    const other = await signUp();
    expect(
      (await confirm(linkIn((await lastMailTo(other.email)).text, 'confirm-email').token)).status,
    ).toBe(200);
    expect((await other.client.post('/api/auth/email-verification')).status).toBe(409);
  });

  it('refuses made-up and expired links, changing nothing', async () => {
    const { client, email } = await signUp();
    const { token } = linkIn((await lastMailTo(email)).text, 'confirm-email');
    expect((await confirm('x'.repeat(43))).status).toBe(400);
    expect((await confirm('short')).status).toBe(400);
    await f.server
      .knex('email_tokens')
      .where({ email })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await confirm(token)).status).toBe(400);
    expect((await client.get<{ emailVerified: boolean }>('/api/auth/me')).body.emailVerified).toBe(
      false,
    );
  });

  it('two uses of one link at once: one confirms, the other is refused', async () => {
    const { email } = await signUp();
    const { token } = linkIn((await lastMailTo(email)).text, 'confirm-email');
    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('resend needs a session', async () => {
    expect(
      (await new TestClient(f.server.baseUrl).post('/api/auth/email-verification')).status,
    ).toBe(401);
  });
});
