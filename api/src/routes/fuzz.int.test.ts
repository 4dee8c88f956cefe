/**
 * Random input never makes the API fail: random /api/cars query strings and random lead bodies
 * answer 2xx or 4xx, never 5xx (property tests with fast-check).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, CAR_TYPES, EMIRATES, SERVICES } from '@core/enums';
import { CATEGORY_SLUGS } from '@core/catalogue/categories';
import { buildCar, buildCompany } from '../../test/factories';
import { TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
let carId: number;
beforeAll(async () => {
  server = await startTestServer();
  carId = (await buildCar(await buildCompany())).id;
});
afterAll(async () => {
  await server?.close();
});

const PARAMETERS = [
  'type',
  'carType',
  'emirate',
  'service',
  'category',
  'brand',
  'budget',
  'query',
  'sort',
  'page',
  'pageSize',
  'noDeposit',
  'utm_source',
];
const plausible = fc.constantFrom(
  ...CAR_TYPES,
  ...EMIRATES,
  ...SERVICES,
  ...BRANDS,
  ...CATEGORY_SLUGS,
  'long-term',
  'driver',
  'all',
  'price_asc',
  'newest',
  '1',
  '0',
  '-1',
  '1e9',
  'true',
  '',
);
const value = fc.oneof(
  plausible,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
);

describe('fuzz', () => {
  it('GET /api/cars never answers 5xx for random query strings', async () => {
    const client = new TestClient(server.baseUrl);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...PARAMETERS), value), { maxLength: 6 }),
        async (pairs) => {
          const query = pairs
            .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
            .join('&');
          const response = await client.get(`/api/cars?${query}`);
          expect(
            [200, 400],
            `${query} → ${response.status} ${response.text.slice(0, 200)}`,
          ).toContain(response.status);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('POST /api/leads never answers 5xx for random bodies', async () => {
    const field = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.anything(),
    );
    const body = fc.record(
      {
        carId: fc.oneof(fc.constant(carId), fc.integer(), fc.string(), fc.anything()),
        method: fc.oneof(fc.constantFrom('whatsapp', 'email', 'phone'), field),
        name: field,
        email: fc.oneof(fc.emailAddress(), field),
        phone: fc.oneof(fc.constantFrom('+971 50 123 4567', '050 123 4567'), field),
        website: fc.oneof(fc.constant(''), field),
        sourcePage: field,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, fc.anything()), async (payload) => {
        // A fresh address each time, so the per-address limit never hides an answer.
        const response = await new TestClient(server.baseUrl).post('/api/leads', payload);
        expect(
          [201, 400, 404],
          `${JSON.stringify(payload)?.slice(0, 200)} → ${response.status} ${response.text.slice(0, 200)}`,
        ).toContain(response.status);
      }),
      { numRuns: 150 },
    );
  });
});
