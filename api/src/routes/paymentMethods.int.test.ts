import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod } from '../models';
import { signedInVendor } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'payments password';
type Method = {
  id: number;
  kind: string;
  brand: string | null;
  last4: string | null;
  isDefault: boolean;
};
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
const NUMBER = '4242 4242 4242 4242';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const newVendor = () => signedInVendor(server.baseUrl, PASSWORD);

const card = { kind: 'card', number: NUMBER, expMonth: 12, expYear: 2099, holderName: 'Rashid' };

describe('payment methods', () => {
  it('keeps a card as brand and last four digits; the number is nowhere', async () => {
    const { client, company } = await newVendor();
    const added = await client.post<Method>('/api/vendor/payment-methods', card);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      kind: 'card',
      brand: 'visa',
      last4: '4242',
      isDefault: true,
    });
    expect(added.text).not.toContain('4242424242424242');
    expect(added.text).not.toContain(NUMBER);
    const rows = await server.knex('payment_methods').where({ company_id: company.id });
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain(NUMBER);
    const list = await client.get<{ items: Method[] }>('/api/vendor/payment-methods');
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.text).not.toContain('4242424242424242');
  });

  it('answers 400 per field: a number failing Luhn, an expired card, a CVC', async () => {
    const { client, company } = await newVendor();
    const luhn = await client.post<ErrorBody>('/api/vendor/payment-methods', {
      ...card,
      number: '4242 4242 4242 4241',
    });
    expect(luhn.status).toBe(400);
    expect(luhn.body.error.fields).toHaveProperty('number');
    const expired = await client.post<ErrorBody>('/api/vendor/payment-methods', {
      ...card,
      expMonth: 1,
      expYear: 2020,
    });
    expect(expired.body.error.fields).toHaveProperty('expYear');
    expect((await client.post('/api/vendor/payment-methods', { ...card, cvc: '123' })).status).toBe(
      400,
    );
    expect((await client.post('/api/vendor/payment-methods', { kind: 'cash' })).status).toBe(400);
    expect(await PaymentMethod.query().where('company_id', company.id).resultSize()).toBe(0);
  });

  it('moves the default, keeps one default after a delete, guards the method paying the plan', async () => {
    const { client } = await newVendor();
    const other = await newVendor();
    const first = await client.post<Method>('/api/vendor/payment-methods', { kind: 'invoice' });
    const second = await client.post<Method>('/api/vendor/payment-methods', card);
    expect(second.body.isDefault).toBe(false);
    const moved = await client.post<Method>(
      `/api/vendor/payment-methods/${second.body.id}/default`,
    );
    expect(moved.body.isDefault).toBe(true);
    const list = await client.get<{ items: Method[] }>('/api/vendor/payment-methods');
    expect(list.body.items.filter((m) => m.isDefault).map((m) => m.id)).toEqual([second.body.id]);

    expect(
      (await other.client.post(`/api/vendor/payment-methods/${first.body.id}/default`)).status,
    ).toBe(404);
    expect(
      (await other.client.request('DELETE', `/api/vendor/payment-methods/${first.body.id}`)).status,
    ).toBe(404);

    expect((await client.post('/api/vendor/subscribe', { planId: 'pro' })).status).toBe(200);
    const guarded = await client.request('DELETE', `/api/vendor/payment-methods/${second.body.id}`);
    expect(guarded.status).toBe(422);
    expect((await client.post('/api/vendor/subscribe', { planId: 'free' })).status).toBe(200);
    expect(
      (await client.request('DELETE', `/api/vendor/payment-methods/${second.body.id}`)).status,
    ).toBe(204);
    const after = await client.get<{ items: Method[] }>('/api/vendor/payment-methods');
    expect(after.body.items).toEqual([
      expect.objectContaining({ id: first.body.id, isDefault: true }),
    ]);
  });
});
