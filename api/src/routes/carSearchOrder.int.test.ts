/**
 * The in-memory search index against SQL: for many searches (filters from core's enums, every
 * sort, deep pages, free text with typos and prefixes, searches that find nothing) GET /api/cars
 * answers the same ids in the same order, the same total and the same facets as the SQL
 * reference of services/carSearch.ts (`pageQuery`, `countMatches`). The cars are made to tie
 * (equal prices, equal dates, featured and not) so the tie-breaks are tested too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '@core/catalogue/categories';
import { LOCATION_PAGES } from '@core/catalogue/locations';
import { BRANDS, CAR_TYPES, EMIRATES, SERVICES } from '@core/enums';
import { CAR_LISTING_TYPES, CAR_SORTS, carFilterFromParams } from '@core/rules/carSearchParams';
import { carSearchParamsSchema } from '@core/schemas/carSearchParams';
import { carSearchResultSchema } from '@core/schemas/carSearch';
import type { Company } from '../models';
import { countMatches, pageQuery } from '../services/carSearch';
import { buildCar, buildCompany } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;

/** A fixed-seed generator: the same cars and searches on every run. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  return { next, pick };
}

const TITLES = [
  ['toyota', 'Camry'],
  ['toyota', 'Land Cruiser'],
  ['nissan', 'Patrol'],
  ['mercedes', 'G 63'],
  ['lamborghini', 'Huracan'],
  ['bmw', 'X5'],
  ['tesla', 'Model Y'],
  ['rolls-royce', 'Cullinan'],
] as const;

beforeAll(async () => {
  server = await startTestServer({}, { emptyDatabase: true });
  const random = seeded(16);
  const companies: Company[] = [
    await buildCompany({ name: 'Marina Star Car Rental', area: 'dubai-marina' }),
    await buildCompany({ name: 'Barsha Wheels', area: 'al-barsha' }),
    await buildCompany({ name: 'Desert Rose Rent a Car', emirate: 'sharjah', area: null }),
  ];
  const suspended = await buildCompany({ name: 'Gone Cars', status: 'suspended' });
  const day = (n: number) => new Date(Date.UTC(2026, 9, 1) + n * 86_400_000);
  for (let i = 0; i < 150; i += 1) {
    const [brand, model] = random.pick(TITLES);
    const company = random.pick(companies);
    await buildCar(company, {
      title: `${2020 + (i % 5)} ${brand} ${model}`,
      brand,
      model,
      carType: random.pick(CAR_TYPES),
      emirate: random.next() < 0.7 ? company.emirate : random.pick(EMIRATES),
      // Few prices and dates: many ties, broken by id.
      pricePerDay: random.pick([99, 150, 199, 200, 350, 499, 500, 750, 1000, 2000, 3500]),
      pricePerMonth: random.next() < 0.3 ? 9000 : null,
      horsepower: random.next() < 0.1 ? null : random.pick([120, 300, 549, 550, 700]),
      seats: random.pick([2, 4, 5, 7, 8]),
      withDriver: random.next() < 0.2,
      services: SERVICES.filter(() => random.next() < 0.3),
      securityDeposit: random.next() < 0.4 ? 0 : 1500,
      minimumDriverAge: random.pick([21, 23, 25]),
      featured: random.next() < 0.15,
      createdAt: day(Math.floor(random.next() * 20)),
      status: random.next() < 0.1 ? 'pending' : 'approved',
      active: random.next() < 0.95,
    });
  }
  await buildCar(suspended, { title: 'Toyota Camry of a suspended company', brand: 'toyota' });
});
afterAll(async () => {
  await server?.close();
});

function searches(): string[] {
  const random = seeded(2026);
  const list = [
    '',
    ...CAR_LISTING_TYPES.map((type) => `type=${type}`),
    ...CATEGORY_SLUGS.map((slug) => `category=${encodeURIComponent(slug)}`),
    ...LOCATION_PAGES.map((page) => `location=${page.slug}`),
    'query=toyta',
    'query=lambo',
    'query=merc',
    'query=land%20cruser',
    'query=toyota%20camry',
    'query=marina%20star',
    'query=rolls',
    'query=xyzzy',
    'brand=lamborghini&emirate=ajman&type=van',
  ];
  const parts = [
    () => `type=${random.pick(CAR_LISTING_TYPES)}`,
    () => `emirate=${random.pick(EMIRATES)}`,
    () => `brand=${random.pick(BRANDS.slice(0, 12))}`,
    () => `service=${random.pick(SERVICES)}`,
    () => `budget=${random.pick([150, 199, 200, 500, 1200])}`,
    () => `noDeposit=true`,
    () => `driverAge=${random.pick([21, 22, 25])}`,
    () => `query=${random.pick(['toyota', 'toy', 'nisan', 'patrol', 'g', 'model y', 'bmw x5'])}`,
    () => `category=${encodeURIComponent(random.pick(CATEGORY_SLUGS))}`,
  ];
  for (let i = 0; i < 60; i += 1) {
    const n = 1 + Math.floor(random.next() * 3);
    list.push(Array.from({ length: n }, () => random.pick(parts)()).join('&'));
  }
  // Every search in every order, on a page chosen so some pages are past the end.
  return list.flatMap((search, i) =>
    CAR_SORTS.map((sort, j) => {
      const pageSize = [5, 7, 24][(i + j) % 3]!;
      const page = 1 + ((i * 7 + j * 3) % 4);
      return [search, `sort=${sort}`, `page=${page}`, `pageSize=${pageSize}`]
        .filter(Boolean)
        .join('&');
    }),
  );
}

describe('the search index against SQL', () => {
  it('answers the same page (ids in order), total and facets for every sort, page and filter', async () => {
    let nonEmpty = 0;
    for (const query of searches()) {
      // Repeated parameters keep their last value, as the site's links never repeat one.
      const params = carSearchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const filter = carFilterFromParams(params);
      const reference = {
        ids: (
          (await pageQuery(server.knex, {
            filter,
            sort: params.sort ?? 'relevance',
            page: params.page ?? 1,
            pageSize: params.pageSize ?? 24,
          })) as { id: number }[]
        ).map((row) => row.id),
        ...(await countMatches(server.knex, filter)),
      };
      const response = await fetch(
        `${server.baseUrl}/api/cars?${new URLSearchParams(Object.fromEntries(new URLSearchParams(query)))}`,
      );
      expect(response.status, query).toBe(200);
      const answer = carSearchResultSchema.parse(await response.json());
      expect(
        { ids: answer.items.map((car) => car.id), total: answer.total, facets: answer.facets },
        query,
      ).toEqual(reference);
      if (answer.items.length > 0) nonEmpty += 1;
    }
    // The searches are worth something: most find cars.
    expect(nonEmpty).toBeGreaterThan(200);
  }, 120_000); // 29.7 s on CI's loaded cores, and once over vitest's 30 s
});
