import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carSchema, type Car as PublicCar } from '@core/schemas/car';
import {
  companyPageSchema,
  companyProfileSchema,
  companySchema,
  type Company as PublicCompany,
} from '@core/schemas/company';
import { RENTAL_POLICY_DEFAULTS } from '@core/constants';
import type { Company } from '../models';
import { presentCarIn } from '../presenters/car';
import { listCompanyCars } from '../services/publicCompanies';
import { buildCar, buildCompany } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/testServer';

/**
 * The database may be shared with other test files (PostgreSQL in CI): every assertion is about
 * this file's own companies, found by id. They trade from Umm Al Quwain, which other tests leave
 * alone, so that walking the whole filtered list stays short.
 */
const EMIRATE = 'umm-al-quwain';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const tag = () => randomUUID().slice(0, 8);

/**
 * A company renters may see: it has had a listing approved (publicCompaniesQuery), here one
 * taken off the market, so it adds no public car to the figures.
 */
async function listedCompany(overrides: Partial<Company> = {}) {
  const listed = await buildCompany(overrides);
  await buildCar(listed, { active: false });
  return listed;
}

function company(overrides: Partial<Company> = {}) {
  return listedCompany({ emirate: EMIRATE, area: 'umm-al-quwain-city', ...overrides });
}

async function getJson(path: string) {
  const response = await server.request(path);
  return { status: response.status, body: (await response.json()) as unknown };
}

async function companyPage(query: string) {
  const { status, body } = await getJson(`/api/companies?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return companyPageSchema.parse(body);
}

/** Every company of the emirate, page by page. */
async function allCompanies(emirate = EMIRATE): Promise<PublicCompany[]> {
  const items: PublicCompany[] = [];
  for (let page = 1; ; page++) {
    const result = await companyPage(`emirate=${emirate}&pageSize=50&page=${page}`);
    items.push(...result.items);
    if (result.items.length < 50) return items;
  }
}

async function profile(id: number) {
  const { status, body } = await getJson(`/api/companies/${id}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return companyProfileSchema.parse(body);
}

describe('GET /api/companies', () => {
  it('lists verified companies first, then by rating, review count and name', async () => {
    const t = tag();
    const a = await company({ name: `Zed Cars ${t}`, rating: 4.2, reviewCount: 10 });
    const f = await company({ name: `Alpha Cars ${t}`, rating: 4.2, reviewCount: 10 });
    const b = await company({ verificationStatus: 'unverified', rating: 5, reviewCount: 500 });
    const c = await company({ rating: 4.2, reviewCount: 90 });
    const d = await company({ rating: 4.8, reviewCount: 3 });
    const e = await company({ verificationStatus: 'pending', rating: 3, reviewCount: 1 });

    const items = await allCompanies();
    const mine = [a, f, b, c, d, e].map((x) => x.id);
    const order = items.map((item) => item.id).filter((id) => mine.includes(id));
    expect(order).toEqual([d.id, c.id, f.id, a.id, b.id, e.id]);

    // The whole list keeps the order, whoever else's companies are in it.
    const key = (item: PublicCompany) => [item.verified ? 1 : 0, item.rating, item.reviewCount];
    for (let i = 1; i < items.length; i++) {
      const [previous, current] = [key(items[i - 1]!), key(items[i]!)];
      const comparison =
        previous[0]! - current[0]! || previous[1]! - current[1]! || previous[2]! - current[2]!;
      expect(comparison, `${items[i - 1]!.id} before ${items[i]!.id}`).toBeGreaterThanOrEqual(0);
    }
    expect(items.find((item) => item.id === b.id)?.verified).toBe(false);
    expect(items.find((item) => item.id === d.id)).toMatchObject({ verified: true, rating: 4.8 });
  });

  it('counts only public cars: pending, rejected, draft and inactive ones are left out', async () => {
    const rental = await company();
    await buildCar(rental);
    await buildCar(rental, { carType: 'sedan', brand: 'toyota', model: 'Camry' });
    await buildCar(rental, { status: 'pending' });
    await buildCar(rental, { status: 'rejected', rejectionReason: 'Blurry photos' });
    await buildCar(rental, { status: 'draft' });
    await buildCar(rental, { active: false });
    const empty = await company();

    const items = await allCompanies();
    expect(items.find((item) => item.id === rental.id)?.carCount).toBe(2);
    expect(items.find((item) => item.id === empty.id)?.carCount).toBe(0);
    expect((await profile(rental.id)).carCount).toBe(2);
  });

  it('never lists suspended companies', async () => {
    const suspended = await company({ status: 'suspended', rating: 5, reviewCount: 9999 });
    await buildCar(suspended);
    const ids = (await allCompanies()).map((item) => item.id);
    expect(ids).not.toContain(suspended.id);
    const firstPage = await companyPage('pageSize=50');
    expect(firstPage.items.map((item) => item.id)).not.toContain(suspended.id);
  });

  it('filters by emirate; `all` or no emirate lists every emirate', async () => {
    const elsewhere = await listedCompany({ emirate: 'fujairah', area: 'fujairah-city' });
    const here = await company();
    const items = await allCompanies();
    expect(items.every((item) => item.emirate === EMIRATE)).toBe(true);
    expect(items.map((item) => item.id)).toContain(here.id);
    expect(items.map((item) => item.id)).not.toContain(elsewhere.id);

    const fujairah = await allCompanies('fujairah');
    expect(fujairah.map((item) => item.id)).toContain(elsewhere.id);
    expect(fujairah.every((item) => item.emirate === 'fujairah')).toBe(true);

    const everywhere = await companyPage('emirate=all&pageSize=5');
    const unfiltered = await companyPage('pageSize=5');
    expect(everywhere.total).toBe(unfiltered.total);
    expect(everywhere.total).toBeGreaterThanOrEqual(items.length + fujairah.length);
  });

  it('pages without overlap and echoes page and pageSize', async () => {
    for (let i = 0; i < 7; i++) await company({ rating: 4, reviewCount: i });

    const first = await companyPage(`emirate=${EMIRATE}&page=1&pageSize=3`);
    const second = await companyPage(`emirate=${EMIRATE}&page=2&pageSize=3`);
    const both = await companyPage(`emirate=${EMIRATE}&page=1&pageSize=6`);
    expect(first).toMatchObject({ page: 1, pageSize: 3 });
    expect(second).toMatchObject({ page: 2, pageSize: 3 });
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(3);
    const firstIds = first.items.map((item) => item.id);
    const secondIds = second.items.map((item) => item.id);
    expect(firstIds.filter((id) => secondIds.includes(id))).toEqual([]);
    expect([...firstIds, ...secondIds]).toEqual(both.items.map((item) => item.id));

    const all = await allCompanies();
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    expect(first.total).toBeGreaterThanOrEqual(7);
    expect(all.length).toBe((await companyPage(`emirate=${EMIRATE}&pageSize=1`)).total);

    const beyond = await companyPage(`emirate=${EMIRATE}&page=9999&pageSize=50`);
    expect(beyond.items).toEqual([]);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page=10001', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=51', 'pageSize'],
    ['pageSize=ten', 'pageSize'],
    ['emirate=mars', 'emirate'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const { status, body } = await getJson(`/api/companies?${query}`);
    expect(status).toBe(400);
    const error = (body as { error: { code: string; fields: Record<string, string> } }).error;
    expect(error.code).toBe('bad_request');
    expect(Object.keys(error.fields)).toEqual([field]);
  });

  it('accepts the largest page size', async () => {
    const result = await companyPage('pageSize=50');
    expect(result.items.length).toBeLessThanOrEqual(50);
    expect(result.pageSize).toBe(50);
  });
});

describe('what a company looks like to renters', () => {
  const secrets = {
    phone: '+971509876501',
    whatsapp: '+971509876502',
    address: 'Office 7, Secret Tower, King Faisal Street',
    website: 'https://secret-rentals.example',
  };

  it('shows the spec fields and no owner, status or contact details', async () => {
    // docs/product.md#rental-companies
    const email = `private-${tag()}@secret-rentals.example`;
    const rental = await company({
      ...secrets,
      email,
      logoUrl: '/media/demo/logos/x.svg',
      description: 'Family-run since 2009.',
    });
    await buildCar(rental);

    const listed = (await allCompanies()).find((item) => item.id === rental.id)!;
    const shown = await profile(rental.id);
    const cars = await getJson(`/api/companies/${rental.id}/cars`);
    const publicKeys = Object.keys(companySchema.shape).sort();
    expect(Object.keys(listed).sort()).toEqual(publicKeys);
    expect(Object.keys(shown).sort()).toEqual([...publicKeys, 'fleet', 'priceFrom'].sort());
    expect(listed).toEqual(companySchema.parse(listed));

    for (const text of [JSON.stringify(listed), JSON.stringify(shown), JSON.stringify(cars.body)]) {
      for (const secret of [...Object.values(secrets), email]) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/owner|verificationStatus|"status"|whatsapp/i);
    }
    expect(listed).toMatchObject({
      id: rental.id,
      name: rental.name,
      slug: rental.slug,
      logo: '/media/demo/logos/x.svg',
      rating: 4.5,
      reviewCount: 12,
      location: 'Umm Al Quwain',
      emirate: EMIRATE,
      carCount: 1,
      verified: true,
      description: 'Family-run since 2009.',
      policies: {
        minimumDriverAge: 21,
        securityDeposit: 'No deposit',
        licences: RENTAL_POLICY_DEFAULTS.licences,
      },
    });
  });

  it('names the area and the emirate as its location', async () => {
    const marina = await listedCompany({ emirate: 'dubai', area: 'dubai-marina' });
    expect((await profile(marina.id)).location).toBe('Dubai Marina, Dubai');
    const nowhere = await listedCompany({ emirate: 'sharjah', area: null });
    expect((await profile(nowhere.id)).location).toBe('Sharjah');
  });

  it('states its own rental policies, or ones derived from its public cars', async () => {
    const own = await company({
      minimumDriverAge: 25,
      depositPolicy: 'AED 2,000 refundable within 21 days',
      licencesAccepted: 'UAE licence only',
    });
    expect((await profile(own.id)).policies).toEqual({
      minimumDriverAge: 25,
      securityDeposit: 'AED 2,000 refundable within 21 days',
      licences: 'UAE licence only',
    });

    const mixed = await company();
    await buildCar(mixed, { securityDeposit: 0 });
    await buildCar(mixed, { securityDeposit: 3000 });
    expect((await profile(mixed.id)).policies.securityDeposit).toBe('No deposit on selected cars');

    const deposits = await company();
    await buildCar(deposits, { securityDeposit: 1500 });
    await buildCar(deposits, { securityDeposit: 5000 });
    // A hidden car without a deposit does not count.
    await buildCar(deposits, { securityDeposit: 0, status: 'pending' });
    expect((await profile(deposits.id)).policies.securityDeposit).toBe('From AED 1,500');

    const none = await company();
    expect((await profile(none.id)).policies.securityDeposit).toBe('Stated with each car');
  });
});

describe('GET /api/companies/:id', () => {
  it('adds the public fleet by car type and the lowest public day price', async () => {
    const rental = await company();
    await buildCar(rental, { carType: 'suv', pricePerDay: 650 });
    await buildCar(rental, { carType: 'suv', pricePerDay: 700 });
    await buildCar(rental, { carType: 'sedan', pricePerDay: 180 });
    await buildCar(rental, { carType: 'sports', pricePerDay: 90, status: 'pending' });
    await buildCar(rental, { carType: 'economy', pricePerDay: 80, active: false });

    const shown = await profile(rental.id);
    expect(shown.fleet).toEqual([
      { carType: 'suv', count: 2 },
      { carType: 'sedan', count: 1 },
    ]);
    expect(shown.priceFrom).toBe(180);
    expect(shown.carCount).toBe(3);

    const empty = await profile((await company()).id);
    expect(empty).toMatchObject({ fleet: [], priceFrom: null, carCount: 0 });
  });

  it('answers 404 for unknown and suspended companies', async () => {
    const suspended = await company({ status: 'suspended' });
    for (const id of [suspended.id, 2_147_483_647]) {
      const { status, body } = await getJson(`/api/companies/${id}`);
      expect(status).toBe(404);
      expect((body as { error: { code: string } }).error.code).toBe('not_found');
    }
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])(
    'answers 400 naming `id` for the malformed id %s',
    async (id) => {
      for (const path of [`/api/companies/${id}`, `/api/companies/${id}/cars`]) {
        const { status, body } = await getJson(path);
        expect(status, path).toBe(400);
        const error = (body as { error: { fields: Record<string, string> } }).error;
        expect(Object.keys(error.fields)).toEqual(['id']);
      }
    },
  );
});

describe('GET /api/companies/:id/cars', () => {
  it("lists the company's public cars, newest first, paged without overlap", async () => {
    const rental = await company();
    const other = await company();
    const visible: number[] = [];
    for (let i = 0; i < 5; i++) visible.push((await buildCar(rental)).id);
    await buildCar(rental, { status: 'pending' });
    await buildCar(rental, { active: false });
    await buildCar(other);

    const pages: PublicCar[][] = [];
    for (const page of [1, 2, 3]) {
      const { status, body } = await getJson(
        `/api/companies/${rental.id}/cars?page=${page}&pageSize=2`,
      );
      expect(status).toBe(200);
      const result = body as { items: unknown[]; total: number; page: number; pageSize: number };
      expect(result).toMatchObject({ total: 5, page, pageSize: 2 });
      pages.push(result.items.map((item) => carSchema.parse(item)));
    }
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    const ids = pages.flat().map((car) => car.id);
    expect(ids).toEqual([...visible].reverse());
    const car = pages[0]![0]!;
    expect(car).toMatchObject({
      companyId: rental.id,
      companyName: rental.name,
      imageUrl: '/media/demo/cars/suv-white.svg',
      approved: true,
      active: true,
    });
    expect(car.images).toHaveLength(1);
  });

  it("answers the SQL reference's cars in each language (English from the car cards)", async () => {
    const rental = await company();
    await buildCar(rental, { titleAr: 'سيارة للاختبار', descriptionAr: 'وصف بالعربية' });
    for (let i = 0; i < 3; i++) await buildCar(rental);
    for (const language of ['en', 'ar']) {
      for (const page of [1, 2]) {
        const reference = await listCompanyCars(rental.id, { page, pageSize: 3 });
        const { body } = await getJson(
          `/api/companies/${rental.id}/cars?page=${page}&pageSize=3&language=${language}`,
        );
        expect(body).toEqual({
          items: JSON.parse(JSON.stringify(reference.items.map(presentCarIn(language)))),
          total: 4,
          page,
          pageSize: 3,
        });
      }
    }
  });

  it('answers 404 for unknown and suspended companies', async () => {
    const suspended = await company({ status: 'suspended' });
    await buildCar(suspended);
    for (const id of [suspended.id, 2_147_483_647]) {
      const { status } = await getJson(`/api/companies/${id}/cars`);
      expect(status).toBe(404);
    }
  });

  it.each([
    ['page=0', 'page'],
    ['pageSize=61', 'pageSize'],
    ['pageSize=-1', 'pageSize'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const rental = await company();
    const { status, body } = await getJson(`/api/companies/${rental.id}/cars?${query}`);
    expect(status).toBe(400);
    const error = (body as { error: { fields: Record<string, string> } }).error;
    expect(Object.keys(error.fields)).toEqual([field]);
  });

  it('accepts a page size of 60', async () => {
    const rental = await company();
    const { status, body } = await getJson(`/api/companies/${rental.id}/cars?pageSize=60`);
    expect(status).toBe(200);
    expect(body).toEqual({ items: [], total: 0, page: 1, pageSize: 60 });
  });
});
