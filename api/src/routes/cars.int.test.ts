import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_GRID_TILES, categoryTileParams } from '@core/catalogue/categories';
import { carDetailSchema, carSchema } from '@core/schemas/car';
import {
  carSearchResultSchema,
  catalogueStatsSchema,
  categoryCountsSchema,
} from '@core/schemas/carSearch';
import { buildCar, buildCompany } from '../../test/factories';
import { presentCar } from '../presenters/car';
import { listFeaturedCars } from '../services/publicCars';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/cars/featured', () => {
  it('lists only approved, active cars of companies that are not suspended, featured first', async () => {
    const company = await buildCompany();
    const suspended = await buildCompany({ status: 'suspended' });
    const featured = await buildCar(company, { featured: true, pricePerMonth: 12000 });
    const plain = await buildCar(company);
    const hidden = await Promise.all([
      buildCar(company, { featured: true, status: 'pending' }),
      buildCar(company, { featured: true, status: 'rejected', rejectionReason: 'Blurry photos' }),
      buildCar(company, { featured: true, status: 'draft' }),
      buildCar(company, { featured: true, active: false }),
      buildCar(suspended, { featured: true }),
    ]);

    const response = await server.request('/api/cars/featured?limit=100');
    expect(response.status).toBe(200);
    const cars = (await response.json()) as unknown[];
    const parsed = cars.map((car) => carSchema.parse(car));
    const ids = parsed.map((car) => car.id);

    expect(ids).toContain(featured.id);
    for (const car of hidden) expect(ids).not.toContain(car.id);
    // Featured cars come before any car that is not featured.
    const firstPlain = parsed.findIndex((car) => !car.featured);
    expect(
      parsed.slice(firstPlain === -1 ? parsed.length : firstPlain).every((c) => !c.featured),
    ).toBe(true);

    const shown = parsed.find((car) => car.id === featured.id)!;
    expect(shown).toMatchObject({
      title: featured.title,
      brand: 'nissan',
      model: 'Patrol',
      year: 2024,
      pricePerDay: 650,
      pricePerMonth: 12000,
      carType: 'suv',
      emirate: 'dubai',
      imageUrl: '/media/demo/cars/suv-white.svg',
      companyId: company.id,
      companyName: company.name,
      horsepower: 400,
      approved: true,
      featured: true,
      active: true,
      withDriver: false,
      services: [],
      terms: { kmPerDay: 250, kmPerMonth: 4500, minimumDriverAge: 21, securityDepositAed: 0 },
    });
    expect(plain.id).toBeGreaterThan(0);
  });

  it("lists one emirate's cars when asked (the home page's emirate choice)", async () => {
    const company = await buildCompany();
    const inDubai = await buildCar(company, { featured: true, emirate: 'dubai' });
    const inSharjah = await buildCar(company, { featured: true, emirate: 'sharjah' });
    const response = await server.request('/api/cars/featured?limit=100&emirate=sharjah');
    expect(response.status).toBe(200);
    const cars = ((await response.json()) as unknown[]).map((car) => carSchema.parse(car));
    expect(cars.map((car) => car.id)).toContain(inSharjah.id);
    expect(cars.map((car) => car.id)).not.toContain(inDubai.id);
    expect(cars.every((car) => car.emirate === 'sharjah')).toBe(true);
    const bad = await server.request('/api/cars/featured?emirate=paris');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty('emirate');
  });

  it("answers the SQL reference's cars in its order, from the search index and the car cards", async () => {
    const company = await buildCompany();
    await buildCar(company, { featured: true, emirate: 'sharjah' });
    await buildCar(company, { emirate: 'sharjah' });
    await buildCar(company, { featured: true, emirate: 'ajman' });
    for (const query of ['limit=100', 'limit=100&emirate=sharjah', 'emirate=ajman']) {
      const emirate = new URLSearchParams(query).get('emirate') ?? undefined;
      const limit = Number(new URLSearchParams(query).get('limit') ?? 48);
      const reference = await listFeaturedCars(limit, emirate as 'sharjah' | 'ajman' | undefined);
      const response = await server.request(`/api/cars/featured?${query}`);
      expect(await response.json()).toEqual(JSON.parse(JSON.stringify(reference.map(presentCar))));
    }
  });

  it('refuses a bad limit with a 400 naming the parameter', async () => {
    const response = await server.request('/api/cars/featured?limit=abc');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('bad_request');
    expect(body.error.fields).toHaveProperty('limit');
  });
});

describe('GET /api/cars/category-counts', () => {
  const counts = async (emirate: string) => {
    const response = await server.request(`/api/cars/category-counts?emirate=${emirate}`);
    expect(response.status).toBe(200);
    return categoryCountsSchema.parse(await response.json()).counts;
  };

  it('counts each home grid tile with the parameters its link sends to /api/cars', async () => {
    const company = await buildCompany({ emirate: 'fujairah', area: null });
    const before = await counts('fujairah');
    await buildCar(company, { carType: 'luxury', pricePerDay: 150, withDriver: true });
    await buildCar(company, { carType: 'sports', pricePerDay: 900, horsepower: 600 });
    const after = await counts('fujairah');

    expect(Object.keys(after)).toEqual(CATEGORY_GRID_TILES.map((tile) => tile.key));
    const delta = (key: string) => (after[key] ?? 0) - (before[key] ?? 0);
    expect(delta('luxury')).toBe(1);
    expect(delta('cheap')).toBe(1);
    expect(delta('withDriver')).toBe(1);
    expect(delta('sports')).toBe(1);
    expect(delta('supercar')).toBe(1);
    expect(delta('suv')).toBe(0);
    expect(delta('electric')).toBe(0);

    for (const tile of CATEGORY_GRID_TILES) {
      const query = new URLSearchParams({ ...categoryTileParams(tile, 'fujairah'), pageSize: '1' });
      const response = await server.request(`/api/cars?${query.toString()}`);
      expect(response.status).toBe(200);
      const { total } = carSearchResultSchema.parse(await response.json());
      expect(total, tile.key).toBe(after[tile.key]);
    }
  });

  it('refuses a missing or unknown emirate with a 400 naming it', async () => {
    for (const query of ['', '?emirate=mars', '?emirate=all']) {
      const response = await server.request(`/api/cars/category-counts${query}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toHaveProperty('emirate');
    }
  });
});

describe('API basics', () => {
  it('reports health with the database state', async () => {
    const response = await server.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, db: 'up' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await server.request('/api/nothing-here', { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = await response.json();
    expect(body.error.code).toBe('not_found');
  });

  it('sends security headers: a strict set on API answers, the full set with a CSP on pages', async () => {
    const api = await server.request('/api/health');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('content-security-policy')).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(api.headers.get('referrer-policy')).toBe('no-referrer');

    const page = await server.request('/some/page');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('GET /api/health when the database is down', () => {
  it('answers 503 with db down', async () => {
    const other = await startTestServer();
    await other.knex.destroy();
    const response = await other.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, db: 'down' });
    await other.close().catch(() => undefined);
  });
});

describe('GET /api/cars/:id', () => {
  it('answers the car with its company, the company contacts and similar cars', async () => {
    const company = await buildCompany({
      whatsapp: '+971551230001',
      phone: '+971551230002',
      email: 'desk@carpage-test.ae',
    });
    // CI's database keeps the cars of earlier runs and other files: a price of its own keeps
    // this car's nearest neighbours the ones built here.
    const price = 20_000 + Math.floor(Math.random() * 70_000);
    const car = await buildCar(company, { pricePerDay: price });
    const similar = await buildCar(company, { pricePerDay: price + 1 });
    const hidden = await buildCar(company, { pricePerDay: price, status: 'pending' });

    const response = await server.request(`/api/cars/${car.id}`);
    expect(response.status).toBe(200);
    const detail = carDetailSchema.parse(await response.json());
    expect(detail.id).toBe(car.id);
    expect(detail.company).toMatchObject({ id: company.id, name: company.name, verified: true });
    expect(detail.company.contact).toEqual({
      whatsapp: '+971551230001',
      phone: '+971551230002',
      email: 'desk@carpage-test.ae',
    });
    const similarIds = detail.similar.map((other) => other.id);
    expect(similarIds).toContain(similar.id);
    expect(similarIds).not.toContain(car.id);
    expect(similarIds).not.toContain(hidden.id);
  });

  it("gives one answer per term: the car's own terms win over its company's defaults", async () => {
    const company = await buildCompany({ depositPolicy: 'AED 1,000', minimumDriverAge: 25 });
    const car = await buildCar(company); // its terms: no deposit, drivers from 21
    const detail = carDetailSchema.parse(
      await (await server.request(`/api/cars/${car.id}`)).json(),
    );
    expect(detail.terms).toMatchObject({ securityDepositAed: 0, minimumDriverAge: 21 });
    expect(detail.company.policies).toMatchObject({
      securityDeposit: 'No deposit',
      minimumDriverAge: 21,
    });
    // The company's own page keeps its defaults.
    const profile = (await (await server.request(`/api/companies/${company.id}`)).json()) as {
      policies: { securityDeposit: string; minimumDriverAge: number };
    };
    expect(profile.policies).toMatchObject({ securityDeposit: 'AED 1,000', minimumDriverAge: 25 });
  });

  it('is a 404 for a car renters may not see, an unknown id and a malformed one', async () => {
    const company = await buildCompany();
    const pending = await buildCar(company, { status: 'pending' });
    for (const path of [`/api/cars/${pending.id}`, '/api/cars/2000000000', '/api/cars/abc']) {
      const response = await server.request(path);
      expect(response.status, path).toBe(404);
    }
  });
});

describe('GET /api/catalogue/stats', () => {
  const stats = async () => {
    const response = await server.request('/api/catalogue/stats');
    expect(response.status).toBe(200);
    return catalogueStatsSchema.parse(await response.json());
  };

  it('counts listed verified companies and public cars, live', async () => {
    const before = await stats();
    const verified = await buildCompany({ verificationStatus: 'verified' });
    const unverified = await buildCompany({ verificationStatus: 'unverified' });
    const suspended = await buildCompany({ verificationStatus: 'verified', status: 'suspended' });
    await Promise.all([
      buildCar(verified),
      buildCar(verified, { status: 'pending' }),
      buildCar(unverified),
      buildCar(suspended),
    ]);
    const after = await stats();
    expect(after.verifiedCompanies - before.verifiedCompanies).toBe(1);
    expect(after.cars - before.cars).toBe(2);
  });
});
