/**
 * The sign-in limits under attack: concurrent guesses, an attacker spread over many addresses,
 * and clients that write their own X-Forwarded-For. Passwords checked are counted by the
 * password service itself, so nothing here depends on timing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCar, buildUserWithPassword, buildVendor } from '../../test/factories';
import { TestClient, type TestResponse } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';
import { LEAD_LIMITS } from '../services/leads/recordLead';
import { passwordVerifications } from '../services/passwords';
import { LOGIN_LIMITS } from './loginLimits';

const PASSWORD = 'correct horse battery';
const uniqueEmail = () => `guess-${randomUUID().slice(0, 8)}@test.ae`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Runs `attempts` and says how many passwords the server checked meanwhile. */
async function countingChecks<T>(attempts: () => Promise<T>) {
  const before = passwordVerifications.count;
  const result = await attempts();
  return { result, checked: passwordVerifications.count - before };
}

const statusesOf = (answers: TestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
};

function expectRetryAfter(answers: TestResponse[], maxSeconds: number) {
  for (const refused of answers.filter((a) => a.status === 429)) {
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(maxSeconds);
  }
}

describe('concurrent wrong guesses from one address', () => {
  it('checks at most 10 passwords of 100 sent at once at one account; the rest 429', async () => {
    const user = await buildUserWithPassword(PASSWORD);
    const attacker = new TestClient(server.baseUrl);
    const { result: answers, checked } = await countingChecks(() =>
      Promise.all(Array.from({ length: 100 }, (_, i) => attacker.login(user.email, `guess-${i}`))),
    );
    const statuses = statusesOf(answers);
    console.info(
      `100 concurrent wrong sign-ins, one account: ${checked} passwords checked`,
      statuses,
    );
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perAccountAddress.points);
    expect(statuses[401] ?? 0).toBeLessThanOrEqual(LOGIN_LIMITS.perAccountAddress.points);
    expect((statuses[401] ?? 0) + (statuses[429] ?? 0)).toBe(100);
    expectRetryAfter(answers, LOGIN_LIMITS.perAccountAddress.durationSeconds);
    // Even the right password is not checked from there any more.
    const right = await countingChecks(() => attacker.login(user.email, PASSWORD));
    expect(right.result.status).toBe(429);
    expect(right.checked).toBe(0);
  });

  it('checks at most 30 passwords of 100 sent at once at 100 accounts', async () => {
    const attacker = new TestClient(server.baseUrl);
    const { result: answers, checked } = await countingChecks(() =>
      Promise.all(Array.from({ length: 100 }, () => attacker.login(uniqueEmail(), 'password1'))),
    );
    console.info(`100 concurrent wrong sign-ins, 100 accounts: ${checked} passwords checked`);
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perAddress.points);
    expect(statusesOf(answers)[429]).toBeGreaterThanOrEqual(100 - LOGIN_LIMITS.perAddress.points);
    expectRetryAfter(answers, LOGIN_LIMITS.perAddress.durationSeconds);
  });
});

describe('an attacker on many addresses against one account', () => {
  it('cannot lock the owner out of the address they sign in from, and is capped and slowed', async () => {
    const { user } = await buildVendor(PASSWORD);
    const owner = new TestClient(server.baseUrl);
    expect((await owner.login(user.email, PASSWORD)).status).toBe(200);

    // 150 guesses, each from an address of its own: only the account's ceiling applies to them.
    const started = Date.now();
    const { result: answers, checked } = await countingChecks(() =>
      Promise.all(
        Array.from({ length: 150 }, (_, i) =>
          new TestClient(server.baseUrl).login(user.email, `spread-guess-${i}`),
        ),
      ),
    );
    const statuses = statusesOf(answers);
    console.info(
      `150 guesses from 150 addresses: ${checked} checked in ${Date.now() - started} ms`,
      statuses,
    );
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount.points);
    expect(statuses[429]).toBeGreaterThanOrEqual(150 - LOGIN_LIMITS.perAccount.points);
    // Past the first 10, guesses waited: the growing delays (up to 5 s) held them back.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);

    // The owner, from the address they signed in from before, gets in at once.
    const ownerStarted = Date.now();
    const again = await owner.login(user.email, PASSWORD);
    expect(again.status).toBe(200);
    expect(Date.now() - ownerStarted).toBeLessThan(1_000);
    expect((await owner.get('/api/auth/me')).status).toBe(200);

    // A new address, even with the right password, waits for the account's window to end.
    const stranger = await new TestClient(server.baseUrl).login(user.email, PASSWORD);
    expect(stranger.status).toBe(429);
  }, 60_000);

  it('lets the owner in from a new address with the browser they signed in from before', async () => {
    const user = await buildUserWithPassword(PASSWORD);
    const phone = new TestClient(server.baseUrl);
    expect((await phone.login(user.email, PASSWORD)).status).toBe(200);
    expect(phone.cookies.get('known_device')).toBe(String(user.id));
    await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        new TestClient(server.baseUrl).login(user.email, `attack-${i}`),
      ),
    );
    // The same phone on another network (a new address): its signed cookie vouches for it.
    const onTheMove = new TestClient(server.baseUrl);
    for (const [name, value] of phone.cookies) onTheMove.cookies.set(name, value);
    expect((await onTheMove.login(user.email, PASSWORD)).status).toBe(200);
    // A forged cookie (no valid signature) vouches for nothing.
    const forger = new TestClient(server.baseUrl);
    forger.cookies.set('known_device', String(user.id));
    expect((await forger.login(user.email, PASSWORD)).status).toBe(429);
  }, 60_000);

  it('lets the owner in from a new address while the attack is below the ceiling', async () => {
    const user = await buildUserWithPassword(PASSWORD);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        new TestClient(server.baseUrl).login(user.email, `few-${i}`),
      ),
    );
    expect((await new TestClient(server.baseUrl).login(user.email, PASSWORD)).status).toBe(200);
  }, 30_000);
});

describe('X-Forwarded-For written by the client itself', () => {
  /** A client connecting straight to the server and forging a new address on every request. */
  const forging = (base: string) => {
    let n = 0;
    const client = new TestClient(base);
    return {
      client,
      headers: () => ({ 'X-Forwarded-For': `203.0.113.${(n += 1) % 250}` }),
    };
  };

  it('changes nothing when no proxy is trusted: the sign-in and lead limits hold', async () => {
    const direct = await startTestServer({ TRUST_PROXY_HOPS: '0' });
    try {
      await direct.knex('rate_limits').where('key', 'like', '%127.0.0.1').delete();
      const user = await buildUserWithPassword(PASSWORD);
      const { client, headers } = forging(direct.baseUrl);
      const logins: number[] = [];
      for (let i = 0; i < 25; i += 1) {
        const answer = await client.request('POST', '/api/auth/login', {
          body: { username: user.email, password: `forged-${i}` },
          headers: headers(),
        });
        logins.push(answer.status);
      }
      expect(logins.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(logins.slice(10)).toEqual(Array(15).fill(429));

      const { company } = await buildVendor(PASSWORD);
      const car = await buildCar(company);
      const lead = {
        carId: car.id,
        method: 'whatsapp',
        name: 'Forged Renter',
        email: 'renter@test.ae',
        phone: '+971501234567',
      };
      const leads: number[] = [];
      for (let i = 0; i < LEAD_LIMITS.perAddress.points + 5; i += 1) {
        const answer = await client.request('POST', '/api/leads', {
          body: lead,
          headers: headers(),
        });
        leads.push(answer.status);
      }
      expect(leads.filter((s) => s === 201)).toHaveLength(LEAD_LIMITS.perAddress.points);
      expect(leads.slice(-5)).toEqual(Array(5).fill(429));
    } finally {
      await direct.knex('rate_limits').where('key', 'like', '%127.0.0.1').delete();
      await direct.close();
    }
  }, 60_000);

  it('behind one trusted proxy, only the address the proxy saw counts', async () => {
    // The test server trusts one hop: the last X-Forwarded-For entry is what the proxy saw.
    const user = await buildUserWithPassword(PASSWORD);
    const seenByProxy = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const client = new TestClient(server.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const answer = await client.request('POST', '/api/auth/login', {
        body: { username: user.email, password: `forged-${i}` },
        headers: { 'X-Forwarded-For': `198.51.100.${i}, ${seenByProxy}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
  });

  it('trusts only the configured proxy networks', async () => {
    // The test connects from 127.0.0.1, which is not among the trusted networks: its header is
    // ignored whatever it says.
    const guarded = await startTestServer({
      TRUST_PROXY_HOPS: '0',
      TRUST_PROXY_NETWORKS: '10.0.0.0/8',
    });
    try {
      await guarded.knex('rate_limits').where('key', 'like', '%127.0.0.1').delete();
      const user = await buildUserWithPassword(PASSWORD);
      const { client, headers } = forging(guarded.baseUrl);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const answer = await client.request('POST', '/api/auth/login', {
          body: { username: user.email, password: `forged-${i}` },
          headers: headers(),
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await guarded.knex('rate_limits').where('key', 'like', '%127.0.0.1').delete();
      await guarded.close();
    }
  });
});
