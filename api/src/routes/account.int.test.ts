/**
 * The profile's account settings over a real SMTP server: changing the password (current one
 * required, the password rules, other sessions end), changing the address (confirmed by a link
 * to the new address, told at the old one, changes only on confirmation, conflicts refused), and
 * the session list with per-session and "everywhere else" sign-out.
 */
import { describe, expect, it } from 'vitest';
import { EMAIL_TAKEN, WRONG_CURRENT_PASSWORD, type AccountSessions } from '@core/schemas/account';
import { buildUserWithPassword } from '../../test/factories';
import { linkIn, useMailServer } from '../../test/mailFixture';
import { TestClient } from '../../test/testClient';

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'violet tram under nine lanterns';
const f = useMailServer();

async function signedIn(email: string, password = PASSWORD, userAgent?: string) {
  const client = new TestClient(f.server.baseUrl);
  const headers = userAgent ? { 'User-Agent': userAgent } : undefined;
  const login = await client.post('/api/auth/login', { username: email, password }, headers);
  expect(login.status).toBe(200);
  return client;
}

describe('change password', () => {
  it('needs the current password, applies the rules, ends the other sessions only', async () => {
    const user = await f.mail.user(PASSWORD, { role: 'vendor' });
    const here = await signedIn(user.email);
    const elsewhere = await signedIn(user.email);

    const wrong = await here.post('/api/account/password', {
      currentPassword: 'not my password at all',
      password: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: { fields: { currentPassword: WRONG_CURRENT_PASSWORD } },
    });
    const weak = await here.post('/api/account/password', {
      currentPassword: PASSWORD,
      password: 'password123',
    });
    expect(weak.status).toBe(400);
    expect(weak.text).toContain('too easy to guess');
    expect((await elsewhere.get('/api/auth/me')).status).toBe(200);

    const changed = await here.post<{ message: string }>('/api/account/password', {
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Password changed. 1 other session signed out.');
    expect((await here.get('/api/auth/me')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
    expect((await new TestClient(f.server.baseUrl).login(user.email, PASSWORD)).status).toBe(401);
    expect((await new TestClient(f.server.baseUrl).login(user.email, NEW_PASSWORD)).status).toBe(
      200,
    );

    // The account's address is told, once (the refused attempts told nothing), never the password.
    const notice = await f.lastMailTo(user.email);
    expect(f.messagesTo(user.email)).toHaveLength(1);
    expect(notice.subject).toBe('Your UAE Car Rental password was changed');
    expect(notice.text).toContain('in your account settings');
    expect(notice.text).toContain(user.email);
    expect(notice.text).toContain('/dashboard/forgot-password');
    expect(notice.headerLines.some((h) => h.key.startsWith('list-unsubscribe'))).toBe(false);
    for (const body of [notice.text, notice.html || '']) expect(body).not.toContain(NEW_PASSWORD);
  });

  it('limits wrong current passwords per account (5 in 15 minutes), right ones give back', async () => {
    const user = await buildUserWithPassword(PASSWORD);
    const client = await signedIn(user.email);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await client.post('/api/account/password', {
            currentPassword: `wrong guess number ${i}`,
            password: NEW_PASSWORD,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('concurrency', () => {
  it('parallel password changes (two tabs, a double click): one wins, the others change nothing', async () => {
    const user = await f.mail.user(PASSWORD, { role: 'vendor' });
    const tab = await signedIn(user.email);
    const other = await signedIn(user.email);
    const passwords = [1, 2, 3, 4].map((i) => `${NEW_PASSWORD} number ${i}`);
    const answers = await Promise.all(
      passwords.map((password, i) =>
        (i % 2 ? other : tab).post('/api/account/password', {
          currentPassword: PASSWORD,
          password,
        }),
      ),
    );
    // The first to change it wins; the others asked with a current password that no longer is.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.status)).toEqual([409, 409, 409]);
    const winner = passwords[answers.findIndex((a) => a.status === 200)]!;
    for (const password of [PASSWORD, ...passwords]) {
      const login = await new TestClient(f.server.baseUrl).login(user.email, password);
      expect(login.status, password).toBe(password === winner ? 200 : 401);
    }
    // One change, one notice.
    await f.lastMailTo(user.email);
    expect(f.messagesTo(user.email).map((m) => m.subject)).toEqual([
      'Your UAE Car Rental password was changed',
    ]);
  });

  it('parallel address changes: each address gets its link, exactly one link then works', async () => {
    const user = await f.mail.user(PASSWORD, { role: 'vendor' });
    const client = await signedIn(user.email);
    const addresses = [f.mail.address('first'), f.mail.address('second')];
    const asked = await Promise.all(
      addresses.map((email) =>
        client.post('/api/account/email', { currentPassword: PASSWORD, email }),
      ),
    );
    expect(asked.map((a) => a.status)).toEqual([202, 202]);
    const tokens = [];
    for (const email of addresses) {
      tokens.push(linkIn((await f.lastMailTo(email)).text, 'confirm-email').token);
    }
    // A newer link replaces the older one, even when both were asked at once.
    expect(
      await f.server
        .knex('email_tokens')
        .where({ user_id: user.id, purpose: 'change' })
        .whereNull('used_at'),
    ).toHaveLength(1);
    const confirmed = await Promise.all(
      tokens.map((token) =>
        new TestClient(f.server.baseUrl).post<{ email: string }>('/api/auth/email-confirmation', {
          token,
        }),
      ),
    );
    expect(confirmed.map((c) => c.status).sort()).toEqual([200, 400]);
    const moved = confirmed.find((c) => c.status === 200)!.body.email;
    expect((await client.get<{ email: string }>('/api/auth/me')).body.email).toBe(moved);
  });
});

describe('change e-mail', () => {
  it('confirms at the new address, tells the old one, changes only on confirmation', async () => {
    const user = await f.mail.user(PASSWORD, { name: 'Salma Darwish', role: 'vendor' });
    const client = await signedIn(user.email);
    const newEmail = f.mail.address('new');
    const asked = await client.post<{ message: string }>('/api/account/email', {
      currentPassword: PASSWORD,
      email: newEmail,
    });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toContain(newEmail);

    const confirmation = await f.lastMailTo(newEmail);
    expect(confirmation.subject).toBe('Confirm your new e-mail address for UAE Car Rental');
    expect(confirmation.text).toContain(user.email);
    const { token, link } = linkIn(confirmation.text, 'confirm-email');
    expect(confirmation.html).toContain(link);
    const notice = await f.lastMailTo(user.email);
    expect(notice.subject).toBe('Your UAE Car Rental e-mail address is being changed');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toContain('/dashboard/forgot-password');
    expect(notice.text).not.toContain(token);

    // Not changed yet: the old address still signs in.
    expect((await client.get<{ email: string }>('/api/auth/me')).body.email).toBe(user.email);
    const confirmed = await new TestClient(f.server.baseUrl).post('/api/auth/email-confirmation', {
      token,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ purpose: 'change', email: newEmail });
    const me = await client.get<{ email: string; emailVerified: boolean }>('/api/auth/me');
    expect(me.body).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await new TestClient(f.server.baseUrl).login(newEmail, PASSWORD)).status).toBe(200);
    expect((await new TestClient(f.server.baseUrl).login(user.email, PASSWORD)).status).toBe(401);
  });

  it('refuses an address of another account, at the request and at confirmation', async () => {
    const user = await f.mail.user(PASSWORD);
    const other = await f.mail.user(PASSWORD);
    const client = await signedIn(user.email);
    const taken = await client.post('/api/account/email', {
      currentPassword: PASSWORD,
      email: other.email.toUpperCase(),
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      error: { code: 'conflict', fields: { email: EMAIL_TAKEN } },
    });

    // Free when asked, taken by a sign-up before the link is followed.
    const wanted = f.mail.address('wanted');
    expect(
      (await client.post('/api/account/email', { currentPassword: PASSWORD, email: wanted }))
        .status,
    ).toBe(202);
    const { token } = linkIn((await f.lastMailTo(wanted)).text, 'confirm-email');
    await buildUserWithPassword(PASSWORD, { email: wanted });
    const late = await new TestClient(f.server.baseUrl).post('/api/auth/email-confirmation', {
      token,
    });
    expect(late.status).toBe(409);
    expect((await client.get<{ email: string }>('/api/auth/me')).body.email).toBe(user.email);
  });

  it('needs the current password; a password change cancels a waiting change', async () => {
    const user = await f.mail.user(PASSWORD);
    const client = await signedIn(user.email);
    const newEmail = f.mail.address('new');
    const wrong = await client.post('/api/account/email', {
      currentPassword: 'not the password',
      email: newEmail,
    });
    expect(wrong.status).toBe(400);
    expect(
      (await client.post('/api/account/email', { currentPassword: PASSWORD, email: newEmail }))
        .status,
    ).toBe(202);
    const { token } = linkIn((await f.lastMailTo(newEmail)).text, 'confirm-email');
    expect(
      (
        await client.post('/api/account/password', {
          currentPassword: PASSWORD,
          password: NEW_PASSWORD,
        })
      ).status,
    ).toBe(200);
    const cancelled = await new TestClient(f.server.baseUrl).post('/api/auth/email-confirmation', {
      token,
    });
    expect(cancelled.status).toBe(400);
  });
});

describe('sessions', () => {
  it('lists the sessions with device and place, signs one out, then everywhere else', async () => {
    const user = await buildUserWithPassword(PASSWORD);
    const phone = await signedIn(
      user.email,
      PASSWORD,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    const laptop = await signedIn(
      user.email,
      PASSWORD,
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    );
    const tablet = await signedIn(user.email);
    const list = await laptop.get<AccountSessions>('/api/account/sessions');
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(3);
    const [current, ...others] = list.body.items;
    expect(current).toMatchObject({ current: true, device: 'Chrome 131 on Windows 10' });
    expect(current!.ipAddress).toBe(laptop.address);
    expect(current!.place).toBe('Same address as this device');
    expect(others.map((s) => s.current)).toEqual([false, false]);
    const phoneSession = others.find((s) => s.device?.includes('iOS'))!;
    expect(phoneSession.device).toBe('Safari 17 on iOS 17');
    expect(phoneSession.place).toBe('Local network');
    expect(phoneSession.lastSeenAt).not.toBeNull();

    // Another user cannot end it: 404, as for an ended one.
    const stranger = await signedIn((await buildUserWithPassword(PASSWORD)).email);
    expect(
      (await stranger.request('DELETE', `/api/account/sessions/${phoneSession.id}`)).status,
    ).toBe(404);
    expect((await phone.get('/api/auth/me')).status).toBe(200);

    expect(
      (await laptop.request('DELETE', `/api/account/sessions/${phoneSession.id}`)).status,
    ).toBe(204);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await tablet.get('/api/auth/me')).status).toBe(200);

    const ended = await laptop.post<{ ended: number }>('/api/account/sessions/sign-out-others');
    expect(ended.body).toEqual({ ended: 1 });
    expect((await tablet.get('/api/auth/me')).status).toBe(401);
    expect((await laptop.get('/api/auth/me')).status).toBe(200);
    expect((await laptop.get<AccountSessions>('/api/account/sessions')).body.items).toHaveLength(1);
  });
});
