/**
 * POST /api/vendor/blocks (issue 20): the same days blocked on every car of the vendor's company
 * at once (a holiday); cars already blocked then are skipped; other companies untouched; the
 * roles refused; under concurrency each car is blocked once; searches with the dates leave the
 * cars out.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carSearchResultSchema } from '@core/schemas/carSearch';
import { fleetBlockResultSchema, type FleetBlockResult } from '@core/schemas/trip';
import { addDays } from '@core/rules/tripDays';
import type { Company } from '../models';
import { Car, CarBlock as CarBlockRow } from '../models';
import { buildCar } from '../../test/factories';
import { signedInUser, signedInVendor, TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';
import { uaeToday } from '../services/quotes';

const PASSWORD = 'fleet block tests password';
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
const day = (n: number) => addDays(uaeToday(), n);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A vendor with `count` cars of their own (titles carry `word`, for searches). */
async function vendorWithCars(count: number, word = randomUUID().slice(0, 8)) {
  const { client, company } = await signedInVendor(server.baseUrl, PASSWORD);
  const cars: Car[] = [];
  for (let i = 0; i < count; i += 1) {
    cars.push(await buildCar(company, { title: `2024 Nissan Patrol ${word}${i}` }));
  }
  return { client, company, cars, word };
}

const blockAll = (browser: TestClient, body: unknown, headers?: Record<string, string>) =>
  browser.post<FleetBlockResult & ErrorBody>('/api/vendor/blocks', body, headers);

const blocksOf = (company: Company) =>
  CarBlockRow.query()
    .whereIn('car_id', Car.query().select('id').where('company_id', company.id))
    .orderBy(['car_id', 'id']);

describe('POST /api/vendor/blocks', () => {
  it('blocks every car of the company, skipping one already blocked then', async () => {
    const { client, company, cars } = await vendorWithCars(3);
    const other = await vendorWithCars(1);
    const [first, second, third] = cars as [Car, Car, Car];
    const earlier = await client.post(`/api/vendor/cars/${second.id}/blocks`, {
      from: day(4),
      to: day(6),
      reason: 'maintenance',
    });
    expect(earlier.status).toBe(201);

    const response = await blockAll(client, {
      from: day(5),
      to: day(9),
      reason: 'holiday',
      note: 'Eid',
    });
    expect(response.status).toBe(201);
    expect(fleetBlockResultSchema.parse(response.body)).toEqual({
      blocked: [first.id, third.id],
      skipped: [{ carId: second.id, from: day(4), to: day(6) }],
    });
    const rows = await blocksOf(company);
    expect(rows.map((row) => [row.carId, row.reason, row.note])).toEqual([
      [first.id, 'holiday', 'Eid'],
      [second.id, 'maintenance', null],
      [third.id, 'holiday', 'Eid'],
    ]);
    // Another company's cars keep their days.
    expect(await blocksOf(other.company)).toEqual([]);
  });

  it('answers an empty fleet with nothing blocked', async () => {
    const { client } = await signedInVendor(server.baseUrl, PASSWORD);
    const response = await blockAll(client, { from: day(1), to: day(2), reason: 'holiday' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ blocked: [], skipped: [] });
  });

  it('refuses the wrong roles and the signed out, and bad input naming the field', async () => {
    const { client, company } = await vendorWithCars(1);
    const body = { from: day(1), to: day(2), reason: 'holiday' };
    for (const role of ['admin', 'writer'] as const) {
      const browser = await signedInUser(server.baseUrl, PASSWORD, role);
      expect((await blockAll(browser, body)).status).toBe(403);
    }
    expect((await blockAll(new TestClient(server.baseUrl), body)).status).toBe(401);
    for (const [bad, field] of [
      [{ from: day(3), to: day(1), reason: 'holiday' }, 'to'],
      [{ from: 'soon', to: day(1), reason: 'holiday' }, 'from'],
      [{ from: day(1), to: '2026-02-30', reason: 'holiday' }, 'to'],
      [{ from: day(1), to: day(2), reason: 'booked' }, 'reason'],
    ] as const) {
      const response = await blockAll(client, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.error.fields?.[field], JSON.stringify(bad)).toBeTruthy();
    }
    expect(await blocksOf(company)).toEqual([]);
  });

  it('blocks each car exactly once of 10 identical requests sent at once', async () => {
    const { client, company, cars } = await vendorWithCars(4);
    const body = { from: day(20), to: day(22), reason: 'holiday' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => blockAll(client, body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const ids = cars.map((car) => car.id);
    // One request blocked them all; the other nine found every car blocked already.
    const winners = answers.filter((answer) => answer.body.blocked.length > 0);
    expect(winners.map((answer) => answer.body.blocked)).toEqual([ids]);
    for (const answer of answers.filter((a) => a.body.blocked.length === 0)) {
      expect(answer.body.skipped.map((skip) => skip.carId)).toEqual(ids);
    }
    const rows = await blocksOf(company);
    expect(rows.map((row) => row.carId)).toEqual(ids);
  });

  it('answers a repeated Idempotency-Key with the first answer, blocking nothing more', async () => {
    const { client, company, cars } = await vendorWithCars(2);
    const body = { from: day(30), to: day(31), reason: 'holiday' };
    const key = { 'Idempotency-Key': randomUUID() };
    const first = await blockAll(client, body, key);
    const again = await blockAll(client, body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(first.body.blocked).toEqual(cars.map((car) => car.id));
    expect(await blocksOf(company)).toHaveLength(2);
  });

  it('leaves the blocked cars out of searches with those dates', async () => {
    const { client, cars, word } = await vendorWithCars(2);
    const ids = cars.map((car) => car.id).sort();
    const found = async (from: string, to: string) => {
      const response = await new TestClient(server.baseUrl).get(
        `/api/cars?query=${word}&from=${from}&to=${to}`,
      );
      expect(response.status).toBe(200);
      return carSearchResultSchema
        .parse(response.body)
        .items.map((car) => car.id)
        .sort();
    };
    expect(await found(day(40), day(42))).toEqual(ids);
    const blocked = await blockAll(client, { from: day(41), to: day(45), reason: 'holiday' });
    expect(blocked.status).toBe(201);
    expect(await found(day(40), day(42))).toEqual([]);
    expect(await found(day(46), day(48))).toEqual(ids);
  });
});
