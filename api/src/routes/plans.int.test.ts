import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Car, Subscription } from '../models';
import { buildCar, buildCarInput } from '../../test/factories';
import { signedInVendor, TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'plans password 1';
type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string>; details?: unknown };
};
type SubscriptionBody = {
  plan: { id: string; name: string; carLimit: number; featuredSlots: number; priceMonthly: number };
  usage: { cars: number };
  status: string;
  currentPeriodEnd: string | null;
  paymentMethodId: number | null;
  plans: { id: string }[];
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const newVendor = () => signedInVendor(server.baseUrl, PASSWORD);

describe('plans', () => {
  it('lists the three plans for anyone, cheapest first', async () => {
    const response = await new TestClient(server.baseUrl).get<{ items: unknown[] }>('/api/plans');
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([
      { id: 'free', name: 'Free', carLimit: 5, featuredSlots: 0, priceMonthly: 0 },
      { id: 'pro', name: 'Pro', carLimit: 50, featuredSlots: 5, priceMonthly: 499 },
      { id: 'premium', name: 'Premium', carLimit: 250, featuredSlots: 25, priceMonthly: 1499 },
    ]);
  });

  it('puts a company without a subscription on Free, with its usage', async () => {
    const { client, company } = await newVendor();
    await buildCar(company, { status: 'rejected' });
    await buildCar(company, { status: 'approved', active: false });
    const response = await client.get<SubscriptionBody>('/api/vendor/subscription');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toMatchObject({
      plan: { id: 'free', carLimit: 5 },
      usage: { cars: 2 },
      status: 'active',
      currentPeriodEnd: null,
      paymentMethodId: null,
    });
    expect(response.body.plans.map((p) => p.id)).toEqual(['free', 'pro', 'premium']);
  });
});

describe('the plan limit', () => {
  it('refuses the listing beyond the limit with 422 plan_limit_reached and stores nothing', async () => {
    const { client, company } = await newVendor();
    for (const status of ['draft', 'pending', 'approved', 'rejected'] as const) {
      await buildCar(company, { status });
    }
    expect((await client.post('/api/vendor/cars', buildCarInput())).status).toBe(201);
    const refused = await client.post<ErrorBody>('/api/vendor/cars', buildCarInput());
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({
      code: 'plan_limit_reached',
      message: 'Your Free plan allows 5 listings. Upgrade your plan to add more.',
      // The message's numbers, for the Arabic console (core http/problemDetails.ts).
      details: { rule: 'plan_listings', plan: 'Free', limit: 5, used: 5 },
    });
    expect(await Car.query().where('company_id', company.id).resultSize()).toBe(5);
    expect(await Car.query().where({ company_id: company.id, title: 'Sixth car' }).first()).toBe(
      undefined,
    );
  });

  it('frees a place when a listing is deleted, and grows with the plan', async () => {
    const { client, company } = await newVendor();
    const cars = [];
    for (let i = 0; i < 5; i++) cars.push(await buildCar(company, { status: 'pending' }));
    expect((await client.post('/api/vendor/cars', buildCarInput())).status).toBe(422);
    expect((await client.request('DELETE', `/api/vendor/cars/${cars[0]!.id}`)).status).toBe(204);
    expect((await client.post('/api/vendor/cars', buildCarInput())).status).toBe(201);

    await client.post('/api/vendor/payment-methods', { kind: 'invoice' });
    const upgraded = await client.post<SubscriptionBody>('/api/vendor/subscribe', {
      planId: 'pro',
    });
    expect(upgraded.status).toBe(200);
    expect(upgraded.body.plan.id).toBe('pro');
    expect(upgraded.body.currentPeriodEnd).not.toBeNull();
    expect((await client.post('/api/vendor/cars', buildCarInput())).status).toBe(201);
  });
});

describe('changing plan', () => {
  it('refuses a downgrade below current usage with 422 and a clear message', async () => {
    const { client, company } = await newVendor();
    await client.post('/api/vendor/payment-methods', { kind: 'bank_transfer' });
    expect((await client.post('/api/vendor/subscribe', { planId: 'pro' })).status).toBe(200);
    for (let i = 0; i < 7; i++) await buildCar(company);
    const refused = await client.post<ErrorBody>('/api/vendor/subscribe', { planId: 'free' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('plan_limit_reached');
    expect(refused.body.error.message).toBe(
      'The Free plan allows 5 listings and you have 7. Delete 2 to move to it.',
    );
    expect(refused.body.error.details).toEqual({
      rule: 'plan_change',
      plan: 'Free',
      limit: 5,
      used: 7,
    });
    const still = await client.get<SubscriptionBody>('/api/vendor/subscription');
    expect(still.body.plan.id).toBe('pro');
  });

  it('asks for a payment method before a paid plan; keeps one active row and the history', async () => {
    const { client, company } = await newVendor();
    const refused = await client.post<ErrorBody>('/api/vendor/subscribe', { planId: 'premium' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toHaveProperty('paymentMethodId');
    const method = await client.post<{ id: number }>('/api/vendor/payment-methods', {
      kind: 'invoice',
    });
    const paid = await client.post<SubscriptionBody>('/api/vendor/subscribe', {
      planId: 'premium',
      paymentMethodId: method.body.id,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.paymentMethodId).toBe(method.body.id);
    expect((await client.post('/api/vendor/subscribe', { planId: 'free' })).status).toBe(200);
    const rows = await Subscription.query().where('company_id', company.id).orderBy('id');
    expect(rows.map((r) => [r.planId, r.status])).toEqual([
      ['premium', 'cancelled'],
      ['free', 'active'],
    ]);
  });

  it('answers 400 per field for a bad body and an unknown plan; 404 for another company’s method', async () => {
    const { client } = await newVendor();
    const other = await newVendor();
    const empty = await client.post<ErrorBody>('/api/vendor/subscribe', {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toHaveProperty('planId');
    const unknown = await client.post<ErrorBody>('/api/vendor/subscribe', { planId: 'gold' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toHaveProperty('planId');
    const theirs = await other.client.post<{ id: number }>('/api/vendor/payment-methods', {
      kind: 'invoice',
    });
    const stolen = await client.post('/api/vendor/subscribe', {
      planId: 'pro',
      paymentMethodId: theirs.body.id,
    });
    expect(stolen.status).toBe(404);
  });
});
