/**
 * Unique violations are conflicts, not crashes: simultaneous duplicates (the same e-mail at
 * sign-up, the same company name, post title or category) answer 201 or 409 `conflict`, never
 * 500, and no duplicate row exists. On PostgreSQL (TEST_DATABASE_URL) the requests really run
 * at once and the database's unique index decides; PGlite runs them one after another.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, signedInVendor, TestClient, type TestResponse } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'conflicts password 1';
type ErrorBody = { error?: { code: string; fields?: Record<string, string> } };

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInUser(server.baseUrl, PASSWORD, 'admin');
});
afterAll(async () => {
  await server?.close();
});

const COPIES = 8;
const count = async (table: string, where: (qb: ReturnType<TestServer['knex']>) => unknown) => {
  const qb = server.knex(table);
  where(qb);
  return Number((await qb.count('* as n'))[0]?.n);
};

/** Every answer a 201 or a 409 conflict (the field named when it is known), never a 5xx. */
function expectCreatedOrConflict(answers: TestResponse<ErrorBody>[], field?: string) {
  for (const answer of answers) {
    expect([201, 409], answer.text).toContain(answer.status);
    if (answer.status === 409) {
      expect(answer.body.error?.code).toBe('conflict');
      if (field) expect(answer.body.error?.fields).toHaveProperty(field);
    }
  }
  return answers.filter((a) => a.status === 201).length;
}

const registration = (overrides: Record<string, string> = {}) => ({
  email: `${randomUUID()}@example.ae`,
  password: 'a long enough password 1',
  name: 'Layla Hassan',
  companyName: `Palm Drive ${randomUUID()}`,
  phone: '050 123 4567',
  emirate: 'dubai',
  ...overrides,
});

describe('simultaneous duplicates answer 409, never 500', () => {
  it('signs up one account for one e-mail', async () => {
    const input = registration();
    const answers = await Promise.all(
      Array.from({ length: COPIES }, () =>
        new TestClient(server.baseUrl).post<ErrorBody>('/api/auth/register', input),
      ),
    );
    expect(expectCreatedOrConflict(answers, 'email')).toBe(1);
    expect(await count('users', (qb) => qb.whereRaw('lower(email) = ?', [input.email]))).toBe(1);
  });

  it('keeps company names apart (one company per slug)', async () => {
    const companyName = `Same Name ${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: COPIES }, () =>
        new TestClient(server.baseUrl).post<ErrorBody>(
          '/api/auth/register',
          registration({ companyName }),
        ),
      ),
    );
    const created = expectCreatedOrConflict(answers);
    expect(created).toBeGreaterThanOrEqual(1);
    expect(await count('companies', (qb) => qb.where('name', companyName))).toBe(created);
  });

  it('creates posts with the same title without a 500 (one slug each)', async () => {
    const title = `Same title ${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: COPIES }, () =>
        admin.post<ErrorBody>('/api/admin/blog/posts', { title, contentHtml: '<p>x</p>' }),
      ),
    );
    const created = expectCreatedOrConflict(answers);
    expect(await count('posts', (qb) => qb.where('title', title))).toBe(created);
  });

  it('creates one category per name', async () => {
    const name = `Same category ${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: COPIES }, () =>
        admin.post<ErrorBody>('/api/admin/blog/categories', { name }),
      ),
    );
    const created = expectCreatedOrConflict(answers);
    expect(await count('post_categories', (qb) => qb.where('name', name))).toBe(created);
  });

  it('keeps exactly one default payment method when cards are saved and chosen at once', async () => {
    const { client, company } = await signedInVendor(server.baseUrl, PASSWORD);
    const card = {
      kind: 'card',
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2099,
      holderName: 'R',
    };
    const added = await Promise.all(
      Array.from({ length: COPIES }, () =>
        client.post<{ id: number }>('/api/vendor/payment-methods', card),
      ),
    );
    expect(added.map((a) => a.status)).toEqual(added.map(() => 201));
    const chosen = await Promise.all(
      added.map((a) => client.post(`/api/vendor/payment-methods/${a.body.id}/default`)),
    );
    expect(chosen.map((a) => a.status)).toEqual(chosen.map(() => 200));
    const defaults = await count('payment_methods', (qb) =>
      qb.where({ company_id: company.id, is_default: true }),
    );
    expect(defaults).toBe(1);
  });
});
