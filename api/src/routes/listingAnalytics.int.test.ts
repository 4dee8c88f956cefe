/**
 * Listing analytics: counting (one per visitor, car, kind and UAE day; bots left out; per
 * channel; a new day counts again; two processes count once), and GET /api/vendor/analytics
 * (shape, periods, a vendor sees only its own cars).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorAnalyticsSchema, type VendorAnalytics } from '@core/schemas/listingAnalytics';
import { uaeToday } from '@core/rules/uaeTime';
import type { Car, Company } from '../models';
import { createListingEventRecorder } from '../services/listingAnalytics/recorder';
import { LISTING_EVENT_LIMITS } from './listingEvents';
import { buildCar, buildCompany, buildLead, buildVendor } from '../../test/factories';
import { TestClient, type ErrorBody } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'analytics tests password';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const silent = { warn: () => undefined };

let server: TestServer;
let vendorA: { company: Company; client: TestClient };
let vendorB: { company: Company; client: TestClient };

beforeAll(async () => {
  server = await startTestServer();
  const signIn = async () => {
    const { user, company } = await buildVendor(PASSWORD);
    const client = new TestClient(server.baseUrl);
    expect((await client.login(user.email, PASSWORD)).status).toBe(200);
    return { company, client };
  };
  vendorA = await signIn();
  vendorB = await signIn();
});
afterAll(async () => {
  await server?.close();
});

/** A renter's browser: its own address, and the user agent given. */
const browser = (userAgent = CHROME) => {
  const client = new TestClient(server.baseUrl);
  return {
    client,
    report: (event: Record<string, unknown>) =>
      client.post('/api/listing-events', event, { 'User-Agent': userAgent }),
    get: (path: string) => client.get(path, { 'User-Agent': userAgent }),
  };
};

const statsOf = async (car: Car) => {
  await server.flushListingEvents();
  const row = (await server
    .knex('listing_daily_stats')
    .where({ car_id: car.id, day: uaeToday() })
    .first()) as Record<string, number> | undefined;
  return {
    impressions: row?.impressions ?? 0,
    views: row?.views ?? 0,
    whatsapp: row?.clicks_whatsapp ?? 0,
    email: row?.clicks_email ?? 0,
    phone: row?.clicks_phone ?? 0,
  };
};

const analytics = async (client: TestClient, query: string) => {
  const response = await client.get<VendorAnalytics>(`/api/vendor/analytics${query}`);
  return response;
};

describe('recording listing events', () => {
  it('counts a visitor once per car, kind and day, each visitor and channel apart', async () => {
    const car = await buildCar(vendorA.company);
    const sara = browser(CHROME);
    for (let i = 0; i < 3; i += 1) {
      expect((await sara.report({ kind: 'view', carId: car.id })).status).toBe(204);
    }
    // The same address with another browser is another visitor.
    const saraPhone = browser(SAFARI);
    Object.assign(saraPhone.client, { address: sara.client.address });
    await saraPhone.report({ kind: 'view', carId: car.id });
    await sara.report({ kind: 'click', carId: car.id, channel: 'whatsapp' });
    await sara.report({ kind: 'click', carId: car.id, channel: 'whatsapp' });
    await sara.report({ kind: 'click', carId: car.id, channel: 'phone' });
    await browser().report({ kind: 'click', carId: car.id, channel: 'email' });
    expect(await statsOf(car)).toEqual({
      impressions: 0,
      views: 2,
      whatsapp: 1,
      email: 1,
      phone: 1,
    });
  });

  it('leaves out bots by their user agent', async () => {
    const car = await buildCar(vendorA.company);
    const bot = browser(GOOGLEBOT);
    expect((await bot.report({ kind: 'view', carId: car.id })).status).toBe(204);
    await bot.report({ kind: 'impression', carIds: [car.id] });
    await browser('HeadlessChrome/131.0').report({ kind: 'view', carId: car.id });
    await browser('curl/8.5.0').report({ kind: 'view', carId: car.id });
    expect(await statsOf(car)).toMatchObject({ impressions: 0, views: 0 });
    await browser().report({ kind: 'view', carId: car.id });
    expect(await statsOf(car)).toMatchObject({ views: 1 });
  });

  it('counts the cars of a search answered by the API as impressions, once per visitor', async () => {
    const word = `Zephyrax${Date.now()}`;
    const cars = [
      await buildCar(vendorA.company, { title: `2024 Nissan Patrol ${word}` }),
      await buildCar(vendorA.company, { title: `2023 Nissan Patrol ${word}` }),
    ];
    const renter = browser();
    for (let i = 0; i < 2; i += 1) {
      const search = await renter.get(`/api/cars?query=${word}`);
      expect(search.status).toBe(200);
      expect((search.body as { items: { id: number }[] }).items.map((c) => c.id).sort()).toEqual(
        cars.map((c) => c.id).sort(),
      );
    }
    await browser(GOOGLEBOT).get(`/api/cars?query=${word}`);
    // The server renderer's reads (in process) are not a visitor: the page reports them.
    await server.readApi(`/api/cars?query=${word}`);
    for (const car of cars) expect(await statsOf(car)).toMatchObject({ impressions: 1, views: 0 });
  });

  it("does not count the home carousels' answer (GET /api/cars/featured): the site reports the cards seen", async () => {
    const car = await buildCar(vendorA.company, { featured: true, emirate: 'fujairah' });
    const renter = browser();
    const featured = await renter.get('/api/cars/featured?limit=100&emirate=fujairah');
    expect(featured.status).toBe(200);
    expect((featured.body as { id: number }[]).map((c) => c.id)).toContain(car.id);
    expect(await statsOf(car)).toMatchObject({ impressions: 0 });
    await renter.report({ kind: 'impression', carIds: [car.id] });
    expect(await statsOf(car)).toMatchObject({ impressions: 1 });
  });

  it('refuses a malformed report, naming the field, and ignores cars that do not exist', async () => {
    const renter = browser();
    const bad = await renter.report({ kind: 'click', carId: 1, channel: 'fax' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('channel');
    const tooMany = await renter.report({
      kind: 'impression',
      carIds: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(tooMany.status).toBe(400);
    expect((await renter.report({ kind: 'view', carId: 2_000_000_000 })).status).toBe(204);
    await server.flushListingEvents();
    expect(
      await server.knex('listing_daily_stats').where({ car_id: 2_000_000_000 }).first(),
    ).toBeUndefined();
  });

  it('counts 100 parallel views of one visitor once, and of 100 visitors 100 times', async () => {
    const car = await buildCar(vendorA.company);
    const one = browser();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => one.report({ kind: 'view', carId: car.id })),
    );
    expect(answers.every((answer) => answer.status === 204)).toBe(true);
    expect(await statsOf(car)).toMatchObject({ views: 1 });

    const others = Array.from({ length: 100 }, () => browser());
    // Unique addresses (TestClient's are random).
    others.forEach((other, i) => Object.assign(other.client, { address: `10.222.${i}.7` }));
    await Promise.all(others.map((other) => other.report({ kind: 'view', carId: car.id })));
    expect(await statsOf(car)).toMatchObject({ views: 101 });
  });

  it('dedupes across two server processes sharing the database', async () => {
    const car = await buildCar(vendorA.company);
    const processes = [0, 1].map(() =>
      createListingEventRecorder(server.knex, silent, { flushEveryMs: 60_000 }),
    );
    const visitor = { address: '10.1.2.3', userAgent: CHROME };
    for (const recorder of processes) {
      for (let i = 0; i < 20; i += 1) recorder.record(visitor, 'view', [car.id]);
    }
    await Promise.all(processes.map((recorder) => recorder.close()));
    expect(await statsOf(car)).toMatchObject({ views: 1 });
  });

  it('counts the same visitor again on a new UAE day, and forgets the old day', async () => {
    const car = await buildCar(vendorA.company);
    let now = new Date('2026-03-01T19:30:00Z'); // 23:30 in the UAE, 1 March
    const recorder = createListingEventRecorder(server.knex, silent, {
      flushEveryMs: 60_000,
      now: () => now,
    });
    const visitor = { address: '10.9.9.9', userAgent: CHROME };
    recorder.record(visitor, 'view', [car.id]);
    recorder.record(visitor, 'view', [car.id]);
    await recorder.flush();
    const saltOfDay1 = await server
      .knex('listing_visit_salts')
      .where({ day: '2026-03-01' })
      .first();
    expect(saltOfDay1).toBeDefined();

    now = new Date('2026-03-01T20:30:00Z'); // 00:30, 2 March
    recorder.record(visitor, 'view', [car.id]);
    recorder.record(visitor, 'view', [car.id]);
    await recorder.close();
    const rows = (await server
      .knex('listing_daily_stats')
      .where({ car_id: car.id })
      .select(server.knex.raw(`to_char(day, 'YYYY-MM-DD') as day`), 'views')
      .orderBy('day')) as { day: string; views: number }[];
    expect(rows).toEqual([
      { day: '2026-03-01', views: 1 },
      { day: '2026-03-02', views: 1 },
    ]);
    // The past day's salt and seen-set are gone: its hashes can no longer be recomputed.
    expect(
      await server.knex('listing_visit_salts').where('day', '<', '2026-03-02').first(),
    ).toBeUndefined();
    expect(
      await server.knex('listing_visits').where('day', '<', '2026-03-02').first(),
    ).toBeUndefined();
    // The counts stay.
    expect(rows[0]!.views).toBe(1);
  });
});

describe('GET /api/vendor/analytics', () => {
  it('answers totals, a series per day and per car totals, with leads and conversion', async () => {
    const car = await buildCar(vendorA.company);
    const renters = [browser(), browser(), browser(), browser()];
    for (const renter of renters) await renter.report({ kind: 'view', carId: car.id });
    await renters[0]!.report({ kind: 'impression', carIds: [car.id] });
    await renters[0]!.report({ kind: 'click', carId: car.id, channel: 'email' });
    await buildLead(vendorA.company, { car, method: 'email' });
    await server.flushListingEvents();

    const response = await analytics(vendorA.client, '?days=7');
    expect(response.status).toBe(200);
    const body = vendorAnalyticsSchema.parse(response.body);
    expect(body.days).toBe(7);
    expect(body.series).toHaveLength(7);
    expect(body.to).toBe(uaeToday());
    const mine = body.cars.find((c) => c.carId === car.id)!;
    expect(mine).toMatchObject({
      impressions: 1,
      views: 4,
      clicks: { whatsapp: 0, email: 1, phone: 0, total: 1 },
      leads: 1,
      conversionRate: 0.25,
    });
    expect(body.series.at(-1)!.views).toBeGreaterThanOrEqual(4);
    expect(body.totals.views).toBe(body.series.reduce((sum, day) => sum + day.views, 0));

    const oneCar = vendorAnalyticsSchema.parse(
      (await analytics(vendorA.client, `?days=90&carId=${car.id}`)).body,
    );
    expect(oneCar.series).toHaveLength(90);
    expect(oneCar.cars.map((c) => c.carId)).toEqual([car.id]);
    expect(oneCar.totals).toMatchObject({ views: 4, leads: 1 });
  });

  it('refuses a period other than 7, 30 or 90 days, naming the field', async () => {
    for (const days of ['14', 'abc', '0']) {
      const response = await analytics(vendorA.client, `?days=${days}`);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain('days');
    }
    expect((await analytics(vendorA.client, '')).status).toBe(200);
  });

  it("shows a vendor nothing of another company's cars", async () => {
    const car = await buildCar(vendorA.company);
    await browser().report({ kind: 'view', carId: car.id });
    await server.flushListingEvents();
    const other = vendorAnalyticsSchema.parse((await analytics(vendorB.client, '?days=30')).body);
    expect(other.cars.map((c) => c.carId)).not.toContain(car.id);
    expect(other.totals.views).toBe(0);
    const peek = await analytics(vendorB.client, `?days=30&carId=${car.id}`);
    expect(peek.status).toBe(404);
    expect((await new TestClient(server.baseUrl).get('/api/vendor/analytics')).status).toBe(401);
  });

  it("compares each car's day price with the median of other companies' public cars like it", async () => {
    const market = await buildCompany({ emirate: 'fujairah' });
    for (const pricePerDay of [100, 200, 300]) {
      await buildCar(market, { carType: 'van', emirate: 'fujairah', pricePerDay });
    }
    // Not public, or not alike: left out.
    await buildCar(market, {
      carType: 'van',
      emirate: 'fujairah',
      pricePerDay: 5000,
      status: 'pending',
    });
    await buildCar(market, { carType: 'sedan', emirate: 'fujairah', pricePerDay: 5000 });
    const { company } = await buildVendor(PASSWORD);
    const mine = await buildCar(company, { carType: 'van', emirate: 'fujairah', pricePerDay: 250 });
    const owner = new TestClient(server.baseUrl);
    const { email } = (await server.knex('users').where({ id: company.ownerId }).first()) as {
      email: string;
    };
    expect((await owner.login(email, PASSWORD)).status).toBe(200);
    const body = vendorAnalyticsSchema.parse((await analytics(owner, '?days=30')).body);
    expect(body.prices).toEqual([
      {
        carId: mine.id,
        title: mine.title,
        carType: 'van',
        emirate: 'fujairah',
        pricePerDay: 250,
        marketMedian: 200,
        similarCars: 3,
        difference: 0.25,
      },
    ]);
    // A new vendor: every count zero, every day present.
    expect(body.totals).toMatchObject({ impressions: 0, views: 0, leads: 0, conversionRate: null });
    expect(body.series).toHaveLength(30);
  });
});

describe('the limit of reports per address', () => {
  const { points, durationSeconds, name } = LISTING_EVENT_LIMITS.perAddress;
  const counted = async (address: string) =>
    (
      (await server
        .knex('rate_limits')
        .where({ key: `${name}:${address}` })
        .first()) as { points: number } | undefined
    )?.points;

  it('takes a browsing visitor’s reports at once, then refuses a flood with 429 and Retry-After', async () => {
    const car = await buildCar(vendorA.company);
    const flooder = browser();
    const report = () => flooder.report({ kind: 'impression', carIds: [car.id] });
    // Below the limit, 100 at once: nothing refused.
    const first = await Promise.all(Array.from({ length: 100 }, report));
    expect(first.map((answer) => answer.status)).toEqual(Array(100).fill(204));

    // Past it, 100 more at once: exactly the limit's rest goes through, the others are refused.
    const second = await Promise.all(Array.from({ length: 100 }, report));
    const statuses = second.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(points - 100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - points);
    const refused = second.find((answer) => answer.status === 429)!;
    expect((refused.body as ErrorBody).error).toMatchObject({
      code: 'too_many_requests',
      message: expect.any(String),
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(durationSeconds);

    // Refused from memory now: more reports cost no database write, and are not counted.
    const countedBefore = await counted(flooder.client.address);
    expect(countedBefore).toBeGreaterThan(points);
    const otherCar = await buildCar(vendorA.company);
    for (let i = 0; i < 5; i += 1) {
      expect((await flooder.report({ kind: 'view', carId: otherCar.id })).status).toBe(429);
    }
    expect(await counted(flooder.client.address)).toBe(countedBefore);
    expect(await statsOf(otherCar)).toMatchObject({ views: 0 });

    // Another address is not held back.
    expect((await browser().report({ kind: 'view', carId: otherCar.id })).status).toBe(204);
    expect(await statsOf(otherCar)).toMatchObject({ views: 1 });
  });

  it('takes the allowance from LISTING_EVENTS_PER_MINUTE', async () => {
    const strict = await startTestServer({ LISTING_EVENTS_PER_MINUTE: '3' });
    try {
      // Its own database: a car id that counts nothing is answered all the same.
      const renter = new TestClient(strict.baseUrl);
      const report = () => renter.post('/api/listing-events', { kind: 'view', carId: 2_000_000 });
      for (let i = 0; i < 3; i += 1) expect((await report()).status).toBe(204);
      expect((await report()).status).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
