/**
 * Trips (issue 20): searches with dates leave out blocked cars and carry each car's trip total;
 * quotes for the term combinations; a car's blocks, managed by its own company only (also under
 * concurrency); the lead storing the trip and a won lead blocking its days.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carSearchResultSchema, type CarSearchResult } from '@core/schemas/carSearch';
import { carBlockSchema, quoteSchema, type CarBlock, type Quote } from '@core/schemas/trip';
import { vendorLeadPageSchema, type VendorLeadPage } from '@core/schemas/lead';
import { addDays } from '@core/rules/tripDays';
import { carFilterFromParams } from '@core/rules/carSearchParams';
import { carSearchParamsSchema } from '@core/schemas/carSearchParams';
import type { Car, Company } from '../models';
import { CarBlock as CarBlockRow, Lead } from '../models';
import { buildCar } from '../../test/factories';
import { signedInUser, signedInVendor, TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';
import { countMatches, pageQuery } from '../services/carSearch';
import { uaeToday } from '../services/quotes';

const PASSWORD = 'trip tests password';
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
const client = () => new TestClient(server.baseUrl);
/** A UAE date `n` days from today. */
const day = (n: number) => addDays(uaeToday(), n);

let vendorA: TestClient;
let vendorB: TestClient;
let companyA: Company;
let companyB: Company;

beforeAll(async () => {
  server = await startTestServer();
  const a = await signedInVendor(server.baseUrl, PASSWORD, {
    tripTerms: {
      graceHours: 2,
      deliveryFees: { dubai: 0, sharjah: 100 },
      depositHold: 'card_charge',
      depositReturnDays: 14,
      insuranceExcessAed: 2000,
      minimumLicenceYears: 2,
    },
  });
  const b = await signedInVendor(server.baseUrl, PASSWORD);
  companyA = a.company;
  companyB = b.company;
  vendorA = a.client;
  vendorB = b.client;
});
afterAll(async () => {
  await server?.close();
});

const search = async (query: string) => {
  const response = await client().get<CarSearchResult & ErrorBody>(`/api/cars?${query}`);
  return response;
};
const blockOf = (browser: TestClient, carId: number, body: unknown) =>
  browser.post<CarBlock & ErrorBody>(`/api/vendor/cars/${carId}/blocks`, body);

describe('GET /api/cars with dates', () => {
  const word = `trip${randomUUID().slice(0, 6)}`;
  let blocked: Car;
  let free: Car;
  let weekly: Car;

  beforeAll(async () => {
    blocked = await buildCar(companyA, { title: `2024 Nissan Patrol ${word}`, pricePerDay: 300 });
    free = await buildCar(companyA, { title: `2024 Nissan Sunny ${word}`, pricePerDay: 200 });
    // Dearer by the day, cheaper for a week.
    weekly = await buildCar(companyB, {
      title: `2024 Toyota Camry ${word}`,
      brand: 'toyota',
      carType: 'sedan',
      pricePerDay: 250,
      pricePerWeek: 1000,
    });
    const created = await blockOf(vendorA, blocked.id, {
      from: day(10),
      to: day(12),
      reason: 'maintenance',
    });
    expect(created.status).toBe(201);
  });

  const titles = (result: CarSearchResult) => result.items.map((car) => car.id).sort();

  it('hides a blocked car for overlapping ranges only', async () => {
    const all = [blocked.id, free.id, weekly.id].sort();
    for (const [from, to, shown] of [
      [day(8), day(10), [free.id, weekly.id]], // returns on the first blocked day
      [day(12), day(14), [free.id, weekly.id]], // picks up on the last blocked day
      [day(11), day(11), [free.id, weekly.id]],
      [day(5), day(20), [free.id, weekly.id]], // around the block
      [day(5), day(9), all], // before
      [day(13), day(15), all], // after
    ] as const) {
      const response = await search(`query=${word}&from=${from}&to=${to}`);
      expect(response.status).toBe(200);
      const result = carSearchResultSchema.parse(response.body);
      expect(titles(result), `${from} → ${to}`).toEqual([...shown].sort());
      expect(result.total).toBe(shown.length);
    }
  });

  it('counts the facets of the free cars only', async () => {
    const result = (await search(`query=${word}&from=${day(10)}&to=${day(11)}`)).body;
    expect(result.facets.brand).toEqual({ nissan: 1, toyota: 1 });
    const all = (await search(`query=${word}`)).body;
    expect(all.facets.brand).toEqual({ nissan: 2, toyota: 1 });
  });

  it('gives each car its trip, VAT included, and sorts by the total', async () => {
    const result = (await search(`query=${word}&from=${day(20)}&to=${day(27)}&sort=total_asc`))
      .body;
    expect(result.items.map((car) => [car.id, car.trip])).toEqual([
      [weekly.id, { days: 7, total: 1000 }],
      [free.id, { days: 7, total: 1400 }],
      [blocked.id, { days: 7, total: 2100 }],
    ]);
    const byDay = (await search(`query=${word}&from=${day(20)}&to=${day(22)}&sort=total_asc`)).body;
    expect(byDay.items.map((car) => car.trip?.total)).toEqual([400, 500, 600]);
    // Without dates: no trip; total_asc is the day price's order.
    const plain = (await search(`query=${word}&sort=total_asc`)).body;
    expect(plain.items.map((car) => car.id)).toEqual([free.id, weekly.id, blocked.id]);
    expect(plain.items.every((car) => car.trip === undefined)).toBe(true);
  });

  it('gives the same ids, total and facets as the SQL reference', async () => {
    const params = carSearchParamsSchema.parse({ query: word, from: day(9), to: day(10) });
    const filter = carFilterFromParams(params);
    expect(filter.available).toEqual({ from: day(9), to: day(10) });
    const sql = await countMatches(server.knex, filter);
    const ids = (
      (await pageQuery(server.knex, { filter, sort: 'relevance', page: 1, pageSize: 24 })) as {
        id: number;
      }[]
    ).map((row) => row.id);
    const api = (await search(`query=${word}&from=${day(9)}&to=${day(10)}`)).body;
    expect(api.items.map((car) => car.id)).toEqual(ids);
    expect({ total: api.total, facets: api.facets }).toEqual(sql);
  });

  it('refuses dates that cannot be a trip, naming the field', async () => {
    for (const [query, field] of [
      [`from=${day(-1)}&to=${day(2)}`, 'from'],
      [`from=${day(5)}&to=${day(4)}`, 'to'],
      [`from=${day(5)}`, 'to'],
      [`to=${day(5)}`, 'from'],
      [`from=2026-02-30&to=${day(4)}`, 'from'],
      [`from=${day(1)}&to=${day(400)}`, 'to'],
    ] as const) {
      const response = await search(query);
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {}), query).toEqual([field]);
    }
  });
});

describe('GET /api/cars/:id/quote', () => {
  const quote = (carId: number, query: string) =>
    client().get<Quote & ErrorBody>(`/api/cars/${carId}/quote?${query}`);

  it('quotes a day-rate trip with the company terms', async () => {
    const car = await buildCar(companyA, {
      pricePerDay: 200,
      securityDeposit: 1000,
      kmPerDay: 250,
      extraKmCharge: 1.5,
      salikCharge: 5,
    });
    const response = await quote(car.id, `from=${day(3)}&to=${day(6)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = quoteSchema.parse(response.body);
    expect(answer).toMatchObject({
      available: true,
      days: 3,
      tier: 'daily',
      rent: 600,
      delivery: 0,
      deliveryEmirate: null,
      vat: 28.57,
      total: 600,
      deposit: { amount: 1000, hold: 'card_charge', returnDays: 14 },
      includedKm: 750,
      extraKmPrice: 1.5,
      salikPerCrossing: 5,
      insurance: { type: 'comprehensive', included: true, excess: 2000 },
      minimumLicenceYears: 2,
      graceHours: 2,
    });
  });

  it('takes the weekly and monthly rates where cheaper', async () => {
    const car = await buildCar(companyA, {
      pricePerDay: 200,
      pricePerWeek: 1100,
      pricePerMonth: 4000,
      kmPerDay: 200,
      kmPerMonth: 4000,
    });
    const six = (await quote(car.id, `from=${day(1)}&to=${day(7)}`)).body;
    expect(six).toMatchObject({ days: 6, tier: 'weekly', rent: 1100, includedKm: 1400 });
    const month = (await quote(car.id, `from=${day(1)}&to=${day(30)}`)).body;
    expect(month).toMatchObject({ days: 29, tier: 'monthly', rent: 4000, includedKm: 4000 });
    expect(month.plan).toEqual({ months: 1, weeks: 0, days: 0 });
  });

  it('adds delivery per emirate: a fee, free, or not offered', async () => {
    const car = await buildCar(companyA, { pricePerDay: 100 });
    const sharjah = (await quote(car.id, `from=${day(1)}&to=${day(3)}&delivery=sharjah`)).body;
    expect(sharjah).toMatchObject({ delivery: 100, total: 300, vat: 14.29 });
    const dubai = (await quote(car.id, `from=${day(1)}&to=${day(3)}&delivery=dubai`)).body;
    expect(dubai).toMatchObject({ delivery: 0, total: 200 });
    const fujairah = (await quote(car.id, `from=${day(1)}&to=${day(3)}&delivery=fujairah`)).body;
    expect(fujairah).toMatchObject({ delivery: null, deliveryEmirate: 'fujairah', total: 200 });
  });

  it("takes the car's own terms over its company's, term by term", async () => {
    const car = await buildCar(companyA, {
      pricePerDay: 100,
      tripTerms: {
        depositReturnDays: 30,
        deliveryFees: { sharjah: 0 },
        fuelPolicy: 'full_to_full',
      },
    });
    const answer = (await quote(car.id, `from=${day(1)}&to=${day(2)}&delivery=sharjah`)).body;
    expect(answer.deposit).toMatchObject({ hold: 'card_charge', returnDays: 30 });
    expect(answer).toMatchObject({ delivery: 0, fuelPolicy: 'full_to_full', graceHours: 2 });
    expect(answer.deliveryFees).toEqual({ dubai: 0, sharjah: 0 });
    // A company without terms: the defaults.
    const plain = (await quote((await buildCar(companyB)).id, `from=${day(1)}&to=${day(2)}`)).body;
    expect(plain).toMatchObject({
      deposit: { hold: 'card_hold', returnDays: 21 },
      graceHours: 1,
      cancellation: 'free_24h',
    });
  });

  it('answers available: false for a blocked range, and the driver age check', async () => {
    const car = await buildCar(companyA, { minimumDriverAge: 25 });
    expect(
      (await blockOf(vendorA, car.id, { from: day(4), to: day(4), reason: 'holiday' })).status,
    ).toBe(201);
    const blocked = (await quote(car.id, `from=${day(2)}&to=${day(4)}&driverAge=23`)).body;
    expect(blocked).toMatchObject({ available: false, driverAgeAccepted: false, minimumAge: 25 });
    const free = (await quote(car.id, `from=${day(5)}&to=${day(6)}&driverAge=25`)).body;
    expect(free).toMatchObject({ available: true, driverAgeAccepted: true });
  });

  it('refuses bad dates with the field, and a car that is not public', async () => {
    const car = await buildCar(companyA);
    for (const [query, field] of [
      [`from=${day(3)}`, 'to'],
      [`from=2026-13-01&to=${day(3)}`, 'from'],
      [`from=${day(3)}&to=${day(1)}`, 'to'],
      [`from=${day(1)}&to=${day(2)}&delivery=mars`, 'delivery'],
      [`from=${day(1)}&to=${day(2)}&driverAge=12`, 'driverAge'],
    ] as const) {
      const response = await quote(car.id, query);
      expect(response.status, query).toBe(400);
      expect(response.body.error.fields?.[field], query).toBeTruthy();
    }
    const hidden = await buildCar(companyA, { active: false });
    expect((await quote(hidden.id, `from=${day(1)}&to=${day(2)}`)).status).toBe(404);
  });
});

describe('/api/vendor/cars/:id/blocks', () => {
  it('creates, lists and removes a block of its own car', async () => {
    const car = await buildCar(companyA);
    const created = await blockOf(vendorA, car.id, {
      from: day(3),
      to: day(5),
      reason: 'rented_elsewhere',
      note: 'Long-term client',
    });
    expect(created.status).toBe(201);
    const block = carBlockSchema.parse(created.body);
    expect(block).toMatchObject({
      carId: car.id,
      from: day(3),
      to: day(5),
      reason: 'rented_elsewhere',
      note: 'Long-term client',
      leadId: null,
    });
    const list = await vendorA.get<{ items: CarBlock[] }>(`/api/vendor/cars/${car.id}/blocks`);
    expect(list.body.items).toEqual([block]);
    const removed = await vendorA.request(
      'DELETE',
      `/api/vendor/cars/${car.id}/blocks/${block.id}`,
    );
    expect(removed.status).toBe(204);
    expect(
      (await vendorA.get<{ items: CarBlock[] }>(`/api/vendor/cars/${car.id}/blocks`)).body.items,
    ).toEqual([]);
    const again = await vendorA.request('DELETE', `/api/vendor/cars/${car.id}/blocks/${block.id}`);
    expect(again.status).toBe(404);
  });

  it("refuses another company's vendor and the wrong roles, changing nothing", async () => {
    const car = await buildCar(companyA);
    const mine = (
      await blockOf(vendorA, car.id, { from: day(1), to: day(2), reason: 'maintenance' })
    ).body;
    const body = { from: day(5), to: day(6), reason: 'maintenance' };
    expect((await blockOf(vendorB, car.id, body)).status).toBe(404);
    expect((await vendorB.get(`/api/vendor/cars/${car.id}/blocks`)).status).toBe(404);
    expect(
      (await vendorB.request('DELETE', `/api/vendor/cars/${car.id}/blocks/${mine.id}`)).status,
    ).toBe(404);
    // A block id of another car of the vendor's own is not found either.
    const other = await buildCar(companyA);
    expect(
      (await vendorA.request('DELETE', `/api/vendor/cars/${other.id}/blocks/${mine.id}`)).status,
    ).toBe(404);
    for (const role of ['admin', 'writer'] as const) {
      const browser = await signedInUser(server.baseUrl, PASSWORD, role);
      expect((await blockOf(browser, car.id, body)).status).toBe(403);
    }
    expect((await client().post(`/api/vendor/cars/${car.id}/blocks`, body)).status).toBe(401);
    expect(await CarBlockRow.query().where('car_id', car.id).resultSize()).toBe(1);
  });

  it('refuses bad input with the field, and overlapping days with a 409', async () => {
    const car = await buildCar(companyA);
    for (const [body, field] of [
      [{ from: day(3), to: day(1), reason: 'maintenance' }, 'to'],
      [{ from: 'soon', to: day(1), reason: 'maintenance' }, 'from'],
      [{ from: day(1), to: day(2), reason: 'booked' }, 'reason'],
      [{ from: day(1), to: day(2), reason: 'maintenance', extra: 1 }, ''],
    ] as const) {
      const response = await blockOf(vendorA, car.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (field) expect(response.body.error.fields?.[field]).toBeTruthy();
    }
    expect(
      (await blockOf(vendorA, car.id, { from: day(3), to: day(6), reason: 'maintenance' })).status,
    ).toBe(201);
    const clash = await blockOf(vendorA, car.id, { from: day(6), to: day(8), reason: 'holiday' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.fields?.from).toBe(
      `These days overlap a block from ${day(3)} to ${day(6)}`,
    );
    expect(await CarBlockRow.query().where('car_id', car.id).resultSize()).toBe(1);
  });

  it('stores exactly one of 20 overlapping blocks sent at once, and all of 20 apart', async () => {
    const car = await buildCar(companyA);
    const same = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        blockOf(vendorA, car.id, { from: day(10 + (i % 3)), to: day(15), reason: 'maintenance' }),
      ),
    );
    expect(same.filter((r) => r.status === 201)).toHaveLength(1);
    expect(same.filter((r) => r.status === 409)).toHaveLength(19);
    const apart = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        blockOf(vendorA, car.id, { from: day(20 + i * 2), to: day(20 + i * 2), reason: 'holiday' }),
      ),
    );
    expect(apart.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(await CarBlockRow.query().where('car_id', car.id).resultSize()).toBe(21);
  });
});

describe('a lead with a trip', () => {
  const form = (carId: number, extra: Record<string, unknown> = {}) => ({
    carId,
    method: 'whatsapp',
    name: 'Sara Ahmed',
    email: 'sara@example.com',
    phone: '+971 50 987 6543',
    ...extra,
  });

  it('stores the dates, days and total; the vendor sees them; won blocks the days', async () => {
    const word = `lead${randomUUID().slice(0, 6)}`;
    const car = await buildCar(companyA, { pricePerDay: 150, title: `2024 Kia Picanto ${word}` });
    const created = await client().post<{ id: number }>(
      '/api/leads',
      form(car.id, { from: day(7), to: day(10) }),
    );
    expect(created.status).toBe(201);
    const plain = await client().post<{ id: number }>('/api/leads', form(car.id));
    expect(plain.status).toBe(201);

    const page = await vendorA.get<VendorLeadPage>(`/api/vendor/leads?carId=${car.id}`);
    const leads = vendorLeadPageSchema.parse(page.body).items;
    expect(leads.find((lead) => lead.id === created.body.id)).toMatchObject({
      from: day(7),
      to: day(10),
      days: 3,
      quotedTotal: 450,
    });
    expect(leads.find((lead) => lead.id === plain.body.id)).toMatchObject({
      from: null,
      to: null,
      days: null,
      quotedTotal: null,
    });
    const admin = await signedInUser(server.baseUrl, PASSWORD, 'admin');
    const adminLeads = await admin.get<VendorLeadPage>(
      `/api/admin/leads?companyId=${companyA.id}&pageSize=100`,
    );
    expect(adminLeads.body.items.find((lead) => lead.id === created.body.id)).toMatchObject({
      from: day(7),
      quotedTotal: 450,
    });

    const shownBefore = (await search(`query=${word}&from=${day(9)}&to=${day(12)}`)).body.total;
    expect(shownBefore).toBe(1);
    const move = (status: string) =>
      vendorA.request('PATCH', `/api/vendor/leads/${created.body.id}`, { body: { status } });
    expect((await move('contacted')).status).toBe(200);
    expect((await move('won')).status).toBe(200);
    const blocks = (await vendorA.get<{ items: CarBlock[] }>(`/api/vendor/cars/${car.id}/blocks`))
      .body.items;
    expect(blocks).toEqual([
      expect.objectContaining({
        from: day(7),
        to: day(10),
        reason: 'booked',
        leadId: created.body.id,
      }),
    ]);
    expect((await search(`query=${word}&from=${day(9)}&to=${day(12)}`)).body.total).toBe(0);
    expect((await search(`query=${word}&from=${day(11)}&to=${day(12)}`)).body.total).toBe(1);
  });

  it('refuses dates that cannot be a trip, storing nothing', async () => {
    const car = await buildCar(companyB);
    const response = await client().post<ErrorBody>(
      '/api/leads',
      form(car.id, { from: day(4), to: day(2) }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.to).toBeTruthy();
    const half = await client().post<ErrorBody>('/api/leads', form(car.id, { from: day(4) }));
    expect(half.status).toBe(400);
    expect(await Lead.query().where('car_id', car.id).resultSize()).toBe(0);
  });
});
