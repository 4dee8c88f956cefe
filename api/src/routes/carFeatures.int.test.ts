/** Featured placements: the plan's slots, under concurrency, expiry, downgrade and the admin. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car as PublicCar, FeatureResult, VendorCar } from '@core/schemas/car';
import type { VendorSubscription } from '@core/schemas/plan';
import { AuditEvent, Car, type Company } from '../models';
import { buildCar, buildSubscription, buildUserWithPassword } from '../../test/factories';
import { signedInUser, signedInVendor, TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';
import { scheduleFeatureExpiry } from '../jobs/featureExpiry';
import { createLogger } from '../logger';
import { endExpiredFeatures } from '../services/featuredCars';
import { addCompanyMember } from '../services/team';

const PASSWORD = 'featured password 1';
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A signed-in vendor whose company is on `planId` (billed by invoice). */
async function vendorOn(planId: 'free' | 'pro' | 'premium') {
  const vendor = await signedInVendor(server.baseUrl, PASSWORD);
  if (planId !== 'free') await buildSubscription(vendor.company, planId);
  return vendor;
}

const feature = (client: TestClient, carId: number, days = 7) =>
  client.post<FeatureResult & ErrorBody>(`/api/vendor/cars/${carId}/feature`, { days });

const slotsOf = async (client: TestClient) =>
  (await client.get<VendorSubscription>('/api/vendor/subscription')).body.usage.featured;

/** `count` live cars of the company whose titles share one searchable word. */
async function liveCars(company: Company, count: number) {
  const word = `Tag${randomUUID().slice(0, 8)}`;
  const cars = [];
  for (let i = 0; i < count; i++) {
    cars.push(await buildCar(company, { title: `2024 Nissan Patrol ${word} ${i}` }));
  }
  return { word, cars };
}

describe('featuring a car', () => {
  it('features a live car for its days, shows it first to renters, and stops it', async () => {
    const { client, company } = await vendorOn('pro');
    const { word, cars } = await liveCars(company, 3);
    const older = cars[0]!;
    const before = Date.now();
    const featured = await feature(client, older.id, 10);
    expect(featured.status).toBe(200);
    expect(featured.body.slots).toEqual({ used: 1, total: 5 });
    const end = Date.parse(featured.body.featuredUntil);
    expect(end - before).toBeGreaterThanOrEqual(10 * 86_400_000 - 1000);
    expect(end - before).toBeLessThan(10 * 86_400_000 + 60_000);

    const own = await client.get<VendorCar>(`/api/vendor/cars/${older.id}`);
    expect(own.body.featuredUntil).toBe(featured.body.featuredUntil);
    expect(own.body.can).toMatchObject({ feature: true, unfeature: true });
    expect(await slotsOf(client)).toBe(1);

    // The listing's default order: featured first (newest would put the older car last).
    const anonymous = new TestClient(server.baseUrl);
    const search = await anonymous.get<{ items: PublicCar[] }>(`/api/cars?query=${word}`);
    expect(search.body.items.map((car) => car.id)).toEqual([older.id, cars[2]!.id, cars[1]!.id]);
    expect(search.body.items[0]!.featured).toBe(true);
    expect(search.body.items[1]!.featured).toBe(false);

    // Again: a new end, no second slot.
    const again = await feature(client, older.id, 3);
    expect(again.status).toBe(200);
    expect(again.body.slots.used).toBe(1);

    const stopped = await client.request('DELETE', `/api/vendor/cars/${older.id}/feature`);
    expect(stopped.status).toBe(204);
    expect(await slotsOf(client)).toBe(0);
    const after = await anonymous.get<{ items: PublicCar[] }>(`/api/cars?query=${word}`);
    expect(after.body.items.map((car) => car.id)).toEqual([cars[2]!.id, cars[1]!.id, older.id]);
    expect((await client.get<VendorCar>(`/api/vendor/cars/${older.id}`)).body.featuredUntil).toBe(
      null,
    );
  });

  it('refuses bad days per field, cars renters cannot see, and a plan without slots', async () => {
    const { client, company } = await vendorOn('pro');
    const car = await buildCar(company);
    for (const days of [0, 91, 2.5, 'seven']) {
      const refused = await feature(client, car.id, days as number);
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields?.days).toBeTruthy();
    }
    const pending = await buildCar(company, { status: 'pending' });
    const notLive = await feature(client, pending.id);
    expect(notLive.status).toBe(422);
    expect(notLive.body.error.message).toBe(
      'Only a listing renters can see can be featured: this one is not approved yet.',
    );
    const paused = await buildCar(company, { active: false });
    expect((await feature(client, paused.id)).status).toBe(422);

    const free = await vendorOn('free');
    const freeCar = await buildCar(free.company);
    const noSlots = await feature(free.client, freeCar.id);
    expect(noSlots.status).toBe(422);
    expect(noSlots.body.error).toMatchObject({
      code: 'plan_limit_reached',
      message:
        'Your Free plan includes no featured listings. Upgrade to Pro or Premium to feature cars.',
      details: { rule: 'featured_slots', plan: 'Free', slots: 0 },
    });
    expect((await Car.query().findById(freeCar.id))!.featured).toBe(false);
  });

  it("refuses another company's car, admins and writers; the company's staff may", async () => {
    const { company } = await vendorOn('pro');
    const car = await buildCar(company);
    const other = await vendorOn('pro');
    expect((await feature(other.client, car.id)).status).toBe(404);
    expect(
      (await other.client.request('DELETE', `/api/vendor/cars/${car.id}/feature`)).status,
    ).toBe(404);
    for (const role of ['admin', 'writer'] as const) {
      const client = await signedInUser(server.baseUrl, PASSWORD, role);
      expect((await feature(client, car.id)).status).toBe(403);
    }
    expect((await feature(new TestClient(server.baseUrl), car.id)).status).toBe(401);
    expect((await Car.query().findById(car.id))!.featured).toBe(false);

    const staff = await buildUserWithPassword(PASSWORD, { role: 'vendor' });
    await addCompanyMember(server.knex, company.id, staff.id, 'staff');
    const staffClient = new TestClient(server.baseUrl);
    await staffClient.login(staff.email, PASSWORD);
    expect((await feature(staffClient, car.id)).status).toBe(200);
  });

  it('gives exactly the plan slots to 20 parallel requests', async () => {
    const { client, company } = await vendorOn('pro');
    const { cars } = await liveCars(company, 20);
    const answers = await Promise.all(cars.map((car) => feature(client, car.id)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 422)).toHaveLength(15);
    const refused = answers.find((answer) => answer.status === 422)!;
    expect(refused.body.error.message).toBe(
      'Your Pro plan includes 5 featured listings and all are in use. Stop featuring another car or upgrade your plan.',
    );
    const featured = await Car.query().where({ company_id: company.id, featured: true });
    expect(featured).toHaveLength(5);
    expect(await slotsOf(client)).toBe(5);
  });
});

describe('when a placement ends', () => {
  it('frees the slot at its end and the expiry job takes the label off', async () => {
    const { client, company } = await vendorOn('pro');
    const { word, cars } = await liveCars(company, 6);
    for (const car of cars.slice(0, 5)) expect((await feature(client, car.id)).status).toBe(200);
    expect((await feature(client, cars[5]!.id)).status).toBe(422);

    // The first placement's end passes: its slot is free at once, before the job runs.
    await Car.query()
      .patch({ featuredUntil: new Date(Date.now() - 1000) })
      .where('id', cars[0]!.id);
    expect(await slotsOf(client)).toBe(4);
    expect((await feature(client, cars[5]!.id)).status).toBe(200);

    expect(await endExpiredFeatures(server.knex)).toBeGreaterThanOrEqual(1);
    const anonymous = new TestClient(server.baseUrl);
    const search = await anonymous.get<{ items: PublicCar[] }>(`/api/cars?query=${word}`);
    const shown = new Map(search.body.items.map((car) => [car.id, car.featured]));
    expect(shown.get(cars[0]!.id)).toBe(false);
    expect(shown.get(cars[5]!.id)).toBe(true);
    // Featured cars lead, the expired one among the rest.
    expect(search.body.items.slice(0, 5).every((car) => car.featured)).toBe(true);
    expect(await slotsOf(client)).toBe(5);
  });

  it('the expiry job tells the catalogue when it ended a placement, and only then', async () => {
    const { client, company } = await vendorOn('pro');
    const car = await buildCar(company);
    expect((await feature(client, car.id)).status).toBe(200);
    await Car.query()
      .patch({ featuredUntil: new Date(Date.now() - 1000) })
      .where('id', car.id);
    let changes = 0;
    const catalogue = { changed: () => void changes++ };
    const stop = scheduleFeatureExpiry(server.knex, catalogue, createLogger('silent'), 60_000);
    await expect.poll(() => changes).toBe(1);
    stop();
    expect((await Car.query().findById(car.id))!.featured).toBe(false);
    // Nothing left to end: a second run changes nothing and says nothing.
    const again = scheduleFeatureExpiry(server.knex, catalogue, createLogger('silent'), 60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    again();
    expect(changes).toBe(1);
  });

  it('a downgrade keeps the allowed number, ending those that end soonest', async () => {
    const { client, company } = await vendorOn('premium');
    const { cars } = await liveCars(company, 7);
    const days = [9, 2, 30, 5, 1, 20, 14];
    for (const [i, car] of cars.entries()) {
      expect((await feature(client, car.id, days[i])).status).toBe(200);
    }
    expect(await slotsOf(client)).toBe(7);
    const moved = await client.post<VendorSubscription>('/api/vendor/subscribe', { planId: 'pro' });
    expect(moved.status).toBe(200);
    expect(moved.body.usage.featured).toBe(5);
    const still = await Car.query().where({ company_id: company.id, featured: true }).orderBy('id');
    // The 1-day and 2-day placements ended.
    expect(still.map((car) => car.id)).toEqual(
      cars.filter((_, i) => days[i]! > 2).map((car) => car.id),
    );
  });

  it('an admin takes a placement off any car, recorded in the audit trail', async () => {
    const { client, company } = await vendorOn('pro');
    const car = await buildCar(company);
    expect((await feature(client, car.id)).status).toBe(200);

    expect((await client.request('DELETE', `/api/admin/cars/${car.id}/feature`)).status).toBe(403);
    const admin = await signedInUser(server.baseUrl, PASSWORD, 'admin');
    expect((await admin.request('DELETE', `/api/admin/cars/${car.id}/feature`)).status).toBe(204);
    expect((await Car.query().findById(car.id))!.featured).toBe(false);
    expect(await slotsOf(client)).toBe(0);
    const audit = await AuditEvent.query().where({
      subject_type: 'listing',
      subject_id: car.id,
      action: 'listing.remove_feature',
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toEqual({ featured: false, featuredUntil: null });
    // Nothing to end: still a 204, no second entry.
    expect((await admin.request('DELETE', `/api/admin/cars/${car.id}/feature`)).status).toBe(204);
    expect((await admin.request('DELETE', '/api/admin/cars/2000000000/feature')).status).toBe(404);
  });
});
