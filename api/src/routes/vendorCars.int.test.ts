import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  vendorCarPageSchema,
  vendorCarSchema,
  type VendorCar,
  type VendorCarPage,
} from '@core/schemas/car';
import { Car } from '../models';
import type { Company } from '../models';
import { buildCar, buildUserWithPassword, buildVendor } from '../../test/factories';
import { TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'vendor cars password';
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
const client = () => new TestClient(server.baseUrl);

let vendorA: TestClient;
let vendorB: TestClient;
let companyA: Company;
let companyB: Company;

async function signedIn(email: string): Promise<TestClient> {
  const browser = client();
  expect((await browser.login(email, PASSWORD)).status).toBe(200);
  return browser;
}

beforeAll(async () => {
  server = await startTestServer();
  const a = await buildVendor(PASSWORD);
  const b = await buildVendor(PASSWORD, { emirate: 'sharjah' });
  companyA = a.company;
  companyB = b.company;
  vendorA = await signedIn(a.user.email);
  vendorB = await signedIn(b.user.email);
});
afterAll(async () => {
  await server?.close();
});

const coreFields = (overrides: Record<string, unknown> = {}) => ({
  title: '2025 Toyota Land Cruiser',
  brand: 'toyota',
  model: 'Land Cruiser',
  year: 2025,
  carType: 'suv',
  emirate: 'abu-dhabi',
  pricePerDay: 700,
  ...overrides,
});

const patch = (browser: TestClient, id: number, body: unknown) =>
  browser.request<VendorCar & ErrorBody>('PATCH', `/api/vendor/cars/${id}`, { body });
const remove = (browser: TestClient, id: number) =>
  browser.request('DELETE', `/api/vendor/cars/${id}`);
const publicStatus = async (id: number) => (await client().get(`/api/cars/${id}`)).status;

describe('POST /api/vendor/cars', () => {
  it('creates a pending listing from the core fields alone, with the spec defaults', async () => {
    // docs/product.md#cars-and-rental-terms
    const response = await vendorA.post<VendorCar>('/api/vendor/cars', coreFields());
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const car = vendorCarSchema.parse(response.body);
    expect(response.body).toEqual(car);
    expect(car).toMatchObject({
      title: '2025 Toyota Land Cruiser',
      brand: 'toyota',
      model: 'Land Cruiser',
      year: 2025,
      carType: 'suv',
      emirate: 'abu-dhabi',
      pricePerDay: 700,
      pricePerWeek: null,
      pricePerMonth: null,
      description: '',
      seats: 5,
      transmission: 'automatic',
      withDriver: false,
      services: [],
      active: true,
      featured: false,
      approved: false,
      status: 'pending',
      rejectionReason: null,
      companyId: companyA.id,
      companyName: companyA.name,
      images: [],
    });
    expect(car.terms).toEqual({
      securityDepositAed: 0,
      kmPerDay: 250,
      kmPerMonth: 4500,
      extraKmChargeAed: 0,
      minimumDriverAge: 21,
      salikChargeAed: 0,
      insuranceIncluded: true,
      pricesIncludeVat: true,
    });
    const stored = await Car.query().findById(car.id);
    expect(stored).toMatchObject({ companyId: companyA.id, status: 'pending', approvedAt: null });
  });

  it('maps the terms to their columns and ignores a status sent by the vendor', async () => {
    const response = await vendorA.post<VendorCar>(
      '/api/vendor/cars',
      coreFields({
        status: 'approved',
        featured: true,
        pricePerWeek: 4200,
        color: 'White',
        services: ['airport'],
        terms: {
          securityDepositAed: 1500,
          kmPerDay: 300,
          kmPerMonth: 5000,
          extraKmChargeAed: 1.5,
          minimumDriverAge: 25,
          salikChargeAed: 5,
          insuranceIncluded: false,
        },
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'pending', featured: false, pricePerWeek: 4200 });
    const stored = await Car.query().findById(response.body.id);
    expect(stored).toMatchObject({
      color: 'White',
      services: ['airport'],
      securityDeposit: 1500,
      kmPerDay: 300,
      kmPerMonth: 5000,
      minimumDriverAge: 25,
      insuranceIncluded: false,
    });
    expect(Number(stored!.extraKmCharge)).toBe(1.5);
    expect(Number(stored!.salikCharge)).toBe(5);
  });

  it('is not public until approved', async () => {
    const created = await vendorA.post<VendorCar>('/api/vendor/cars', coreFields());
    expect(await publicStatus(created.body.id)).toBe(404);
    await Car.query()
      .patch({ status: 'approved', approvedAt: new Date() })
      .findById(created.body.id);
    expect(await publicStatus(created.body.id)).toBe(200);
  });

  const without = (field: string) => {
    const body: Record<string, unknown> = coreFields();
    delete body[field];
    return body;
  };

  it.each([
    ['title', without('title')],
    ['title', coreFields({ title: '   ' })],
    ['title', coreFields({ title: 'x'.repeat(121) })],
    ['brand', without('brand')],
    ['brand', coreFields({ brand: 'trabant' })],
    ['model', without('model')],
    ['year', without('year')],
    ['year', coreFields({ year: 1980 })],
    ['year', coreFields({ year: '2024' })],
    ['carType', coreFields({ carType: 'tank' })],
    ['emirate', without('emirate')],
    ['emirate', coreFields({ emirate: 'all' })],
    ['pricePerDay', without('pricePerDay')],
    ['pricePerDay', coreFields({ pricePerDay: 0 })],
    ['pricePerDay', coreFields({ pricePerDay: 99.5 })],
    ['seats', coreFields({ seats: 0 })],
    ['services.0', coreFields({ services: ['helicopter'] })],
    ['terms.minimumDriverAge', coreFields({ terms: { minimumDriverAge: 16 } })],
    ['terms.kmPerDay', coreFields({ terms: { kmPerDay: -1 } })],
  ])('refuses a bad %s with a 400 naming it, and stores nothing', async (field, body) => {
    const before = await Car.query().where('company_id', companyA.id).resultSize();
    const response = await vendorA.post<ErrorBody>('/api/vendor/cars', body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
    expect(Object.keys(response.body.error.fields ?? {})).toEqual([field]);
    expect(await Car.query().where('company_id', companyA.id).resultSize()).toBe(before);
  });

  it('answers 422 to a vendor account without a company', async () => {
    const user = await buildUserWithPassword(PASSWORD, { role: 'vendor' });
    const browser = await signedIn(user.email);
    const response = await browser.post<ErrorBody>('/api/vendor/cars', coreFields());
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('business_rule');
    const list = await browser.get<VendorCarPage>('/api/vendor/cars');
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([]);
  });

  it('refuses writers, admins (403) and anonymous callers (401)', async () => {
    for (const role of ['writer', 'admin'] as const) {
      const user = await buildUserWithPassword(PASSWORD, { role });
      const browser = await signedIn(user.email);
      expect((await browser.post('/api/vendor/cars', coreFields())).status).toBe(403);
      expect((await browser.get('/api/vendor/cars')).status).toBe(403);
    }
    expect((await client().post('/api/vendor/cars', coreFields())).status).toBe(401);
    expect((await client().get('/api/vendor/cars')).status).toBe(401);
  });
});

describe('GET /api/vendor/cars', () => {
  let vendor: TestClient;
  let company: Company;
  let cars: Car[];

  beforeAll(async () => {
    const made = await buildVendor(PASSWORD);
    company = made.company;
    vendor = await signedIn(made.user.email);
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    cars = [
      await buildCar(company, {
        title: 'Audi Q7 100% fun',
        brand: 'audi',
        model: 'Q7',
        pricePerDay: 900,
        status: 'approved',
        createdAt: at(1),
      }),
      await buildCar(company, {
        title: 'Kia Picanto',
        brand: 'kia',
        model: 'Picanto_X',
        pricePerDay: 90,
        status: 'pending',
        createdAt: at(2),
      }),
      await buildCar(company, {
        title: 'BMW X5',
        brand: 'bmw',
        model: 'X5',
        pricePerDay: 600,
        status: 'rejected',
        rejectionReason: 'Blurry photos',
        createdAt: at(3),
      }),
      await buildCar(company, {
        title: 'Nissan Sunny',
        brand: 'nissan',
        model: 'Sunny',
        pricePerDay: 120,
        status: 'draft',
        active: false,
        createdAt: at(4),
      }),
    ];
    // Another company's car never shows.
    await buildCar(companyB, { title: 'Kia Picanto of B', model: 'Picanto_X' });
  });

  const list = async (query = '') => {
    const response = await vendor.get<VendorCarPage>(`/api/vendor/cars${query}`);
    expect(response.status).toBe(200);
    return vendorCarPageSchema.parse(response.body);
  };
  const titles = (page: VendorCarPage) => page.items.map((car) => car.title);

  it('lists every status, newest first, with counts and the rejection reason', async () => {
    const page = await list();
    expect(titles(page)).toEqual(['Nissan Sunny', 'BMW X5', 'Kia Picanto', 'Audi Q7 100% fun']);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(page.counts).toEqual({ draft: 1, pending: 1, approved: 1, rejected: 1 });
    expect(page.items[1]).toMatchObject({ status: 'rejected', rejectionReason: 'Blurry photos' });
    expect(page.items[0]).toMatchObject({ status: 'draft', active: false });
    expect(page.items.every((car) => car.companyId === company.id)).toBe(true);
  });

  it('filters by status, keeping the counts of every status', async () => {
    const page = await list('?status=approved');
    expect(titles(page)).toEqual(['Audi Q7 100% fun']);
    expect(page.total).toBe(1);
    expect(page.counts).toEqual({ draft: 1, pending: 1, approved: 1, rejected: 1 });
  });

  it('searches title and model, any case, with LIKE wildcards taken literally', async () => {
    expect(titles(await list('?query=picanto'))).toEqual(['Kia Picanto']);
    expect(titles(await list('?query=x5'))).toEqual(['BMW X5']);
    expect(titles(await list('?query=100%25'))).toEqual(['Audi Q7 100% fun']);
    expect(titles(await list('?query=%25'))).toEqual(['Audi Q7 100% fun']);
    expect(titles(await list('?query=o_X'))).toEqual(['Kia Picanto']);
    expect(titles(await list('?query=_'))).toEqual(['Kia Picanto']);
    const page = await list('?query=nothing-like-this');
    expect(page.total).toBe(0);
    expect(page.counts).toEqual({ draft: 0, pending: 0, approved: 0, rejected: 0 });
  });

  it('sorts by date, price and title, each either way', async () => {
    expect(titles(await list('?sort=oldest'))).toEqual([
      'Audi Q7 100% fun',
      'Kia Picanto',
      'BMW X5',
      'Nissan Sunny',
    ]);
    expect(titles(await list('?sort=title_desc'))).toEqual([
      'Nissan Sunny',
      'Kia Picanto',
      'BMW X5',
      'Audi Q7 100% fun',
    ]);
    expect(titles(await list('?sort=price_asc'))).toEqual([
      'Kia Picanto',
      'Nissan Sunny',
      'BMW X5',
      'Audi Q7 100% fun',
    ]);
    expect(titles(await list('?sort=price_desc'))).toEqual([
      'Audi Q7 100% fun',
      'BMW X5',
      'Nissan Sunny',
      'Kia Picanto',
    ]);
    expect(titles(await list('?sort=title'))).toEqual([
      'Audi Q7 100% fun',
      'BMW X5',
      'Kia Picanto',
      'Nissan Sunny',
    ]);
  });

  it('pages', async () => {
    const second = await list('?pageSize=3&page=2');
    expect(titles(second)).toEqual(['Audi Q7 100% fun']);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(cars).toHaveLength(4);
  });

  it.each([
    ['page', '?page=0'],
    ['page', '?page=abc'],
    ['pageSize', '?pageSize=101'],
    ['status', '?status=archived'],
    ['sort', '?sort=cheapest'],
    ['query', `?query=${'x'.repeat(101)}`],
  ])('refuses a bad %s with a 400 naming it', async (field, query) => {
    const response = await vendor.get<ErrorBody>(`/api/vendor/cars${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields ?? {})).toEqual([field]);
    expect(response.body.error.message).toContain(field);
  });
});

describe("another company's car", () => {
  let carOfA: Car;

  beforeAll(async () => {
    carOfA = await buildCar(companyA, { status: 'approved' });
  });

  it('is not found for vendor B on GET, PATCH and DELETE, and stays unchanged', async () => {
    expect((await vendorB.get(`/api/vendor/cars/${carOfA.id}`)).status).toBe(404);
    expect((await patch(vendorB, carOfA.id, { pricePerDay: 1 })).status).toBe(404);
    expect((await remove(vendorB, carOfA.id)).status).toBe(404);
    const stored = await Car.query().findById(carOfA.id);
    expect(stored).toMatchObject({ pricePerDay: carOfA.pricePerDay, status: 'approved' });
  });

  it("never shows in vendor B's list", async () => {
    const page = await vendorB.get<VendorCarPage>('/api/vendor/cars?pageSize=100');
    expect(page.status).toBe(200);
    expect(page.body.items.every((car) => car.companyId === companyB.id)).toBe(true);
    expect(page.body.items.map((car) => car.id)).not.toContain(carOfA.id);
  });

  it('is found by its own vendor', async () => {
    const response = await vendorA.get<VendorCar>(`/api/vendor/cars/${carOfA.id}`);
    expect(response.status).toBe(200);
    expect(vendorCarSchema.parse(response.body)).toMatchObject({
      id: carOfA.id,
      status: 'approved',
    });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['2000000000', 'abc', '0', '-1', '1.5', '99999999999']) {
      expect((await vendorA.get(`/api/vendor/cars/${id}`)).status, id).toBe(404);
      expect((await patch(vendorA, id as unknown as number, {})).status, id).toBe(404);
      expect((await remove(vendorA, id as unknown as number)).status, id).toBe(404);
    }
  });

  it('refuses writers, admins (403) and anonymous callers (401) on every :id route', async () => {
    for (const role of ['writer', 'admin'] as const) {
      const user = await buildUserWithPassword(PASSWORD, { role });
      const browser = await signedIn(user.email);
      expect((await browser.get(`/api/vendor/cars/${carOfA.id}`)).status).toBe(403);
      expect((await patch(browser, carOfA.id, { pricePerDay: 1 })).status).toBe(403);
      expect((await remove(browser, carOfA.id)).status).toBe(403);
    }
    expect((await client().get(`/api/vendor/cars/${carOfA.id}`)).status).toBe(401);
    expect((await patch(client(), carOfA.id, { pricePerDay: 1 })).status).toBe(401);
    expect((await remove(client(), carOfA.id)).status).toBe(401);
    expect(await Car.query().findById(carOfA.id)).toBeDefined();
  });
});

describe('PATCH /api/vendor/cars/:id', () => {
  const approvedCar = () =>
    buildCar(companyA, { status: 'approved', approvedAt: new Date(), pricePerDay: 500 });

  it('keeps an approved car public as approved while a material edit waits for review', async () => {
    for (const change of [
      { title: 'A new title' },
      { brand: 'toyota' },
      { model: 'Armada' },
      { year: 2023 },
      { description: 'Call 050 123 4567' },
      { carType: 'sedan' },
      { emirate: 'sharjah' },
    ]) {
      const car = await approvedCar();
      const response = await patch(vendorA, car.id, change);
      expect(response.status, JSON.stringify(change)).toBe(200);
      expect(response.body).toMatchObject({ ...change, status: 'approved' });
      const [field] = Object.keys(change);
      expect(response.body.pendingChanges?.diff.map((d) => d.field)).toEqual([field]);
      const publicCar = await client().get<Record<string, unknown>>(`/api/cars/${car.id}`);
      expect(publicCar.status).toBe(200);
      expect(publicCar.body[field!]).toBe(car[field as keyof Car]);
    }
  });

  it('applies price (within the band) and term edits at once, public', async () => {
    const car = await approvedCar();
    const response = await patch(vendorA, car.id, {
      pricePerDay: 450,
      pricePerWeek: 2800,
      terms: { kmPerDay: 300 },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'approved',
      pricePerDay: 450,
      pricePerWeek: 2800,
      pendingChanges: null,
    });
    // Only what was sent changes, also inside the terms.
    expect(response.body.terms).toMatchObject({ kmPerDay: 300, kmPerMonth: 4500 });
    const stored = await Car.query().findById(car.id);
    expect(stored!.approvedAt).not.toBeNull();
    const publicCar = await client().get<{ pricePerDay: number }>(`/api/cars/${car.id}`);
    expect(publicCar.status).toBe(200);
    expect(publicCar.body.pricePerDay).toBe(450);
  });

  it('leaves fields that are not sent as they are (no defaults)', async () => {
    const car = await buildCar(companyA, {
      status: 'approved',
      seats: 7,
      services: ['airport'],
      securityDeposit: 2000,
      minimumDriverAge: 25,
      withDriver: true,
    });
    const response = await patch(vendorA, car.id, { pricePerDay: 777 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      seats: 7,
      services: ['airport'],
      withDriver: true,
      description: car.description,
      terms: { securityDepositAed: 2000, minimumDriverAge: 25 },
    });
  });

  it('keeps the status when the values sent are the ones it has', async () => {
    const car = await approvedCar();
    const response = await patch(vendorA, car.id, { title: car.title, year: car.year });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('approved');
  });

  it('resubmits a rejected car: pending, without the rejection reason', async () => {
    const car = await buildCar(companyA, { status: 'rejected', rejectionReason: 'Wrong price' });
    const response = await patch(vendorA, car.id, { pricePerDay: 400 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'pending', rejectionReason: null });
    expect(await Car.query().findById(car.id)).toMatchObject({ rejectionReason: null });
  });

  it('switches a car off and on without a new review', async () => {
    const car = await approvedCar();
    const off = await patch(vendorA, car.id, { active: false });
    expect(off.body).toMatchObject({ active: false, status: 'approved' });
    expect(await publicStatus(car.id)).toBe(404);
    const on = await patch(vendorA, car.id, { active: true });
    expect(on.body).toMatchObject({ active: true, status: 'approved' });
    expect(await publicStatus(car.id)).toBe(200);
  });

  it.each([
    ['title', { title: '' }],
    ['year', { year: 1800 }],
    ['pricePerDay', { pricePerDay: -5 }],
    ['brand', { brand: null }],
    ['active', { active: 'no' }],
    ['terms.minimumDriverAge', { terms: { minimumDriverAge: 17 } }],
  ])('refuses a bad %s with a 400 naming it, changing nothing', async (field, body) => {
    const car = await approvedCar();
    const response = await patch(vendorA, car.id, body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields ?? {})).toEqual([field]);
    expect(await Car.query().findById(car.id)).toMatchObject({
      status: 'approved',
      title: car.title,
    });
  });
});

describe('DELETE /api/vendor/cars/:id', () => {
  it('removes the car: gone from the vendor, the public and the database', async () => {
    const car = await buildCar(companyA, { status: 'approved' });
    expect(await publicStatus(car.id)).toBe(200);
    const response = await remove(vendorA, car.id);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect((await vendorA.get(`/api/vendor/cars/${car.id}`)).status).toBe(404);
    expect(await publicStatus(car.id)).toBe(404);
    expect(await Car.query().findById(car.id)).toBeUndefined();
    expect((await remove(vendorA, car.id)).status).toBe(404);
  });
});
