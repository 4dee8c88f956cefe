/**
 * Trip times (issue 20): the pick-up and return times (`fromTime`, `toTime`) count the rental
 * days with the company's grace period in the quote and the lead, and with the usual grace in a
 * search; bad times are refused naming the field; 10:00 is the same as no time.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarSearchResult } from '@core/schemas/carSearch';
import { quoteSchema, type Quote } from '@core/schemas/trip';
import { addDays } from '@core/rules/tripDays';
import type { Company } from '../models';
import { Lead } from '../models';
import { buildCar } from '../../test/factories';
import { signedInVendor, TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';
import { uaeToday } from '../services/quotes';

const PASSWORD = 'trip times tests password';
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
const client = () => new TestClient(server.baseUrl);
const day = (n: number) => addDays(uaeToday(), n);
/** Grace 3 hours. */
let lenient: Company;
/** The default grace, 1 hour. */
let usual: Company;

beforeAll(async () => {
  server = await startTestServer();
  lenient = (await signedInVendor(server.baseUrl, PASSWORD, { tripTerms: { graceHours: 3 } }))
    .company;
  usual = (await signedInVendor(server.baseUrl, PASSWORD)).company;
});
afterAll(async () => {
  await server?.close();
});

const quote = (carId: number, query: string) =>
  client().get<Quote & ErrorBody>(`/api/cars/${carId}/quote?${query}`);

describe('GET /api/cars/:id/quote with times', () => {
  it("counts 24-hour cycles from the pick-up time, with the company's grace", async () => {
    const usualCar = await buildCar(usual, { pricePerDay: 200 });
    const lenientCar = await buildCar(lenient, { pricePerDay: 200 });
    const dates = `from=${day(3)}&to=${day(6)}`;
    // 12:00 after a 10:00 pick-up: 2 hours late, past a 1-hour grace: a 4th day.
    const late = quoteSchema.parse((await quote(usualCar.id, `${dates}&toTime=12:00`)).body);
    expect(late).toMatchObject({ days: 4, rent: 800, fromTime: '10:00', toTime: '12:00' });
    // The same return inside a 3-hour grace: 3 days.
    expect((await quote(lenientCar.id, `${dates}&toTime=12:00`)).body.days).toBe(3);
    expect((await quote(lenientCar.id, `${dates}&toTime=13:30`)).body.days).toBe(4);
    // Picked up later in the day than returned: the last calendar day is not a whole cycle.
    const evening = (await quote(usualCar.id, `${dates}&fromTime=18:00&toTime=09:00`)).body;
    expect(evening).toMatchObject({ days: 3, fromTime: '18:00', toTime: '09:00' });
    // 10:00 written is 10:00 left out.
    const atTen = (await quote(usualCar.id, `${dates}&fromTime=10:00&toTime=10:00`)).body;
    expect(atTen).toMatchObject({ days: 3, fromTime: '10:00', toTime: '10:00' });
  });

  it('refuses times that cannot be, naming the field', async () => {
    const car = await buildCar(usual);
    for (const [query, field] of [
      [`from=${day(3)}&to=${day(6)}&fromTime=9:15`, 'fromTime'],
      [`from=${day(3)}&to=${day(6)}&toTime=24:00`, 'toTime'],
      [`from=${day(3)}&to=${day(6)}&toTime=noon`, 'toTime'],
      [`from=${day(3)}&to=${day(3)}&fromTime=15:00&toTime=11:00`, 'toTime'],
    ] as const) {
      const response = await quote(car.id, query);
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {}), query).toEqual([field]);
      expect(response.body.error.message, query).toContain(field);
    }
    // A same-day trip returned later that day is one day.
    const sameDay = await quote(car.id, `from=${day(3)}&to=${day(3)}&fromTime=09:00&toTime=21:00`);
    expect(sameDay.status).toBe(200);
    expect(sameDay.body.days).toBe(1);
  });
});

describe('GET /api/cars with times', () => {
  it('counts the days with the times, for every car alike; a bad time is a 400', async () => {
    const word = `times${randomUUID().slice(0, 6)}`;
    const car = await buildCar(usual, { title: `2024 Kia Rio ${word}`, pricePerDay: 100 });
    const search = (query: string) =>
      client().get<CarSearchResult & ErrorBody>(`/api/cars?query=${word}&${query}`);
    const dates = `from=${day(10)}&to=${day(13)}`;
    expect((await search(dates)).body.items.map((item) => item.trip)).toEqual([
      { days: 3, total: 300 },
    ]);
    const late = await search(`${dates}&toTime=12:00`);
    expect(late.body.items.map((item) => [item.id, item.trip])).toEqual([
      [car.id, { days: 4, total: 400 }],
    ]);
    expect((await search(`${dates}&fromTime=10:00`)).body.items[0]?.trip?.days).toBe(3);
    for (const [query, field] of [
      [`${dates}&fromTime=25:00`, 'fromTime'],
      ['toTime=12:00', 'toTime'],
    ] as const) {
      const response = await search(query);
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {}), query).toEqual([field]);
    }
  });
});

describe('a lead with times', () => {
  const form = (carId: number, extra: Record<string, unknown>) => ({
    carId,
    method: 'whatsapp',
    name: 'Sara Ahmed',
    email: 'sara@example.com',
    phone: '+971 50 987 6543',
    ...extra,
  });

  it("stores the days and total counted with the times and the company's grace", async () => {
    const usualCar = await buildCar(usual, { pricePerDay: 150 });
    const lenientCar = await buildCar(lenient, { pricePerDay: 150 });
    const trip = { from: day(7), to: day(10), toTime: '12:00' };
    const one = await client().post<{ id: number }>('/api/leads', form(usualCar.id, trip));
    const other = await client().post<{ id: number }>('/api/leads', form(lenientCar.id, trip));
    expect([one.status, other.status]).toEqual([201, 201]);
    const stored = async (id: number) => {
      const lead = await Lead.query().findById(id).throwIfNotFound();
      return [lead.tripDays, Number(lead.quotedTotal)];
    };
    expect(await stored(one.body.id)).toEqual([4, 600]);
    expect(await stored(other.body.id)).toEqual([3, 450]);
  });

  it('refuses a bad time, storing nothing', async () => {
    const car = await buildCar(usual);
    const response = await client().post<ErrorBody>(
      '/api/leads',
      form(car.id, { from: day(4), to: day(4), fromTime: '18:00', toTime: '08:00' }),
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields ?? {})).toEqual(['toTime']);
    expect(await Lead.query().where('car_id', car.id).resultSize()).toBe(0);
  });
});
