/**
 * GET /api/cars and GET /api/cars/:id on a database of this file's own, so totals and facets
 * can be asserted exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_PAGES, CATEGORY_SLUGS } from '@core/catalogue/categories';
import { LOCATION_PAGES } from '@core/catalogue/locations';
import { SERVICES } from '@core/enums';
import { CAR_LISTING_TYPES, carFilterFromParams } from '@core/rules/carSearchParams';
import { carSearchParamsSchema } from '@core/schemas/carSearchParams';
import { countMatches } from '../services/carSearch';
import { loadCatalogueIndex } from '../services/facetIndex';
import { carSearchResultSchema, type CarSearchResult } from '@core/schemas/carSearch';
import type { Car, Company } from '../models';
import { buildCar, buildCompany } from '../../test/factories';
import { TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
let client: TestClient;
const cars: Record<string, Car> = {};
const hidden: Car[] = [];
let marina: Company;

beforeAll(async () => {
  server = await startTestServer({}, { emptyDatabase: true });
  client = new TestClient(server.baseUrl);
  marina = await buildCompany({ name: 'Marina Star Car Rental', area: 'dubai-marina' });
  const sharjah = await buildCompany({
    name: 'Desert Rose Rent a Car',
    emirate: 'sharjah',
    area: 'al-majaz',
  });
  const suspended = await buildCompany({ status: 'suspended' });
  const at = (days: number) => new Date(Date.UTC(2026, 10, 1) + days * 86_400_000);

  const add = async (key: string, company: Company, fields: Partial<Car>) => {
    cars[key] = await buildCar(company, fields);
  };
  await add('huracan', marina, {
    title: '2024 Lamborghini Huracan EVO',
    brand: 'lamborghini',
    model: 'Huracan',
    carType: 'sports',
    pricePerDay: 3200,
    minimumDriverAge: 25,
    horsepower: 631,
    seats: 2,
    securityDeposit: 10000,
    createdAt: at(1),
  });
  await add('sclass', marina, {
    title: 'Mercedes-Benz S-Class 2025',
    brand: 'mercedes',
    model: 'S 500',
    carType: 'luxury',
    pricePerDay: 1500,
    pricePerMonth: 30000,
    seats: 5,
    horsepower: 429,
    withDriver: true,
    services: ['airport', 'transfer', 'hourly'],
    createdAt: at(2),
  });
  await add('yaris', marina, {
    title: '2023 Toyota Yaris',
    brand: 'toyota',
    model: 'Yaris',
    carType: 'economy',
    pricePerDay: 99,
    pricePerMonth: 1900,
    horsepower: 106,
    seats: 5,
    securityDeposit: 0,
    services: ['airport'],
    createdAt: at(3),
  });
  await add('patrol', marina, {
    title: '2024 Nissan Patrol Platinum',
    brand: 'nissan',
    model: 'Patrol',
    carType: 'suv',
    pricePerDay: 500,
    horsepower: 400,
    seats: 8,
    securityDeposit: 2000,
    createdAt: at(4),
  });
  await add('rav4', sharjah, {
    title: 'Toyota RAV4 2022',
    brand: 'toyota',
    model: 'RAV4',
    carType: 'suv',
    pricePerDay: 280,
    emirate: 'sharjah',
    seats: 5,
    securityDeposit: 0,
    createdAt: at(5),
  });
  await add('model3', marina, {
    title: 'Tesla Model 3 Long Range',
    brand: 'tesla',
    model: 'Model 3',
    carType: 'electric',
    pricePerDay: 450,
    horsepower: 346,
    seats: 5,
    services: ['valet'],
    createdAt: at(6),
  });
  await add('hiace', sharjah, {
    title: 'Toyota HiAce 13 seats',
    brand: 'toyota',
    model: 'HiAce',
    carType: 'van',
    pricePerDay: 350,
    emirate: 'sharjah',
    seats: 13,
    withDriver: true,
    services: ['safe', 'transfer'],
    createdAt: at(7),
  });
  await add('dawn', marina, {
    title: 'Rolls-Royce Dawn',
    brand: 'rolls-royce',
    model: 'Dawn',
    carType: 'convertible',
    pricePerDay: 4200,
    minimumDriverAge: 25,
    horsepower: 563,
    seats: 4,
    createdAt: at(8),
  });
  await add('camry', marina, {
    title: 'Toyota Camry 2024',
    brand: 'toyota',
    model: 'Camry',
    carType: 'sedan',
    pricePerDay: 501,
    seats: 5,
    createdAt: at(9),
  });
  hidden.push(
    await buildCar(marina, {
      title: 'Pending Lamborghini Urus',
      brand: 'lamborghini',
      status: 'pending',
    }),
    await buildCar(marina, {
      title: 'Rejected Toyota',
      brand: 'toyota',
      status: 'rejected',
      rejectionReason: 'x',
    }),
    await buildCar(marina, { title: 'Draft Toyota', brand: 'toyota', status: 'draft' }),
    await buildCar(marina, { title: 'Inactive Toyota', brand: 'toyota', active: false }),
    await buildCar(suspended, { title: 'Suspended Toyota', brand: 'toyota' }),
  );
});
afterAll(async () => {
  await server?.close();
});

async function search(query: string): Promise<CarSearchResult> {
  const response = await client.get<CarSearchResult>(`/api/cars${query ? `?${query}` : ''}`);
  expect(response.status, `${query}: ${response.text.slice(0, 200)}`).toBe(200);
  return carSearchResultSchema.parse(response.body);
}

const keysOf = (result: CarSearchResult) => {
  const byId = new Map(Object.entries(cars).map(([key, car]) => [car.id, key]));
  return result.items.map((car) => byId.get(car.id) ?? `other:${car.id}`).sort();
};
const found = async (query: string) => keysOf(await search(`${query}&pageSize=60`));

describe('GET /api/cars', () => {
  it('lists only public cars: never pending, rejected, draft, inactive or of a suspended company', async () => {
    const result = await search('pageSize=60');
    expect(result.total).toBe(9);
    expect(keysOf(result)).toEqual(Object.keys(cars).sort());
    const ids = result.items.map((c) => c.id);
    for (const car of hidden) expect(ids).not.toContain(car.id);
    for (const car of result.items) {
      expect(car).toHaveProperty('withDriver');
      expect(car).toHaveProperty('services');
      expect(car.images.length).toBeGreaterThan(0);
      expect(car.terms).toMatchObject({ kmPerDay: 250, kmPerMonth: 4500, pricesIncludeVat: true });
    }
  });

  it.each([
    ['type=long-term', ['sclass', 'yaris']],
    ['type=suv', ['patrol', 'rav4']],
    ['type=sports', ['huracan']],
    ['type=electric', ['model3']],
    ['type=driver', ['hiace', 'sclass']],
    ['type=sedan', ['camry']],
    ['type=all', 'ALL'],
    ['carType=driver', ['hiace', 'sclass']],
    ['carType=van', ['hiace']],
    ['emirate=sharjah', ['hiace', 'rav4']],
    ['service=airport', ['sclass', 'yaris']],
    ['service=transfer', ['hiace', 'sclass']],
    ['service=safe', ['hiace']],
    ['service=hourly', ['sclass']],
    ['service=valet', ['model3']],
    ['brand=toyota', ['camry', 'hiace', 'rav4', 'yaris']],
    ['brand=all&budget=300', ['rav4', 'yaris']],
    ['budget=500', ['hiace', 'model3', 'patrol', 'rav4', 'yaris']],
    ['noDeposit=true', ['camry', 'dawn', 'hiace', 'model3', 'rav4', 'sclass', 'yaris']],
    ['driverAge=23', ['camry', 'hiace', 'model3', 'patrol', 'rav4', 'sclass', 'yaris']],
    ['driverAge=25&type=sports', ['huracan']],
    // "… Dubai" collections: Dubai's cars only (Sharjah's HiAce and RAV4 are not in them).
    ['category=affordable-car-rental-dubai', ['model3', 'yaris']],
    ['category=luxury-%26-sports-cars', ['camry', 'dawn', 'huracan', 'sclass']],
    ['category=suvs-for-rent-in-dubai', ['patrol']],
    ['category=suvs-for-rent-in-dubai&emirate=sharjah', ['rav4']],
    ['category=suv-rental-dubai', ['patrol']],
    ['category=suv-car-rental-dubai', ['patrol']],
    ['category=convertible-car-rental-dubai', ['dawn']],
    ['category=convertible-rental-dubai', ['dawn']],
    ['category=supercar-rental-dubai', ['dawn', 'huracan']],
    ['category=7-seater-car-rental-dubai', ['patrol']],
    ['category=cheap-car-rental-dubai', ['yaris']],
    ['category=monthly-car-rental-dubai', ['sclass', 'yaris']],
    ['category=car-rental-dubai-airport', ['sclass', 'yaris']],
    [
      'category=self-drive-car-rental-dubai',
      ['camry', 'dawn', 'huracan', 'model3', 'patrol', 'yaris'],
    ],
    ['category=van-rental-dubai', []],
    ['category=luxury-car-rental-dubai', ['sclass']],
    ['category=electric-car-rental-dubai', ['model3']],
    ['category=sports-car-rental-dubai', ['huracan']],
    [
      'location=car-rental-dubai-marina',
      ['camry', 'dawn', 'huracan', 'model3', 'patrol', 'sclass', 'yaris'],
    ],
    ['location=car-rental-sharjah', ['hiace', 'rav4']],
    ['location=car-rental-al-barsha', []],
    ['location=car-rental-dubai-marina&type=suv', ['patrol']],
  ] as [string, string[] | 'ALL'][])('%s', async (query, expected) => {
    const keys = expected === 'ALL' ? Object.keys(cars) : expected;
    expect(await found(query)).toEqual([...keys].sort());
  });

  it('answers every landing slug of the catalogue', async () => {
    for (const page of CATEGORY_PAGES) await search(`category=${encodeURIComponent(page.slug)}`);
  });

  it.each([
    ['lambo', ['huracan']],
    ['merc', ['sclass']],
    ['toyta', ['camry', 'hiace', 'rav4', 'yaris']],
    ['lamborgini huracan', ['huracan']],
    ['Patrol', ['patrol']],
    ['marina star', ['camry', 'dawn', 'huracan', 'model3', 'patrol', 'sclass', 'yaris']],
    ['rolls royce', ['dawn']],
    ['100% off_', []],
  ])('free text "%s" tolerates typos and prefixes', async (text, expected) => {
    expect(await found(`query=${encodeURIComponent(text)}`)).toEqual([...expected].sort());
  });

  it('ranks the closest text match first', async () => {
    const result = await search('query=toyota%20yaris');
    expect(result.items[0]?.id).toBe(cars.yaris!.id);
  });

  it('combines the hero search filters', async () => {
    expect(await found('emirate=dubai&type=suv&brand=nissan&budget=600&query=patrol')).toEqual([
      'patrol',
    ]);
    expect(await found('emirate=sharjah&type=suv&brand=toyota&budget=200')).toEqual([]);
  });

  it('sorts by price both ways and by newest', async () => {
    const asc = (await search('sort=price_asc&pageSize=60')).items.map((c) => c.pricePerDay);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await search('sort=price_desc&pageSize=60')).items.map((c) => c.pricePerDay);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const newest = (await search('sort=newest&pageSize=3')).items.map((c) => c.id);
    expect(newest).toEqual([cars.camry!.id, cars.dawn!.id, cars.hiace!.id]);
  });

  it('pages without overlap or gaps', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const result = await search(`sort=price_asc&pageSize=3&page=${page}`);
      expect(result).toMatchObject({ page, pageSize: 3, total: 9 });
      seen.push(...result.items.map((c) => c.id));
    }
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
  });

  it('caps the page size instead of refusing it', async () => {
    expect((await search('pageSize=500')).pageSize).toBe(60);
  });

  it('counts facets for the current filters', async () => {
    const all = await search('');
    expect(all.facets.carType).toEqual({
      suv: 2,
      sports: 1,
      luxury: 1,
      economy: 1,
      electric: 1,
      van: 1,
      convertible: 1,
      sedan: 1,
    });
    expect(all.facets.emirate).toEqual({ dubai: 7, sharjah: 2 });
    expect(all.facets.brand).toMatchObject({ toyota: 4, lamborghini: 1, mercedes: 1 });
    expect(all.facets.priceBand).toEqual({
      'under-200': 1,
      '200-499': 3,
      '500-999': 2,
      '1000-1999': 1,
      '2000-plus': 2,
    });
    const toyota = await search('brand=toyota');
    expect(toyota.total).toBe(4);
    expect(toyota.facets.carType).toEqual({ economy: 1, suv: 1, van: 1, sedan: 1 });
    // The youngest driver any result accepts: younger ages can only return nothing.
    expect(all.facets.lowestDriverAge).toBe(21);
    expect((await search('category=supercar-rental-dubai')).facets.lowestDriverAge).toBe(25);
  });

  it.each([
    ['type=boat', 'type'],
    ['carType=hovercraft', 'carType'],
    ['emirate=qatar', 'emirate'],
    ['service=laundry', 'service'],
    ['category=moon-rental', 'category'],
    ['location=car-rental-mars', 'location'],
    ['brand=trabant', 'brand'],
    ['budget=cheap', 'budget'],
    ['budget=-5', 'budget'],
    ['sort=random', 'sort'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['pageSize=0', 'pageSize'],
    ['noDeposit=maybe', 'noDeposit'],
    ['driverAge=16', 'driverAge'],
    ['brand=bmw&brand=audi', 'brand'],
    ['page=1000&pageSize=60', 'page'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await client.get<{ error: { fields: Record<string, string> } }>(
      `/api/cars?${query}`,
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toEqual([field]);
  });

  it('treats empty parameters as absent', async () => {
    expect((await search('brand=&emirate=&query=&budget=')).total).toBe(9);
  });
});

describe('facet counts from the index', () => {
  it('give the same total and facets as SQL for every filter the site can send', async () => {
    const index = await loadCatalogueIndex(server.knex);
    const queries = [
      '',
      ...CAR_LISTING_TYPES.map((type) => `type=${type}`),
      ...SERVICES.map((service) => `service=${service}`),
      ...CATEGORY_SLUGS.map((slug) => `category=${encodeURIComponent(slug)}`),
      ...LOCATION_PAGES.map((page) => `location=${page.slug}`),
      'carType=driver',
      'emirate=sharjah&brand=toyota',
      'budget=450&noDeposit=true',
      'driverAge=21',
      'emirate=dubai&type=suv&brand=nissan&budget=600',
      'query=toyta',
      'query=marina%20star&type=suv',
      'query=lambo&noDeposit=true',
    ];
    for (const query of queries) {
      const params = carSearchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const filter = carFilterFromParams(params);
      expect(index.count(filter), query).toEqual(await countMatches(server.knex, filter));
    }
  });
});

describe('GET /api/cars/:id', () => {
  it('answers one public car with up to 8 similar cars of its type', async () => {
    const response = await client.get<{
      id: number;
      title: string;
      similar: { id: number; carType: string }[];
    }>(`/api/cars/${cars.patrol!.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: cars.patrol!.id,
      title: '2024 Nissan Patrol Platinum',
    });
    expect(response.body.similar.map((c) => c.id)).toEqual([cars.rav4!.id]);
    expect(response.body).toMatchObject({
      company: {
        id: marina.id,
        name: 'Marina Star Car Rental',
        location: 'Dubai Marina, Dubai',
        carCount: 7,
        verified: true,
      },
    });
    // The car page carries the company's contacts, so a renter is handed to the company even
    // when recording the lead fails; the similar cars (list entries) carry none.
    expect(response.body).toMatchObject({ company: { contact: { email: marina.email } } });
    expect(JSON.stringify(response.body.similar)).not.toContain(marina.email);
  });

  it('answers 404 for hidden, unknown and malformed ids', async () => {
    for (const car of hidden) expect((await client.get(`/api/cars/${car.id}`)).status).toBe(404);
    expect((await client.get('/api/cars/2000000000')).status).toBe(404);
    expect((await client.get('/api/cars/abc')).status).toBe(404);
  });
});

describe('compressed answers', () => {
  it('sends gzip to clients that accept it, and plain JSON to others', async () => {
    const cached = await startTestServer({ SEARCH_CACHE_SECONDS: '60' });
    try {
      // The models now write to this server's database: enough cars for a worthwhile answer.
      const company = await buildCompany();
      for (let i = 0; i < 4; i += 1) await buildCar(company);
      const zipped = await fetch(`${cached.baseUrl}/api/cars?pageSize=60`, {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
      const body = carSearchResultSchema.parse(await zipped.json());
      const plain = await fetch(`${cached.baseUrl}/api/cars?pageSize=60`, {
        headers: { 'Accept-Encoding': 'identity' },
      });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(carSearchResultSchema.parse(await plain.json())).toEqual(body);
    } finally {
      await cached.close();
    }
  });
});
