/**
 * Sessions end 30 days after sign-in however busy they are, and the seeded demo accounts never
 * sign in under NODE_ENV=production.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUserWithPassword } from '../../test/factories';
import { TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';
import { countDemoUsers, demoAccountsWarning } from '../db/seeds/seedIfEmpty';
import { User } from '../models';
import { SESSION_ABSOLUTE_LIFETIME_MS, createSessionStore, sessionExpiry } from './sessionStore';

const PASSWORD = 'correct horse battery';
const DAY = 24 * 60 * 60 * 1000;
const sessionRow = (server: TestServer, sid: string) =>
  server.knex('sessions').where({ id: createHash('sha256').update(sid).digest('hex') });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('absolute session lifetime', () => {
  it('ends a session 30 days after sign-in, even one renewed the minute before', async () => {
    const user = await buildUserWithPassword(PASSWORD);
    const browser = new TestClient(server.baseUrl);
    await browser.login(user.email, PASSWORD);
    const sid = browser.cookies.get('sid')!;
    const [row] = await sessionRow(server, sid);
    expect(row.data.signedInAt).toBeGreaterThan(Date.now() - 60_000);
    expect((await browser.get('/api/auth/me')).status).toBe(200);

    // As if the user signed in 30 days ago and the session was renewed yesterday for a week.
    const signedInAt = Date.now() - SESSION_ABSOLUTE_LIFETIME_MS - 1_000;
    const store = createSessionStore(server.knex);
    await store.set(sid, { ...row.data, signedInAt }, 7 * DAY);
    expect((await browser.get('/api/auth/me')).status).toBe(401);
  });

  it('never renews past the absolute lifetime', () => {
    const now = Date.now();
    const young = sessionExpiry({ signedInAt: now - DAY }, 7 * DAY, now);
    expect(young.getTime()).toBe(now + 7 * DAY);
    const old = sessionExpiry({ signedInAt: now - 28 * DAY }, 7 * DAY, now);
    expect(old.getTime()).toBe(now - 28 * DAY + SESSION_ABSOLUTE_LIFETIME_MS);
  });

  it('starts the clock of a session from before the lifetime existed', async () => {
    const user = await buildUserWithPassword(PASSWORD);
    const browser = new TestClient(server.baseUrl);
    await browser.login(user.email, PASSWORD);
    const sid = browser.cookies.get('sid')!;
    await sessionRow(server, sid).update({
      data: JSON.stringify({ userId: user.id }),
    });
    expect((await browser.get('/api/auth/me')).status).toBe(200);
    const [row] = await sessionRow(server, sid);
    expect(row.data.signedInAt).toBeGreaterThan(Date.now() - 60_000);
    expect(new Date(row.expires_at).getTime()).toBeLessThanOrEqual(
      Date.now() + SESSION_ABSOLUTE_LIFETIME_MS,
    );
  });
});

describe('demo accounts under NODE_ENV=production', () => {
  it('cannot sign in, with the right password, while real accounts can', async () => {
    const production = await startTestServer({ NODE_ENV: 'production' });
    try {
      const demo = await buildUserWithPassword(PASSWORD, { role: 'admin', demo: true });
      const real = await buildUserWithPassword(PASSWORD, { role: 'admin' });
      const refused = await new TestClient(production.baseUrl).login(demo.email, PASSWORD);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({
        error: { code: 'unauthorised', message: 'Invalid credentials' },
      });
      expect((await new TestClient(production.baseUrl).login(real.email, PASSWORD)).status).toBe(
        200,
      );
      // Outside production the same demo account signs in (npm start's demo).
      expect((await new TestClient(server.baseUrl).login(demo.email, PASSWORD)).status).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('makes start-up warn loudly when the production database holds demo accounts', async () => {
    const demo = await buildUserWithPassword(PASSWORD, { demo: true });
    const count = await countDemoUsers(server.knex);
    expect(count).toBeGreaterThan(0);
    const warning = await demoAccountsWarning(server.knex, { isProduction: true });
    expect(warning).toMatch(/WARNING: this production database holds \d+ demo accounts/);
    expect(await demoAccountsWarning(server.knex, { isProduction: false })).toBeNull();
    await User.query().deleteById(demo.id);
    expect(await countDemoUsers(server.knex)).toBe(count - 1);
  });
});
