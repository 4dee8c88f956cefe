/**
 * Two tabs, lost update (API.md, optimistic concurrency): an editable resource's GET (or its
 * list item) carries its version; a write or an admin decision sent with a stale If-Match
 * answers 412 `changed_elsewhere` with the current values and the current ETag, and changes
 * nothing; a fresh If-Match and no If-Match are accepted. Two writes with the same fresh
 * version at once: one wins, the other is told. PGlite and PostgreSQL (TEST_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCar, buildCompany } from '../../test/factories';
import type { TestClient } from '../../test/testClient';
import { signedInUser, signedInVendor, type TestResponse } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'versions password 1';
type Changed = { error: { code: string; message: string; current: Record<string, unknown> } };
type Item = { id: number; etag: string; status?: string };

let server: TestServer;
let admin: TestClient;
let otherAdmin: TestClient;

const signedInAdmin = () => signedInUser(server.baseUrl, PASSWORD, 'admin');

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin();
  otherAdmin = await signedInAdmin();
});
afterAll(async () => {
  await server?.close();
});

const ifMatch = (etag: string | null | undefined) => ({ 'If-Match': etag ?? '' });
const send = (client: TestClient, method: string, path: string, body?: unknown, headers = {}) =>
  client.request<Changed & Record<string, unknown>>(method, path, { body: body ?? {}, headers });

/** The 412 as API.md says: code, message, the current values and the current ETag. */
function expectChangedElsewhere(response: TestResponse<Changed>, current: Record<string, unknown>) {
  expect(response.status).toBe(412);
  expect(response.body.error.code).toBe('changed_elsewhere');
  expect(response.body.error.message).toBe('This was changed elsewhere since you opened it.');
  expect(response.body.error.current).toMatchObject(current);
  expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
}

describe('vendor car: ETag and If-Match', () => {
  it('refuses tab A’s stale price after tab B saved, keeps B’s, and accepts fresh or no If-Match', async () => {
    const { client, company } = await signedInVendor(server.baseUrl, PASSWORD);
    const car = await buildCar(company, { status: 'pending', pricePerDay: 2000 });
    const path = `/api/vendor/cars/${car.id}`;
    const opened = await client.get<{ pricePerDay: number }>(path);
    const etagA = opened.headers.get('etag');
    expect(etagA).toMatch(/^"[^"]+"$/);

    expect((await send(client, 'PATCH', path, { pricePerDay: 2500 })).status).toBe(200);
    const stale = await send(client, 'PATCH', path, { pricePerDay: 2400 }, ifMatch(etagA));
    expectChangedElsewhere(stale, { id: car.id, pricePerDay: 2500 });
    const now = await client.get<{ pricePerDay: number }>(path);
    expect(now.body.pricePerDay).toBe(2500);
    expect(stale.headers.get('etag')).toBe(now.headers.get('etag'));

    const fresh = await send(
      client,
      'PATCH',
      path,
      { pricePerDay: 2400 },
      ifMatch(now.headers.get('etag')),
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body.pricePerDay).toBe(2400);
    // The answer's ETag is the version the next GET answers.
    expect(fresh.headers.get('etag')).toBe((await client.get(path)).headers.get('etag'));
    expect((await send(client, 'PATCH', path, { pricePerDay: 2300 })).status).toBe(200);

    // A stale delete deletes nothing.
    const staleDelete = await send(client, 'DELETE', path, undefined, ifMatch(etagA));
    expect(staleDelete.status).toBe(412);
    expect((await client.get(path)).status).toBe(200);
  });

  it('lets one of two simultaneous writes with the same version through, and tells the other', async () => {
    const { client, company } = await signedInVendor(server.baseUrl, PASSWORD);
    const car = await buildCar(company, { status: 'pending', pricePerDay: 1000 });
    const path = `/api/vendor/cars/${car.id}`;
    const etag = (await client.get(path)).headers.get('etag');
    const answers = await Promise.all(
      [1100, 1200, 1300, 1400, 1500].map((price) =>
        send(client, 'PATCH', path, { pricePerDay: price }, ifMatch(etag)),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 412, 412, 412, 412]);
    const winner = answers.find((a) => a.status === 200)!;
    expect((await client.get<{ pricePerDay: number }>(path)).body.pricePerDay).toBe(
      winner.body.pricePerDay,
    );
  });

  it('answers another company’s car 404 before any version check', async () => {
    const { client } = await signedInVendor(server.baseUrl, PASSWORD);
    const car = await buildCar(await buildCompany(), { status: 'pending' });
    const response = await send(
      client,
      'PATCH',
      `/api/vendor/cars/${car.id}`,
      { pricePerDay: 1 },
      ifMatch('"x"'),
    );
    expect(response.status).toBe(404);
  });
});

describe('company profile: ETag and If-Match', () => {
  it('refuses a stale profile edit with the current values', async () => {
    const { client } = await signedInVendor(server.baseUrl, PASSWORD);
    const opened = await client.get('/api/vendor/profile');
    const etag = opened.headers.get('etag');
    expect(etag).toBeTruthy();
    const elsewhere = await send(client, 'PATCH', '/api/vendor/profile', { description: 'Tab B' });
    expect(elsewhere.status).toBe(200);
    const stale = await send(
      client,
      'PATCH',
      '/api/vendor/profile',
      { description: 'Tab A' },
      ifMatch(etag),
    );
    expectChangedElsewhere(stale, { description: 'Tab B' });
    const fresh = await send(
      client,
      'PATCH',
      '/api/vendor/profile',
      { description: 'Tab A' },
      ifMatch(elsewhere.headers.get('etag')),
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body.description).toBe('Tab A');
    // The answer's ETag is the one the next GET answers: the form can save again.
    const reread = await client.get('/api/vendor/profile');
    expect(fresh.headers.get('etag')).toBe(reread.headers.get('etag'));
  });
});

describe('payment methods: list items carry their version', () => {
  it('refuses a stale “make default” and a stale delete', async () => {
    const { client } = await signedInVendor(server.baseUrl, PASSWORD);
    const card = {
      kind: 'card',
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2099,
      holderName: 'R',
    };
    await client.post('/api/vendor/payment-methods', card);
    await client.post('/api/vendor/payment-methods', card);
    const list = await client.get<{ items: (Item & { isDefault: boolean })[] }>(
      '/api/vendor/payment-methods',
    );
    const [first, second] = list.body.items as [
      Item & { isDefault: boolean },
      Item & { isDefault: boolean },
    ];
    expect(first.etag).toMatch(/^"[^"]+"$/);
    // Another tab makes the second the default: the first is no longer what tab A saw.
    expect((await client.post(`/api/vendor/payment-methods/${second.id}/default`)).status).toBe(
      200,
    );
    const stale = await send(
      client,
      'DELETE',
      `/api/vendor/payment-methods/${first.id}`,
      undefined,
      ifMatch(first.etag),
    );
    expectChangedElsewhere(stale, { id: first.id, isDefault: false });
    const staleDefault = await send(
      client,
      'POST',
      `/api/vendor/payment-methods/${first.id}/default`,
      {},
      ifMatch(first.etag),
    );
    expect(staleDefault.status).toBe(412);
    const fresh = await send(
      client,
      'POST',
      `/api/vendor/payment-methods/${first.id}/default`,
      {},
      ifMatch(stale.headers.get('etag')),
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body.isDefault).toBe(true);
  });
});

describe('blog: posts, categories and settings', () => {
  it('refuses a stale post edit and a stale delete, keeping the other tab’s title', async () => {
    const created = await admin.post<{ id: number }>('/api/admin/blog/posts', {
      title: `Draft ${randomUUID()}`,
      contentHtml: '<p>x</p>',
    });
    const path = `/api/admin/blog/posts/${created.body.id}`;
    const etag = (await admin.get(path)).headers.get('etag');
    expect((await send(otherAdmin, 'PATCH', path, { title: 'Tab B title' })).status).toBe(200);
    const stale = await send(admin, 'PATCH', path, { title: 'Tab A title' }, ifMatch(etag));
    expect(stale.status).toBe(412);
    expect(stale.body.error.current).toMatchObject({ title: 'Tab B title' });
    expect((await send(admin, 'DELETE', path, undefined, ifMatch(etag))).status).toBe(412);
    const now = await admin.get<{ title: string }>(path);
    expect(now.body.title).toBe('Tab B title');
    const saved = await send(
      admin,
      'PATCH',
      path,
      { title: 'A' },
      ifMatch(now.headers.get('etag')),
    );
    expect(saved.status).toBe(200);
    // The answer's ETag is the one the next GET answers: the editor can save again and again.
    expect(saved.headers.get('etag')).toBe((await admin.get(path)).headers.get('etag'));
  });

  it('refuses a stale category edit; a new post in it does not make its version stale', async () => {
    const created = await admin.post<Item>('/api/admin/blog/categories', {
      name: `Cat ${randomUUID()}`,
    });
    const list = await admin.get<Item[]>('/api/admin/blog/categories');
    const item = list.body.find((c) => c.id === created.body.id)!;
    expect(item.etag).toBe(created.body.etag);
    await admin.post('/api/admin/blog/posts', {
      title: `In category ${randomUUID()}`,
      contentHtml: '<p>x</p>',
      categoryId: item.id,
    });
    const path = `/api/admin/blog/categories/${item.id}`;
    const renamed = await send(
      admin,
      'PATCH',
      path,
      { name: `Renamed ${randomUUID()}` },
      ifMatch(item.etag),
    );
    expect(renamed.status).toBe(200);
    const stale = await send(otherAdmin, 'PATCH', path, { name: 'Stale' }, ifMatch(item.etag));
    expectChangedElsewhere(stale, { id: item.id, name: renamed.body.name });
    expect((await send(otherAdmin, 'DELETE', path, undefined, ifMatch(item.etag))).status).toBe(
      412,
    );
    // Without If-Match (an API client): accepted.
    expect((await send(otherAdmin, 'PATCH', path, { description: 'No version sent' })).status).toBe(
      200,
    );
  });

  it('refuses stale blog settings', async () => {
    const opened = await admin.get('/api/admin/blog/settings');
    const etag = opened.headers.get('etag');
    expect(
      (
        await send(otherAdmin, 'PATCH', '/api/admin/blog/settings', {
          title: `B ${randomUUID().slice(0, 8)}`,
        })
      ).status,
    ).toBe(200);
    const stale = await send(
      admin,
      'PATCH',
      '/api/admin/blog/settings',
      { title: 'Tab A' },
      ifMatch(etag),
    );
    expect(stale.status).toBe(412);
    expect(stale.body.error.current).toHaveProperty('title');
    const saved = await send(admin, 'PATCH', '/api/admin/blog/settings', { title: 'Tab A' });
    expect(saved.status).toBe(200);
    const reread = await admin.get('/api/admin/blog/settings');
    expect(saved.headers.get('etag')).toBe(reread.headers.get('etag'));
  });
});

describe('admin decisions: a stale tab cannot undo another admin’s decision', () => {
  it('refuses to reject a listing another admin just approved', async () => {
    const company = await buildCompany();
    const car = await buildCar(company, { status: 'pending' });
    // Narrowed to the company: the shared PostgreSQL test database keeps other runs' queue.
    const queue = await admin.get<{ items: Item[] }>(
      `/api/admin/listings?status=pending&pageSize=100&q=${encodeURIComponent(company.name)}`,
    );
    const seen = queue.body.items.find((l) => l.id === car.id)!;
    expect(seen.etag).toMatch(/^"[^"]+"$/);
    const approved = await send(
      otherAdmin,
      'POST',
      `/api/admin/listings/${car.id}/approve`,
      {},
      ifMatch(seen.etag),
    );
    expect(approved.status).toBe(200);
    const stale = await send(
      admin,
      'POST',
      `/api/admin/listings/${car.id}/reject`,
      { reason: 'Photos are blurry' },
      ifMatch(seen.etag),
    );
    expectChangedElsewhere(stale, { id: car.id, status: 'approved' });
    expect((await server.knex('cars').where({ id: car.id }).first('status')).status).toBe(
      'approved',
    );
    // With the version it now has, the decision goes through.
    const fresh = await send(
      admin,
      'POST',
      `/api/admin/listings/${car.id}/reject`,
      { reason: 'Photos are blurry' },
      ifMatch(approved.body.etag as string),
    );
    expect(fresh.status).toBe(200);
    // Without If-Match: accepted (a change of mind, approved again).
    expect((await send(admin, 'POST', `/api/admin/listings/${car.id}/approve`)).status).toBe(200);
  });

  it('refuses a stale suspension and a stale verification decision on a company', async () => {
    const company = await buildCompany();
    const list = await admin.get<{ items: Item[] }>(
      `/api/admin/vendors?q=${encodeURIComponent(company.name)}&pageSize=100`,
    );
    const seen = list.body.items.find((v) => v.id === company.id)!;
    expect(seen.etag).toBeTruthy();
    const suspended = await send(
      otherAdmin,
      'POST',
      `/api/admin/vendors/${company.id}/suspend`,
      { reason: 'Fraud report' },
      ifMatch(seen.etag),
    );
    expect(suspended.status).toBe(200);
    const stale = await send(
      admin,
      'POST',
      `/api/admin/vendors/${company.id}/reinstate`,
      {},
      ifMatch(seen.etag),
    );
    expectChangedElsewhere(stale, { id: company.id, status: 'suspended' });
    expect(
      (await send(admin, 'POST', `/api/admin/vendors/${company.id}/verify`, {}, ifMatch(seen.etag)))
        .status,
    ).toBe(412);
    expect((await server.knex('companies').where({ id: company.id }).first('status')).status).toBe(
      'suspended',
    );
    expect((await send(admin, 'POST', `/api/admin/vendors/${company.id}/reinstate`)).status).toBe(
      200,
    );
  });

  it('refuses to reject a document another admin just approved', async () => {
    const company = await buildCompany();
    const [row] = await server
      .knex('vendor_documents')
      .insert({
        company_id: company.id,
        kind: 'trade_licence',
        original_name: 'licence.pdf',
        mime: 'application/pdf',
        size: 100,
        expires_on: '2099-01-01',
      })
      .returning('id');
    const id = (row as { id: number }).id;
    const queue = await admin.get<{ items: Item[] }>(
      `/api/admin/documents?status=pending&companyId=${company.id}`,
    );
    const seen = queue.body.items.find((d) => d.id === id)!;
    expect(
      (await send(otherAdmin, 'POST', `/api/admin/documents/${id}/approve`, {}, ifMatch(seen.etag)))
        .status,
    ).toBe(200);
    const stale = await send(
      admin,
      'POST',
      `/api/admin/documents/${id}/reject`,
      { reason: 'Unreadable' },
      ifMatch(seen.etag),
    );
    expectChangedElsewhere(stale, { id, status: 'approved' });
    expect((await server.knex('vendor_documents').where({ id }).first('status')).status).toBe(
      'approved',
    );
    const unversioned = await send(admin, 'POST', `/api/admin/documents/${id}/reject`, {
      reason: 'Unreadable',
    });
    expect(unversioned.status).toBe(200);
  });
});
