import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company, User } from '../models';
import { setUserStatus } from '../services/users';
import { accountAddressKey, LOGIN_LIMITS } from '../auth/loginLimits';
import { buildCar, buildUserWithPassword, buildVendor } from '../../test/factories';
import { SIGN_UP_LIMIT } from '../services/accounts';
import { listSitemapUrls } from '../web/seo/sitemapUrls';
import { TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';
import { randomUUID } from 'node:crypto';

const PASSWORD = 'correct horse battery';
const uniqueEmail = () => `someone-${randomUUID().slice(0, 8)}@test.ae`;
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
const client = () => new TestClient(server.baseUrl);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('POST /api/auth/register', () => {
  const registration = () => ({
    email: uniqueEmail(),
    password: PASSWORD,
    name: 'Layla Hassan',
    companyName: 'Palm Drive Rent a Car',
    phone: '050 123 4567',
    emirate: 'dubai',
  });

  it('creates the vendor and an unverified company in one go, and signs in', async () => {
    const browser = client();
    const input = registration();
    const response = await browser.post<Record<string, unknown>>('/api/auth/register', input);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      email: input.email,
      name: 'Layla Hassan',
      role: 'vendor',
    });
    expect(response.text).not.toContain(PASSWORD);
    expect(response.text).not.toMatch(/argon2|password/i);

    const company = await Company.query().findById(response.body.companyId as number);
    expect(company).toMatchObject({
      name: 'Palm Drive Rent a Car',
      slug: expect.stringMatching(/^palm-drive-rent-a-car/),
      verificationStatus: 'unverified',
      phone: '+971501234567',
      emirate: 'dubai',
    });
    const me = await browser.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(response.body);
  });

  it('answers 409 naming the e-mail when it is already registered (any case)', async () => {
    const input = registration();
    expect((await client().post('/api/auth/register', input)).status).toBe(201);
    const again = await client().post<ErrorBody>('/api/auth/register', {
      ...input,
      email: input.email.toUpperCase(),
    });
    expect(again.status).toBe(409);
    expect(again.body.error.fields).toHaveProperty('email');
    expect(await User.query().whereRaw('lower(email) = ?', [input.email]).resultSize()).toBe(1);
  });

  it('refuses a short password with a 400 naming the field, and creates nothing', async () => {
    const input = { ...registration(), password: 'short' };
    const response = await client().post<ErrorBody>('/api/auth/register', input);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ password: 'Use at least 10 characters' });
    expect(await User.query().where({ email: input.email }).resultSize()).toBe(0);
  });

  it.each([
    'password',
    '12345678',
    'password123',
    '1234567890',
    'qwertyuiop',
    'Password2024',
    'aaaaaaaaaaaa',
  ])(
    'refuses the common password %j with a message that says why, naming the field',
    async (password) => {
      const input = { ...registration(), password };
      const response = await client().post<ErrorBody>('/api/auth/register', input);
      expect(response.status).toBe(400);
      expect(response.body.error.fields?.password).toMatch(
        password.length < 10 ? /at least 10 characters/ : /^This password is too easy to guess/,
      );
      expect(await User.query().where({ email: input.email }).resultSize()).toBe(0);
    },
  );

  it('refuses a password made of the company name', async () => {
    const input = {
      ...registration(),
      companyName: 'Falconcrest Motors',
      password: 'falconcrestmotors',
    };
    const response = await client().post<ErrorBody>('/api/auth/register', input);
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.password).toMatch(/too easy to guess/);
  });

  it('allows 10 sign-ups an hour per address, counted atomically under 30 at once', async () => {
    const office = client();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => office.post('/api/auth/register', registration())),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(SIGN_UP_LIMIT.points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - SIGN_UP_LIMIT.points);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    }
    // Another address may still sign up.
    expect((await client().post('/api/auth/register', registration())).status).toBe(201);
  });

  it('takes the per-address allowance from SIGN_UPS_PER_HOUR', async () => {
    const strict = await startTestServer({ SIGN_UPS_PER_HOUR: '3' });
    try {
      const office = new TestClient(strict.baseUrl);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => office.post('/api/auth/register', registration())),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    } finally {
      await strict.close();
    }
  });

  it('counts asking about a taken e-mail like a sign-up: no free oracle', async () => {
    const taken = registration();
    expect((await client().post('/api/auth/register', taken)).status).toBe(201);
    const prober = client();
    for (let i = 0; i < SIGN_UP_LIMIT.points; i += 1) {
      const probe = await prober.post('/api/auth/register', {
        ...registration(),
        email: taken.email,
      });
      expect(probe.status).toBe(409);
    }
    const next = await prober.post('/api/auth/register', { ...registration(), email: taken.email });
    expect(next.status).toBe(429);
    const unknown = await prober.post('/api/auth/register', registration());
    expect(unknown.status).toBe(429);
  });

  it('creates one account when the same e-mail signs up 8 times at once from several addresses', async () => {
    const input = registration();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client().post<ErrorBody>('/api/auth/register', input)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.error.fields).toHaveProperty('email');
    }
    expect(await User.query().whereRaw('lower(email) = ?', [input.email]).resultSize()).toBe(1);
  });

  it('keeps a new company off the public list, its profile and the sitemap until a listing is approved', async () => {
    const input = {
      ...registration(),
      companyName: `Brand New Rentals ${randomUUID().slice(0, 6)}`,
    };
    const signedUp = await client().post<{ companyId: number }>('/api/auth/register', input);
    expect(signedUp.status).toBe(201);
    const companyId = signedUp.body.companyId;
    const visitor = client();
    const listed = async () => {
      const all = await visitor.get<{ total: number }>('/api/companies?pageSize=1');
      const pages = Math.ceil(all.body.total / 50);
      const ids: number[] = [];
      for (let page = 1; page <= pages; page += 1) {
        const answer = await visitor.get<{ items: { id: number }[] }>(
          `/api/companies?page=${page}&pageSize=50`,
        );
        ids.push(...answer.body.items.map((item) => item.id));
      }
      return ids.includes(companyId);
    };
    const inSitemap = async () =>
      (await listSitemapUrls(server.knex)).some(
        (url) => url.path === `/companies/${companyId}/cars`,
      );
    expect(await listed()).toBe(false);
    expect((await visitor.get(`/api/companies/${companyId}`)).status).toBe(404);
    expect(await inSitemap()).toBe(false);

    const company = await Company.query().findById(companyId);
    const car = await buildCar(company!, { status: 'pending' });
    expect(await listed()).toBe(false);
    await car.$query().patch({ status: 'approved', approvedAt: new Date() });
    expect(await listed()).toBe(true);
    expect((await visitor.get(`/api/companies/${companyId}`)).status).toBe(200);
    expect(await inSitemap()).toBe(true);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the e-mail as username and sets a safe session cookie', async () => {
    const user = await buildUserWithPassword(PASSWORD, { role: 'admin', name: 'Admin Person' });
    const browser = client();
    const response = await browser.login(user.email.toUpperCase(), PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: user.id,
      email: user.email,
      name: 'Admin Person',
      role: 'admin',
      emailVerified: true,
      // The test server keeps mail in the development outbox (no SMTP_URL).
      developmentOutbox: true,
    });
    const cookies = response.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/sid=[^;]+;.*path=\//i);
    expect(cookies).toMatch(/httponly/i);
    expect(cookies).toMatch(/samesite=lax/i);
    expect(cookies).not.toMatch(/;\s*secure/i);
    expect((await browser.get('/api/auth/me')).status).toBe(200);
  });

  it('answers the same 401 for an unknown user and a wrong password', async () => {
    const user = await buildUserWithPassword(PASSWORD);
    const unknown = await client().login(uniqueEmail(), PASSWORD);
    const wrong = await client().login(user.email, 'not the password');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect((wrong.body as ErrorBody).error.message).toBe('Invalid credentials');
  });

  it('gives a new session id at sign-in (no fixation) and the old one stops working', async () => {
    const user = await buildUserWithPassword(PASSWORD);
    const browser = client();
    browser.cookies.set('sid', 'planted-by-an-attacker');
    await browser.login(user.email, PASSWORD);
    const first = browser.cookies.get('sid');
    expect(first).toBeDefined();
    expect(first).not.toBe('planted-by-an-attacker');

    await browser.login(user.email, PASSWORD);
    const second = browser.cookies.get('sid');
    expect(second).not.toBe(first);

    const stale = client();
    stale.cookies.set('sid', first!);
    stale.cookies.set('sid.sig', browser.cookies.get('sid.sig')!);
    expect((await stale.get('/api/auth/me')).status).toBe(401);
    expect((await browser.get('/api/auth/me')).status).toBe(200);
  });

  it('refuses a disabled account, and disabling ends the sessions it had', async () => {
    const user = await buildUserWithPassword(PASSWORD);
    const browser = client();
    await browser.login(user.email, PASSWORD);
    await setUserStatus(server.knex, user.id, 'disabled');
    expect((await browser.get('/api/auth/me')).status).toBe(401);
    const [{ n }] = (await server.knex('sessions').where({ user_id: user.id }).count('* as n')) as [
      { n: number },
    ];
    expect(Number(n)).toBe(0);
    expect((await client().login(user.email, PASSWORD)).status).toBe(403);
  });

  it('answers 429 with Retry-After after 10 failures for one account from one address', async () => {
    const user = await buildUserWithPassword(PASSWORD);
    const browser = client();
    for (let i = 0; i < 10; i += 1) {
      expect((await browser.login(user.email, `wrong-${i}`)).status).toBe(401);
    }
    const blocked = await browser.login(user.email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // Ten failures elsewhere do not lock the account for everyone.
    expect((await client().login(user.email, PASSWORD)).status).toBe(200);
  });

  it('answers 429 after 30 failures from one address, whatever the accounts', async () => {
    const browser = client();
    for (let i = 0; i < LOGIN_LIMITS.perAddress.points; i += 1) {
      expect((await browser.login(uniqueEmail(), 'wrong password')).status).toBe(401);
    }
    const user = await buildUserWithPassword(PASSWORD);
    const blocked = await browser.login(user.email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another address is not affected.
    expect((await client().login(user.email, PASSWORD)).status).toBe(200);
  });

  it('keeps the limits in the database (hashed keys, no e-mails), so a restarted server still refuses', async () => {
    const user = await buildUserWithPassword(PASSWORD);
    const browser = client();
    for (let i = 0; i < 10; i += 1) await browser.login(user.email, 'wrong password');
    const rows = await server
      .knex('rate_limits')
      .where('key', `login-pair:${accountAddressKey(user.email, browser.address)}`);
    expect(rows).toHaveLength(1);
    expect(rows[0].points).toBe(10);
    expect(await server.knex('rate_limits').where('key', 'like', `%${user.email}%`)).toHaveLength(
      0,
    );
  });

  it('gives a successful sign-in its points back, so a typo or two never add up', async () => {
    const user = await buildUserWithPassword(PASSWORD);
    const browser = client();
    for (let round = 0; round < 4; round += 1) {
      for (let i = 0; i < 5; i += 1) await browser.login(user.email, 'typo');
      expect((await browser.login(user.email, PASSWORD)).status).toBe(200);
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: the cookie is cleared and the old id is dead', async () => {
    const { user } = await buildVendor(PASSWORD);
    const browser = client();
    await browser.login(user.email, PASSWORD);
    const sid = browser.cookies.get('sid')!;
    const sig = browser.cookies.get('sid.sig')!;
    const response = await browser.post('/api/auth/logout');
    expect(response.status).toBe(200);
    expect(browser.cookies.has('sid')).toBe(false);
    expect((await browser.get('/api/auth/me')).status).toBe(401);

    const replay = client();
    replay.cookies.set('sid', sid);
    replay.cookies.set('sid.sig', sig);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
  });

  it('sets a readable signed-in hint at sign-in (no identity in it) and clears it at sign-out', async () => {
    const { user } = await buildVendor(PASSWORD);
    const browser = client();
    await browser.login(user.email, PASSWORD);
    expect(browser.cookies.get('signed_in')).toBe('1');
    await browser.post('/api/auth/logout');
    expect(browser.cookies.has('signed_in')).toBe(false);

    const response = await client().post('/api/auth/login', {
      username: user.email,
      password: PASSWORD,
    });
    const hint = response.headers.getSetCookie().find((c) => c.startsWith('signed_in='));
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).not.toMatch(/httponly/i);
    expect(hint).toMatch(/samesite=lax/i);
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 when not signed in', async () => {
    const response = await client().get<ErrorBody>('/api/auth/me');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorised');
  });

  it("carries the vendor's company id", async () => {
    const { user, company } = await buildVendor(PASSWORD);
    const browser = client();
    await browser.login(user.email, PASSWORD);
    expect((await browser.get('/api/auth/me')).body).toMatchObject({
      role: 'vendor',
      companyId: company.id,
    });
  });
});

describe('cross-site request defence', () => {
  it('refuses a write from a foreign Origin with 403', async () => {
    const user = await buildUserWithPassword(PASSWORD);
    const evil = new TestClient(server.baseUrl, 'https://evil.example');
    const response = await evil.login(user.email, PASSWORD);
    expect(response.status).toBe(403);
    expect(evil.cookies.has('sid')).toBe(false);
  });

  it('refuses a cross-site write that has no Origin but Sec-Fetch-Site', async () => {
    const response = await client().request('POST', '/api/auth/logout', {
      body: {},
      headers: { Origin: '', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(403);
  });

  it('refuses a signed-in write from a foreign page', async () => {
    const user = await buildUserWithPassword(PASSWORD);
    const browser = client();
    await browser.login(user.email, PASSWORD);
    const forged = await browser.request('POST', '/api/auth/logout', {
      body: {},
      headers: { Origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect((await browser.get('/api/auth/me')).status).toBe(200);
  });
});

describe('malformed sign-in and registration bodies', () => {
  const huge = 'x'.repeat(20_000);
  const bodies: string[] = [
    '',
    'null',
    '[]',
    '"text"',
    '42',
    'true',
    '{',
    '{"username":',
    'not json at all',
    '{"username":null,"password":null}',
    '{"username":1,"password":2}',
    '{"username":["a@b.ae"],"password":["x"]}',
    '{"username":{"$ne":null},"password":{"$ne":null}}',
    '{"username":"a@b.ae"}',
    '{"password":"secret123"}',
    '{"username":"","password":""}',
    '{"username":"   ","password":" "}',
    `{"username":"${huge}","password":"x"}`,
    `{"username":"a@b.ae","password":"${huge}"}`,
    '{"username":"a@b.ae","password":true}',
    '{"username":"\\u0000","password":"\\u0000"}',
    '{"username":"a@b.ae","password":"x","__proto__":{"admin":true}}',
    '[{"username":"a@b.ae","password":"x"}]',
    '{"username":"a@b.ae","password":{"toString":"x"}}',
    '{"username":"\' OR 1=1 --","password":"\' OR 1=1 --"}',
  ];
  const registerBodies: string[] = [
    '{}',
    'null',
    '[]',
    '{"email":"not-an-email","password":"longenough","name":"A","companyName":"B","phone":"+971501234567","emirate":"dubai"}',
    '{"email":"a@b.ae","password":"longenough","name":"","companyName":"B","phone":"+971501234567","emirate":"dubai"}',
    '{"email":"a@b.ae","password":"longenough","name":"A","companyName":"   ","phone":"+971501234567","emirate":"dubai"}',
    '{"email":"a@b.ae","password":"longenough","name":"A","companyName":"B","phone":"call me","emirate":"dubai"}',
    '{"email":"a@b.ae","password":"longenough","name":"A","companyName":"B","phone":"+971501234567","emirate":"qatar"}',
    '{"email":"a@b.ae","password":"longenough","name":"A","companyName":"B","phone":"+971501234567","emirate":null}',
    `{"email":"a@b.ae","password":"longenough","name":"${huge}","companyName":"B","phone":"+971501234567","emirate":"dubai"}`,
    '{"email":["a@b.ae"],"password":"longenough","name":"A","companyName":"B","phone":"+971501234567","emirate":"dubai"}',
    '{"email":"a@b.ae","password":12345678,"name":"A","companyName":"B","phone":"+971501234567","emirate":"dubai"}',
    '{"email":"a@b.ae","password":"longenough","name":{"x":1},"companyName":"B","phone":"+971501234567","emirate":"dubai"}',
    '{"email":"a@b.ae","password":"longenough","name":"A","companyName":"B","phone":5,"emirate":"dubai"}',
    '{"email":"a@b.ae","password":"longenough","name":"A","companyName":"B","phone":"+971501234567","emirate":"dubai","role":"admin"',
    '{"email":null,"password":null,"name":null,"companyName":null,"phone":null,"emirate":null}',
    'true',
    '"register me"',
    '{',
    `{"email":"${huge}@b.ae","password":"longenough","name":"A","companyName":"B","phone":"+971501234567","emirate":"dubai"}`,
    '{"email":"a@b.ae","password":"","name":"A","companyName":"B","phone":"+971501234567","emirate":"dubai"}',
    '{"email":"a@b.ae","password":"longenough","name":"A","companyName":"B","phone":"","emirate":"dubai"}',
    '{"email":"a@b.ae","password":"longenough","name":"A","companyName":"B","phone":"+971501234567"}',
    '{"email":"a@b.ae","password":"longenough","name":"A","companyName":"B","phone":"+971501234567","emirate":"all"}',
    '{"email":"a@b.ae","password":"longenough","name":"A","companyName":"B","phone":"+971501234567","emirate":["dubai"]}',
  ];

  it('answers 50 malformed bodies with 400 or 401, never 5xx', async () => {
    const cases = [
      ...bodies.map((body) => ['/api/auth/login', body] as const),
      ...registerBodies.map((body) => ['/api/auth/register', body] as const),
    ];
    expect(cases.length).toBeGreaterThanOrEqual(50);
    for (const [path, rawBody] of cases) {
      const response = await client().request('POST', path, { rawBody });
      expect([400, 401], `${path} ${rawBody.slice(0, 80)} → ${response.status}`).toContain(
        response.status,
      );
      expect(response.body).toHaveProperty('error.message');
    }
  });
});

describe('behind HTTPS', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const secure = await startTestServer({ PUBLIC_URL: 'https://rent.example.ae' });
    try {
      const user = await buildUserWithPassword(PASSWORD);
      const browser = new TestClient(secure.baseUrl, 'https://rent.example.ae');
      const response = await browser.login(user.email, PASSWORD);
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().join('\n')).toMatch(/sid=.*;\s*secure/i);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });
});
