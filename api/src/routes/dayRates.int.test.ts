/**
 * Weekend and season rates (issue 20): a car's own `weekendPricePerDay` and `seasons` in its trip
 * terms (PATCH /api/vendor/cars/:id), the quote billing the daily-rate days at them, bad rates
 * refused naming the field, and two saves at once leaving one whole set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorCarSchema, type VendorCar } from '@core/schemas/car';
import { quoteSchema, type Quote } from '@core/schemas/trip';
import { addDays } from '@core/rules/tripDays';
import type { CarSearchResult } from '@core/schemas/carSearch';
import type { Company } from '../models';
import { Lead } from '../models';
import { buildCar } from '../../test/factories';
import { signedInVendor, editVendorCar, TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';
import { uaeToday } from '../services/quotes';

const PASSWORD = 'day rates tests password';

let server: TestServer;
let vendorA: TestClient;
let vendorB: TestClient;
let companyA: Company;
/** A Friday at least a week ahead: the trips' weekdays are known. */
let friday: string;
const after = (n: number) => addDays(friday, n);

beforeAll(async () => {
  server = await startTestServer();
  const a = await signedInVendor(server.baseUrl, PASSWORD);
  vendorA = a.client;
  companyA = a.company;
  vendorB = (await signedInVendor(server.baseUrl, PASSWORD)).client;
  friday = addDays(uaeToday(), 7);
  while (new Date(`${friday}T00:00:00Z`).getUTCDay() !== 5) friday = addDays(friday, 1);
});
afterAll(async () => {
  await server?.close();
});

const editCar = editVendorCar;
const quote = async (id: number, from: string, to: string) =>
  quoteSchema.parse(
    (await new TestClient(server.baseUrl).get<Quote>(`/api/cars/${id}/quote?from=${from}&to=${to}`))
      .body,
  );

describe('a quote with weekend and season rates', () => {
  it('bills the daily-rate days at their dates’ rates; a week stays a week', async () => {
    const car = await buildCar(companyA, { pricePerDay: 200, pricePerWeek: 1100 });
    const seasons = [{ from: after(14), to: after(20), pricePerDay: 450 }];
    const saved = await editCar(vendorA, car.id, {
      tripTerms: { weekendPricePerDay: 300, seasons },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.tripTerms).toEqual({ weekendPricePerDay: 300, seasons });

    // Friday to Monday: Friday at the day price, Saturday and Sunday at the weekend rate.
    const weekend = await quote(car.id, friday, after(3));
    expect(weekend).toMatchObject({ days: 3, tier: 'daily', rent: 800, total: 800, vat: 38.1 });
    expect(weekend.rates.weekend).toBe(300);
    expect(weekend.dayLines).toEqual([
      { kind: 'day', count: 1, rate: 200, amount: 200 },
      { kind: 'weekend', count: 2, rate: 300, amount: 600 },
    ]);
    // Six days (1,400 by the day with the weekend) cost one week (1,100).
    expect(await quote(car.id, friday, after(6))).toMatchObject({
      tier: 'weekly',
      plan: { months: 0, weeks: 1, days: 0 },
      rent: 1100,
      dayLines: [],
    });
    // Over the season's start (Thursday 13, then Friday 14 and Saturday 15 in the season).
    const boundary = await quote(car.id, after(13), after(16));
    expect(boundary.rent).toBe(200 + 450 + 450);
    expect(boundary.dayLines.map((line) => [line.kind, line.count])).toEqual([
      ['day', 1],
      ['season', 2],
    ]);
  });

  it('the search card and the lead carry the same total as the quote', async () => {
    const word = `rates${Date.now().toString(36)}`;
    const car = await buildCar(companyA, {
      title: `2024 Mazda 6 ${word}`,
      pricePerDay: 200,
      tripTerms: { weekendPricePerDay: 300 },
    });
    const anyone = new TestClient(server.baseUrl);
    const search = await anyone.get<CarSearchResult>(
      `/api/cars?query=${word}&from=${friday}&to=${after(3)}`,
    );
    expect(search.body.items.map((item) => item.trip)).toEqual([{ days: 3, total: 800 }]);
    // The search prices from its index: a changed rate reaches it with the rebuilt index.
    expect(
      (await editCar(vendorA, car.id, { tripTerms: { weekendPricePerDay: 400 } })).status,
    ).toBe(200);
    await expect
      .poll(async () => {
        const again = await anyone.get<CarSearchResult>(
          `/api/cars?query=${word}&from=${friday}&to=${after(3)}`,
        );
        return again.body.items.map((item) => item.trip);
      })
      .toEqual([{ days: 3, total: 1000 }]);
    expect(
      (await editCar(vendorA, car.id, { tripTerms: { weekendPricePerDay: 300 } })).status,
    ).toBe(200);
    const lead = await anyone.post<{ id: number }>('/api/leads', {
      carId: car.id,
      method: 'email',
      name: 'Rate Tester',
      email: 'rate@example.ae',
      phone: '+971 50 000 1111',
      from: friday,
      to: after(3),
    });
    expect(lead.status).toBe(201);
    const stored = await Lead.query().findById(lead.body.id).throwIfNotFound();
    expect([stored.tripDays, Number(stored.quotedTotal)]).toEqual([3, 800]);
  });

  it('without those rates, quotes as before', async () => {
    const car = await buildCar(companyA, { pricePerDay: 200 });
    const plain = await quote(car.id, friday, after(3));
    expect(plain).toMatchObject({ rent: 600, dayLines: [{ kind: 'day', count: 3 }] });
    expect(plain.rates.weekend).toBeNull();
  });
});

describe('saving weekend and season rates', () => {
  it('refuses bad rates with a 400 naming the field and a message for people, changing nothing', async () => {
    const car = await buildCar(companyA, { tripTerms: { weekendPricePerDay: 250 } });
    const season = (from: number, to: number, pricePerDay = 400) => ({
      from: after(from),
      to: after(to),
      pricePerDay,
    });
    for (const [tripTerms, field, message] of [
      [{ weekendPricePerDay: 0 }, 'tripTerms.weekendPricePerDay', 'Give a rate above AED 0'],
      [{ seasons: [season(5, 2)] }, 'tripTerms.seasons.0.to', 'The season ends before it starts'],
      [
        { seasons: [season(10, 20), season(1, 10)] },
        'tripTerms.seasons.0.from',
        `This season overlaps the one from ${after(1)} to ${after(10)}`,
      ],
      [
        { seasons: [season(1, 2, 0)] },
        'tripTerms.seasons.0.pricePerDay',
        'Give a rate above AED 0',
      ],
      [{ seasons: [{ from: 'soon', to: after(2), pricePerDay: 300 }] }, 'tripTerms.seasons.0.from'],
    ] as const) {
      const response = await editCar(vendorA, car.id, { tripTerms });
      expect(response.status, field).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {}), field).toEqual([field]);
      if (message) expect(response.body.error.fields?.[field]).toBe(message);
    }
    const stored = vendorCarSchema.parse((await vendorA.get(`/api/vendor/cars/${car.id}`)).body);
    expect(stored.tripTerms).toEqual({ weekendPricePerDay: 250 });
  });

  it("refuses another company's vendor (404), changing nothing", async () => {
    const car = await buildCar(companyA, { tripTerms: { weekendPricePerDay: 250 } });
    const other = await editCar(vendorB, car.id, { tripTerms: { weekendPricePerDay: 1 } });
    expect(other.status).toBe(404);
    expect((await quote(car.id, friday, after(2))).rates.weekend).toBe(250);
  });

  it('two saves at once from the same version: one wins whole, the other is refused (412)', async () => {
    const car = await buildCar(companyA, { pricePerDay: 200 });
    const read = await vendorA.get<VendorCar>(`/api/vendor/cars/${car.id}`);
    const etag = read.headers.get('etag')!;
    const sets = [
      { weekendPricePerDay: 300, seasons: [{ from: after(1), to: after(3), pricePerDay: 500 }] },
      { weekendPricePerDay: 260 },
    ];
    const responses = await Promise.all(
      sets.map((tripTerms) => editCar(vendorA, car.id, { tripTerms }, { 'If-Match': etag })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 412]);
    const winner = sets[responses.findIndex((response) => response.status === 200)]!;
    const stored = vendorCarSchema.parse((await vendorA.get(`/api/vendor/cars/${car.id}`)).body);
    expect(stored.tripTerms).toEqual(winner);
    expect((await quote(car.id, friday, after(3))).rates.weekend).toBe(winner.weekendPricePerDay);
  });
});
