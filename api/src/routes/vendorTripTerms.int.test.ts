/**
 * A vendor's structured trip terms (issue 20, vendor side): a car's own terms in
 * PATCH /api/vendor/cars/:id, the company's defaults in PATCH /api/vendor/profile, what a car
 * inherits, and the public quote following them. Only the owning company; bad input names the
 * field; an approved car's terms apply at once (no review), concurrent edits never lose one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorCarSchema, type CarDetail, type VendorCar } from '@core/schemas/car';
import { vendorProfileSchema, type VendorProfile } from '@core/schemas/profile';
import type { Quote } from '@core/schemas/trip';
import { addDays } from '@core/rules/tripDays';
import { TRIP_TERMS_DEFAULTS } from '@core/rules/tripTerms';
import type { Company } from '../models';
import { Car } from '../models';
import { buildCar } from '../../test/factories';
import {
  signedInUser,
  signedInVendor,
  editVendorCar,
  TestClient,
  type ErrorBody,
} from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';
import { uaeToday } from '../services/quotes';

const PASSWORD = 'trip terms tests password';

let server: TestServer;
let vendorA: TestClient;
let vendorB: TestClient;
let companyA: Company;
const day = (n: number) => addDays(uaeToday(), n);

beforeAll(async () => {
  server = await startTestServer();
  const a = await signedInVendor(server.baseUrl, PASSWORD, {
    tripTerms: { graceHours: 2, depositHold: 'cash', deliveryFees: { dubai: 0, ajman: 120 } },
  });
  vendorA = a.client;
  companyA = a.company;
  vendorB = (await signedInVendor(server.baseUrl, PASSWORD)).client;
});
afterAll(async () => {
  await server?.close();
});

const editCar = editVendorCar;
const vendorCar = async (id: number) =>
  vendorCarSchema.parse((await vendorA.get(`/api/vendor/cars/${id}`)).body);
const publicQuote = async (id: number, query: string) =>
  (await new TestClient(server.baseUrl).get<Quote>(`/api/cars/${id}/quote?${query}`)).body;

describe("a car's own trip terms (PATCH /api/vendor/cars/:id)", () => {
  it('shows what the car inherits, then its own terms over them; the quote follows at once', async () => {
    const car = await buildCar(companyA, { pricePerDay: 200 });
    const before = await vendorCar(car.id);
    expect(before.tripTerms).toEqual({});
    expect(before.inheritedTripTerms).toEqual({
      ...TRIP_TERMS_DEFAULTS,
      graceHours: 2,
      depositHold: 'cash',
      deliveryFees: { dubai: 0, ajman: 120 },
    });

    const own = {
      depositReturnDays: 30,
      insuranceType: 'third_party',
      insuranceExcessAed: 4000,
      fuelPolicy: 'full_to_full',
      minimumLicenceYears: 3,
      cancellation: 'non_refundable',
      deliveryFees: { sharjah: 0, ajman: 80 },
    };
    const saved = await editCar(vendorA, car.id, {
      tripTerms: own,
      terms: { securityDepositAed: 2500 },
      pricePerWeek: 1100,
    });
    expect(saved.status).toBe(200);
    // An approved car: terms and a price within the band apply now; nothing waits for review.
    expect(saved.body).toMatchObject({ status: 'approved', pendingChanges: null, tripTerms: own });

    const quote = await publicQuote(car.id, `from=${day(2)}&to=${day(9)}&delivery=ajman`);
    expect(quote).toMatchObject({
      days: 7,
      tier: 'weekly',
      rent: 1100,
      delivery: 80,
      total: 1180,
      deposit: { amount: 2500, hold: 'cash', returnDays: 30 },
      insurance: { type: 'third_party', excess: 4000 },
      fuelPolicy: 'full_to_full',
      minimumLicenceYears: 3,
      cancellation: 'non_refundable',
      graceHours: 2,
    });
    expect(quote.deliveryFees).toEqual({ dubai: 0, ajman: 80, sharjah: 0 });

    // The whole set replaces the previous one: what the car no longer states is inherited again.
    const back = await editCar(vendorA, car.id, { tripTerms: { fuelPolicy: 'prepaid' } });
    expect(back.body.tripTerms).toEqual({ fuelPolicy: 'prepaid' });
    const again = await publicQuote(car.id, `from=${day(2)}&to=${day(3)}`);
    expect(again).toMatchObject({ fuelPolicy: 'prepaid', cancellation: 'free_24h' });
    expect(again.deposit.returnDays).toBe(TRIP_TERMS_DEFAULTS.depositReturnDays);
  });

  it('drops an emirate its company delivers to (null), and takes it back', async () => {
    const car = await buildCar(companyA, { pricePerDay: 200 });
    const read = await vendorA.get<VendorCar>(`/api/vendor/cars/${car.id}`);
    // As the company (dubai, ajman left out), its own fee in sharjah, no delivery to ajman.
    const own = { deliveryFees: { ajman: null, sharjah: 50 } };
    const saved = await editCar(
      vendorA,
      car.id,
      { tripTerms: own },
      { 'If-Match': read.headers.get('etag')! },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.tripTerms).toEqual(own);
    expect((await Car.query().findById(car.id))!.tripTerms).toEqual(own);
    // What the car inherits is still the company's: the console shows it beside the choice.
    expect(saved.body.inheritedTripTerms.deliveryFees).toEqual({ dubai: 0, ajman: 120 });

    const renters = new TestClient(server.baseUrl);
    const page = await renters.get<CarDetail>(`/api/cars/${car.id}`);
    expect(page.body.deliveryFees).toEqual({ dubai: 0, sharjah: 50 });
    const dates = `from=${day(2)}&to=${day(4)}`;
    const ajman = await publicQuote(car.id, `${dates}&delivery=ajman`);
    expect(ajman).toMatchObject({
      deliveryEmirate: 'ajman',
      delivery: null,
      rent: 400,
      total: 400,
    });
    expect(ajman.deliveryFees).toEqual({ dubai: 0, sharjah: 50 });
    expect(await publicQuote(car.id, `${dates}&delivery=sharjah`)).toMatchObject({
      delivery: 50,
      total: 450,
    });
    expect(await publicQuote(car.id, `${dates}&delivery=dubai`)).toMatchObject({ delivery: 0 });
    // The vendor's preview says the same.
    const preview = await vendorA.get<Quote>(
      `/api/vendor/cars/${car.id}/quote?${dates}&delivery=ajman`,
    );
    expect(preview.body).toEqual(ajman);

    // "As the company" again: the company's fee is back on the page and in the quote.
    expect((await editCar(vendorA, car.id, { tripTerms: {} })).status).toBe(200);
    expect((await renters.get<CarDetail>(`/api/cars/${car.id}`)).body.deliveryFees).toEqual({
      dubai: 0,
      ajman: 120,
    });
    expect(await publicQuote(car.id, `${dates}&delivery=ajman`)).toMatchObject({
      delivery: 120,
      total: 520,
    });
  });

  it("refuses a bad delivery choice (400 naming the emirate) and another company's vendor", async () => {
    const own = { deliveryFees: { ajman: null } };
    const car = await buildCar(companyA, { tripTerms: own });
    for (const fee of ['none', -1, 12.5, false, '']) {
      const response = await editCar(vendorA, car.id, {
        tripTerms: { deliveryFees: { ajman: fee } },
      });
      expect(response.status, JSON.stringify(fee)).toBe(400);
      expect(response.body.error.code).toBe('bad_request');
      expect(response.body.error.fields, JSON.stringify(fee)).toHaveProperty([
        'tripTerms.deliveryFees.ajman',
      ]);
    }
    const other = await editCar(vendorB, car.id, { tripTerms: { deliveryFees: { ajman: 0 } } });
    expect(other.status).toBe(404);
    expect((await vendorCar(car.id)).tripTerms).toEqual(own);
    const quote = await publicQuote(car.id, `from=${day(2)}&to=${day(3)}&delivery=ajman`);
    expect(quote.delivery).toBeNull();
  });

  it('stores "nothing stated" as nothing: an empty set changes nothing', async () => {
    const car = await buildCar(companyA);
    const response = await editCar(vendorA, car.id, { tripTerms: { deliveryFees: {} } });
    expect(response.status).toBe(200);
    expect(response.body.tripTerms).toEqual({});
    expect((await Car.query().findById(car.id))!.tripTerms).toBeNull();
  });

  it('refuses bad terms with a 400 naming the field, changing nothing', async () => {
    const car = await buildCar(companyA, { tripTerms: { graceHours: 1 } });
    for (const [body, field] of [
      [{ tripTerms: { graceHours: 9 } }, 'tripTerms.graceHours'],
      [{ tripTerms: { depositReturnDays: -1 } }, 'tripTerms.depositReturnDays'],
      [{ tripTerms: { insuranceExcessAed: 10.5 } }, 'tripTerms.insuranceExcessAed'],
      [{ tripTerms: { fuelPolicy: 'empty_to_empty' } }, 'tripTerms.fuelPolicy'],
      [{ tripTerms: { deliveryFees: { dubai: -5 } } }, 'tripTerms.deliveryFees.dubai'],
      [{ tripTerms: { deliveryFees: { paris: 10 } } }, 'tripTerms.deliveryFees'],
      [{ terms: { securityDepositAed: -1 } }, 'terms.securityDepositAed'],
    ] as const) {
      const response = await editCar(vendorA, car.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('bad_request');
      expect(Object.keys(response.body.error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const unknown = await editCar(vendorA, car.id, { tripTerms: { weekendRate: 10 } });
    expect(unknown.status).toBe(400);
    expect((await vendorCar(car.id)).tripTerms).toEqual({ graceHours: 1 });
  });

  it("refuses another company's vendor (404) and other roles, changing nothing", async () => {
    const car = await buildCar(companyA, { tripTerms: { graceHours: 1 } });
    const other = await editCar(vendorB, car.id, { tripTerms: { graceHours: 5 } });
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('not_found');
    const admin = await signedInUser(server.baseUrl, PASSWORD, 'admin');
    expect((await editCar(admin, car.id, { tripTerms: { graceHours: 5 } })).status).toBe(403);
    const anonymous = new TestClient(server.baseUrl);
    expect((await editCar(anonymous, car.id, { tripTerms: { graceHours: 5 } })).status).toBe(401);
    expect((await vendorCar(car.id)).tripTerms).toEqual({ graceHours: 1 });
  });

  it('concurrent edits: all apply one after the other; a stale If-Match is refused', async () => {
    const car = await buildCar(companyA, { pricePerDay: 300 });
    const read = await vendorA.get<VendorCar>(`/api/vendor/cars/${car.id}`);
    const etag = read.headers.get('etag')!;
    const bodies = [1, 2, 3, 4, 5].map((hours) => ({ tripTerms: { graceHours: hours } }));
    const responses = await Promise.all(bodies.map((body) => editCar(vendorA, car.id, body)));
    expect(responses.map((r) => r.status)).toEqual(bodies.map(() => 200));
    const last = (await vendorCar(car.id)).tripTerms.graceHours;
    expect([1, 2, 3, 4, 5]).toContain(last);
    // Another tab still holding the first version: 412, nothing changed.
    const stale = await editCar(
      vendorA,
      car.id,
      { tripTerms: { graceHours: 0 } },
      { 'If-Match': etag },
    );
    expect(stale.status).toBe(412);
    expect(stale.body.error.code).toBe('changed_elsewhere');
    expect((await vendorCar(car.id)).tripTerms.graceHours).toBe(last);
  });

  it('a new listing may state its terms; a pending one changes directly', async () => {
    // A company of its own: the plan's room is not taken by the cars built above.
    const { client } = await signedInVendor(server.baseUrl, PASSWORD);
    const created = await client.post<VendorCar & ErrorBody>('/api/vendor/cars', {
      title: '2024 Kia Pegas trip terms',
      brand: 'kia',
      model: 'Pegas',
      year: 2024,
      carType: 'economy',
      emirate: 'dubai',
      pricePerDay: 90,
      tripTerms: { cancellation: 'free_72h' },
    });
    expect(created.status).toBe(201);
    expect(created.body.tripTerms).toEqual({ cancellation: 'free_72h' });
    const edited = await editCar(client, created.body.id, { tripTerms: { graceHours: 0 } });
    expect(edited.body).toMatchObject({
      status: created.body.status,
      tripTerms: { graceHours: 0 },
    });
  });
});

describe("the company's default terms (PATCH /api/vendor/profile)", () => {
  const editProfile = (browser: TestClient, body: unknown) =>
    browser.request<VendorProfile & ErrorBody>('PATCH', '/api/vendor/profile', { body });

  it('are stated, inherited by its cars where they state nothing, and quoted', async () => {
    const { client, company } = await signedInVendor(server.baseUrl, PASSWORD);
    const car = await buildCar(company, { pricePerDay: 100, tripTerms: { graceHours: 0 } });
    const defaults = { depositReturnDays: 10, graceHours: 3, deliveryFees: { fujairah: 300 } };
    const carPage = async () =>
      (await new TestClient(server.baseUrl).get<CarDetail>(`/api/cars/${car.id}`)).body;
    // The car page's answer is kept; the company's change must reach it at once.
    expect((await carPage()).deliveryFees).toEqual({});
    const saved = await editProfile(client, { tripTerms: defaults });
    expect(saved.status).toBe(200);
    expect(vendorProfileSchema.parse(saved.body).tripTerms).toEqual(defaults);
    const mine = vendorCarSchema.parse((await client.get(`/api/vendor/cars/${car.id}`)).body);
    expect(mine.inheritedTripTerms).toMatchObject({ depositReturnDays: 10, graceHours: 3 });
    const quote = await publicQuote(car.id, `from=${day(1)}&to=${day(2)}&delivery=fujairah`);
    // The car's own grace (0) wins; the company's deposit days and delivery fee hold.
    expect(quote).toMatchObject({ graceHours: 0, delivery: 300, deposit: { returnDays: 10 } });
    expect((await carPage()).deliveryFees).toEqual({ fujairah: 300 });
  });

  it('refuses bad defaults with the field; each company edits only its own', async () => {
    const { client } = await signedInVendor(server.baseUrl, PASSWORD, {
      tripTerms: { graceHours: 1 },
    });
    const bad = await editProfile(client, { tripTerms: { minimumLicenceYears: 40 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('bad_request');
    expect(bad.body.error.fields).toHaveProperty(['tripTerms.minimumLicenceYears']);
    // A company leaves out an emirate it does not deliver to; "no delivery" (null) is a car's.
    const none = await editProfile(client, { tripTerms: { deliveryFees: { dubai: null } } });
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toHaveProperty(['tripTerms.deliveryFees.dubai']);
    const read = await client.get<VendorProfile>('/api/vendor/profile');
    expect(read.body.tripTerms).toEqual({ graceHours: 1 });
    // vendorB's edit lands on vendorB's own company, never on this one.
    expect((await editProfile(vendorB, { tripTerms: { graceHours: 6 } })).status).toBe(200);
    expect((await client.get<VendorProfile>('/api/vendor/profile')).body.tripTerms).toEqual({
      graceHours: 1,
    });
  });
});

describe('GET /api/vendor/cars/:id/quote (the quote preview)', () => {
  const preview = (browser: TestClient, id: number, query: string) =>
    browser.get<Quote & ErrorBody>(`/api/vendor/cars/${id}/quote?${query}`);

  it("answers exactly the renters' quote for a public car, blocked days included", async () => {
    const car = await buildCar(companyA, {
      pricePerDay: 150,
      pricePerWeek: 800,
      securityDeposit: 1000,
      tripTerms: { fuelPolicy: 'prepaid' },
    });
    const blocked = await vendorA.post(`/api/vendor/cars/${car.id}/blocks`, {
      from: day(5),
      to: day(6),
      reason: 'maintenance',
    });
    expect(blocked.status).toBe(201);
    for (const query of [
      `from=${day(1)}&to=${day(4)}`,
      `from=${day(2)}&to=${day(10)}&delivery=ajman&driverAge=30`,
      `from=${day(4)}&to=${day(6)}`,
    ]) {
      const mine = await preview(vendorA, car.id, query);
      expect(mine.status).toBe(200);
      expect(mine.body).toEqual(await publicQuote(car.id, query));
    }
    expect((await preview(vendorA, car.id, `from=${day(4)}&to=${day(6)}`)).body.available).toBe(
      false,
    );
  });

  it('quotes a car not yet public, as renters will see it once approved', async () => {
    const car = await buildCar(companyA, { status: 'pending', pricePerDay: 100 });
    const publicAnswer = await new TestClient(server.baseUrl).get(
      `/api/cars/${car.id}/quote?from=${day(1)}&to=${day(3)}`,
    );
    expect(publicAnswer.status).toBe(404);
    const mine = await preview(vendorA, car.id, `from=${day(1)}&to=${day(3)}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ days: 2, rent: 200, total: 200, available: true });
  });

  it("refuses another company's car (404) and bad dates (400 naming the field)", async () => {
    const car = await buildCar(companyA);
    const other = await preview(vendorB, car.id, `from=${day(1)}&to=${day(3)}`);
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('not_found');
    for (const [query, field] of [
      [`from=${day(3)}`, 'to'],
      [`from=${day(3)}&to=${day(1)}`, 'to'],
      [`from=${day(-3)}&to=${day(1)}`, 'from'],
      [`from=2026-02-30&to=${day(1)}`, 'from'],
    ] as const) {
      const response = await preview(vendorA, car.id, query);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('bad_request');
      expect(response.body.error.fields, query).toHaveProperty([field]);
    }
  });
});
