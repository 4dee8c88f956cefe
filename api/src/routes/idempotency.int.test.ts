/**
 * Double submits: every creating POST honours `Idempotency-Key` (API.md). The same key from
 * the same actor on the same route answers the first answer and creates nothing more, however
 * many copies arrive at once; another key is another request; the key with another body is a
 * 422. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCar, buildCompany } from '../../test/factories';
import { signedInUser, signedInVendor, TestClient, type TestResponse } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';
import { runHousekeeping } from '../jobs/housekeeping';

const PASSWORD = 'idempotency password 1';
type ErrorBody = { error: { code: string; message: string } };

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInUser(server.baseUrl, PASSWORD, 'admin');
});
afterAll(async () => {
  await server?.close();
});

const newVendor = () => signedInVendor(server.baseUrl, PASSWORD);
const withKey = (key: string) => ({ 'Idempotency-Key': key });
const times = <T>(n: number, make: () => Promise<T>) =>
  Promise.all(Array.from({ length: n }, make));
const count = async (table: string, where: Record<string, unknown>) =>
  Number((await server.knex(table).where(where).count('* as n'))[0]?.n);

const carFields = (title = 'Nissan Patrol 2024') => ({
  title,
  brand: 'nissan',
  model: 'Patrol',
  year: 2024,
  carType: 'suv',
  emirate: 'dubai',
  pricePerDay: 650,
});

describe('Idempotency-Key on creating POSTs', () => {
  it('creates one car when the same POST arrives twice at once, and answers both the same', async () => {
    const { client, company } = await newVendor();
    const key = randomUUID();
    const [a, b] = await times(2, () =>
      client.post<{ id: number }>('/api/vendor/cars', carFields(), withKey(key)),
    );
    expect([a!.status, b!.status]).toEqual([201, 201]);
    expect(a!.body.id).toBe(b!.body.id);
    expect(await count('cars', { company_id: company.id })).toBe(1);
    const replayed = [a!, b!].filter((r) => r.headers.get('idempotent-replayed') === 'true');
    expect(replayed).toHaveLength(1);
    // Later, the same key still answers the first answer.
    const later = await client.post<{ id: number }>('/api/vendor/cars', carFields(), withKey(key));
    expect(later.status).toBe(201);
    expect(later.body.id).toBe(a!.body.id);
    expect(await count('cars', { company_id: company.id })).toBe(1);
  });

  it('creates one support ticket from 20 simultaneous identical POSTs with one key', async () => {
    const { client, company } = await newVendor();
    const key = randomUUID();
    const answers = await times(20, () =>
      client.post<{ id: number }>(
        '/api/vendor/support',
        { subject: 'Invoice', message: 'Where is my invoice?' },
        withKey(key),
      ),
    );
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
    expect(await count('support_tickets', { company_id: company.id })).toBe(1);
    expect(await count('support_messages', { ticket_id: answers[0]!.body.id })).toBe(1);
  });

  it('creates one row per key: different keys are different requests', async () => {
    const { client, company } = await newVendor();
    const answers = await Promise.all(
      ['one', 'two', 'three'].map((key) =>
        client.post('/api/vendor/payment-methods', card(), withKey(key)),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(await count('payment_methods', { company_id: company.id })).toBe(3);
  });

  it('refuses the key reused with another body (422) and creates nothing', async () => {
    const { client, company } = await newVendor();
    const key = randomUUID();
    expect((await client.post('/api/vendor/cars', carFields('A'), withKey(key))).status).toBe(201);
    const reused = await client.post<ErrorBody>('/api/vendor/cars', carFields('B'), withKey(key));
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
    expect(await count('cars', { company_id: company.id })).toBe(1);
  });

  it('keeps keys per actor: another vendor’s same key creates their own row', async () => {
    const [first, second] = await Promise.all([newVendor(), newVendor()]);
    const key = 'shared-key';
    const a = await first.client.post<{ id: number }>(
      '/api/vendor/cars',
      carFields(),
      withKey(key),
    );
    const b = await second.client.post<{ id: number }>(
      '/api/vendor/cars',
      carFields(),
      withKey(key),
    );
    expect(a.body.id).not.toBe(b.body.id);
    expect(await count('cars', { company_id: second.company.id })).toBe(1);
  });

  it('keeps no answer when the request failed: the same key runs again once fixed', async () => {
    const { client, company } = await newVendor();
    const key = randomUUID();
    const bad = await client.post('/api/vendor/cars', { ...carFields(), year: 1800 }, withKey(key));
    expect(bad.status).toBe(400);
    const good = await client.post('/api/vendor/cars', carFields(), withKey(key));
    expect(good.status).toBe(201);
    expect(await count('cars', { company_id: company.id })).toBe(1);
  });

  it('answers a key longer than 255 characters with a 400', async () => {
    const { client, company } = await newVendor();
    const long = await client.post('/api/vendor/cars', carFields(), withKey('k'.repeat(256)));
    expect(long.status).toBe(400);
    expect(await count('cars', { company_id: company.id })).toBe(0);
  });

  it('creates each kind of row once under 5 simultaneous copies with one key', async () => {
    const { client: vendor, company } = await newVendor();
    const car = await buildCar(await buildCompany(), { status: 'approved' });
    const ticket = (
      await vendor.post<{ id: number }>('/api/vendor/support', { subject: 'S', message: 'M' })
    ).body.id;
    const renter = new TestClient(server.baseUrl);
    const email = `${randomUUID()}@example.ae`;
    const cases: {
      name: string;
      send: (headers: Record<string, string>) => Promise<TestResponse>;
      rows: () => Promise<number>;
    }[] = [
      {
        name: 'vendor message',
        send: (h) => vendor.post(`/api/vendor/support/${ticket}/messages`, { message: 'Hi' }, h),
        rows: () => count('support_messages', { ticket_id: ticket, body: 'Hi' }),
      },
      {
        name: 'admin reply',
        send: (h) => admin.post(`/api/admin/support/${ticket}/messages`, { message: 'Hello' }, h),
        rows: () => count('support_messages', { ticket_id: ticket, body: 'Hello' }),
      },
      {
        name: 'payment method',
        send: (h) => vendor.post('/api/vendor/payment-methods', card(), h),
        rows: () => count('payment_methods', { company_id: company.id }),
      },
      {
        name: 'lead',
        send: (h) =>
          renter.post(
            '/api/leads',
            { carId: car.id, method: 'email', name: 'Sara', email, phone: '+971 50 987 6543' },
            h,
          ),
        rows: () => count('leads', { car_id: car.id }),
      },
      {
        name: 'post',
        send: (h) =>
          admin.post(
            '/api/admin/blog/posts',
            { title: `Post ${email}`, contentHtml: '<p>x</p>' },
            h,
          ),
        rows: () => count('posts', { title: `Post ${email}` }),
      },
      {
        name: 'category',
        send: (h) => admin.post('/api/admin/blog/categories', { name: `Cat ${email}` }, h),
        rows: () => count('post_categories', { name: `Cat ${email}` }),
      },
      {
        name: 'invitation',
        send: (h) => admin.post('/api/admin/blog/invitations', { email, role: 'writer' }, h),
        rows: () => count('invitations', { email }),
      },
      {
        name: 'sign-up',
        send: (h) =>
          renter.post(
            '/api/auth/register',
            {
              email: `new-${email}`,
              password: 'a long enough password 1',
              name: 'Layla Hassan',
              companyName: `Palm ${email}`,
              phone: '050 123 4567',
              emirate: 'dubai',
            },
            h,
          ),
        rows: () => count('users', { email: `new-${email}` }),
      },
    ];
    for (const { name, send, rows } of cases) {
      const key = randomUUID();
      const answers = await times(5, () => send(withKey(key)));
      expect(
        answers.map((r) => r.status),
        name,
      ).toEqual(answers.map(() => 201));
      expect(new Set(answers.map((r) => r.text)).size, name).toBe(1);
      expect(await rows(), name).toBe(1);
    }
  });

  it('takes over a key whose first request was cut off (left pending by a crash)', async () => {
    const { client, company, user } = await newVendor();
    const key = randomUUID();
    await server.knex('idempotency_keys').insert({
      scope: `user:${user.id}`,
      route: 'POST /api/vendor/support',
      key,
      fingerprint: 'a request that never finished',
      state: 'pending',
      created_at: new Date(Date.now() - 5 * 60 * 1000),
    });
    const retry = await client.post<{ id: number }>(
      '/api/vendor/support',
      { subject: 'Invoice', message: 'Where is my invoice?' },
      withKey(key),
    );
    expect(retry.status).toBe(201);
    expect(await count('support_tickets', { company_id: company.id })).toBe(1);
  });

  it('is forgotten after 24 hours (housekeeping)', async () => {
    const { client } = await newVendor();
    const key = randomUUID();
    await client.post('/api/vendor/cars', carFields(), withKey(key));
    expect(await count('idempotency_keys', { key })).toBe(1);
    await runHousekeeping(server.knex, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await count('idempotency_keys', { key })).toBe(0);
  });
});

const card = () => ({
  kind: 'card',
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2099,
  holderName: 'Rashid',
});
