/**
 * Searches counted for the admin (#22): what a visitor's search adds, what is left out (robots,
 * page 2, the server renderer's reads), batches that add up, the searches that found nothing by
 * normalised text and filters, and GET /api/admin/searches and /api/admin/overview's trends.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverviewWithTrends, AdminSearches } from '@core/schemas/adminTrends';
import { uaeToday } from '@core/rules/uaeTime';
import { buildCar, buildLead, buildUserWithPassword, buildVendor } from '../../../test/factories';
import { TestClient } from '../../../test/testClient';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { SearchRecorder } from '../../services/searchStats/searchRecorder';
import { createLogger } from '../../logger';

const PASSWORD = 'admin trends password';
const BROWSER = {
  'User-Agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1',
};
const GOOGLEBOT = {
  'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

let server: TestServer;
let dataDir: string;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'admin-trends-'));
  // Counts of the whole market: a database of its own (on PostgreSQL other files search too).
  server = await startTestServer({ DATA_DIR: dataDir }, { emptyDatabase: true });
  const email = (await buildUserWithPassword(PASSWORD, { role: 'admin' })).email;
  admin = new TestClient(server.baseUrl);
  expect((await admin.login(email, PASSWORD)).status).toBe(200);
  visitor = new TestClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const search = async (query: string, headers: Record<string, string> = BROWSER) => {
  const response = await visitor.get<{ total: number }>(`/api/cars?${query}`, headers);
  expect(response.status).toBe(200);
  return response.body.total;
};

const report = async (days = 7) => {
  const response = await admin.get<AdminSearches>(`/api/admin/searches?zeroResults=1&days=${days}`);
  expect(response.status).toBe(200);
  return response.body;
};

const findNothing = (body: AdminSearches, query: string) =>
  body.items.find((item) => item.query === query);

describe('search counting', () => {
  it('counts a visitor’s searches, and groups those that found nothing by normalised text and filters', async () => {
    const { company } = await buildVendor(PASSWORD, { emirate: 'dubai' });
    await buildCar(company, { status: 'approved', emirate: 'dubai' });
    const before = await report();

    expect(await search('emirate=dubai')).toBeGreaterThan(0);
    expect(await search('query=Quantum%20Hovercar&emirate=dubai')).toBe(0);
    // The same wish typed differently, filters in another order and an "any" choice: one entry.
    expect(await search('brand=all&emirate=dubai&query=%20%20QUANTUM%20%20hovercar%20')).toBe(0);
    // Not searches: page 2 of it, a robot, a landing page's one-car price probe, the renderer.
    await search('query=Quantum%20Hovercar&emirate=dubai&page=2');
    await search('query=Quantum%20Hovercar&emirate=dubai', GOOGLEBOT);
    await search('query=Quantum%20Hovercar&emirate=dubai', { 'User-Agent': 'curl/8.5.0' });
    await search('query=Quantum%20Hovercar&pageSize=1&sort=price_asc');
    expect((await server.readApi('/api/cars?query=Quantum%20Hovercar')).status).toBe(200);

    const after = await report();
    expect(after.searches - before.searches).toBe(3);
    expect(after.zeroResultSearches - before.zeroResultSearches).toBe(2);
    expect(findNothing(after, 'quantum hovercar')).toEqual({
      query: 'quantum hovercar',
      filters: 'emirate=dubai',
      count: 2,
      lastDay: uaeToday(),
    });
    expect(after.items.filter((item) => item.query.includes('quantum'))).toHaveLength(1);
  });

  it('adds up flushes, and the batches of two processes on one database', async () => {
    const other = new SearchRecorder(server.knex, createLogger('silent'));
    const wish = { query: 'Flying Carpet', emirate: 'sharjah' as const };
    const browser = BROWSER['User-Agent'];
    server.searches.record(wish, true, browser);
    await server.searches.flush();
    server.searches.record(wish, true, browser);
    other.record(wish, true, browser);
    other.record({ ...wish, query: 'flying   carpet' }, true, browser);
    await Promise.all([server.searches.flush(), other.stop()]);
    expect(findNothing(await report(), 'flying carpet')).toMatchObject({
      filters: 'emirate=sharjah',
      count: 4,
    });
  });
});

describe('GET /api/admin/searches', () => {
  it('refuses bad parameters, naming the field', async () => {
    for (const [query, field] of [
      ['days=30', 'zeroResults'],
      ['zeroResults=0&days=30', 'zeroResults'],
      ['zeroResults=1&days=0', 'days'],
      ['zeroResults=1&days=366', 'days'],
      ['zeroResults=1&days=1.5', 'days'],
      ['zeroResults=1&days=soon', 'days'],
    ] as const) {
      const response = await admin.get<{ error: { fields: Record<string, string> } }>(
        `/api/admin/searches?${query}`,
      );
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body.error.fields), query).toEqual([field]);
    }
    expect((await admin.get('/api/admin/searches?zeroResults=1')).status).toBe(200);
  });

  it('is for admins only', async () => {
    const { user } = await buildVendor(PASSWORD);
    const vendor = new TestClient(server.baseUrl);
    expect((await vendor.login(user.email, PASSWORD)).status).toBe(200);
    const writer = new TestClient(server.baseUrl);
    const writerUser = await buildUserWithPassword(PASSWORD, { role: 'writer' });
    expect((await writer.login(writerUser.email, PASSWORD)).status).toBe(200);
    for (const path of [
      '/api/admin/searches?zeroResults=1&days=30',
      '/api/admin/overview?days=7',
    ]) {
      expect((await new TestClient(server.baseUrl).get(path)).status, path).toBe(401);
      expect((await vendor.get(path)).status, path).toBe(403);
      expect((await writer.get(path)).status, path).toBe(403);
    }
  });
});

describe('GET /api/admin/overview?days=', () => {
  it('answers the queues and every day of the period: leads by channel and emirate, listings, companies, searches', async () => {
    const before = await admin.get<AdminOverviewWithTrends>('/api/admin/overview?days=7');
    expect(before.status).toBe(200);
    const { company } = await buildVendor(PASSWORD, { emirate: 'sharjah' });
    const car = await buildCar(company, { status: 'approved', emirate: 'ajman' });
    await buildLead(company, { car, method: 'phone' });
    await buildLead(company, { car, method: 'phone' });
    expect(await search('query=Moon%20Buggy')).toBe(0);

    const response = await admin.get<AdminOverviewWithTrends>('/api/admin/overview?days=7');
    expect(response.status).toBe(200);
    const { trends } = response.body;
    expect(response.body.pendingListings).toMatchObject({ count: expect.any(Number) });
    expect(trends).toMatchObject({ days: 7, to: uaeToday() });
    expect(trends.perDay).toHaveLength(7);
    expect(trends.perDay.map((d) => d.day)).toEqual([...trends.perDay.map((d) => d.day)].sort());
    const today = (body: AdminOverviewWithTrends) => body.trends.perDay.at(-1)!;
    const grew = (key: keyof ReturnType<typeof today>) =>
      (today(response.body)[key] as number) - (today(before.body)[key] as number);
    expect(grew('leads')).toBe(2);
    expect(grew('newListings')).toBe(1);
    expect(grew('newCompanies')).toBe(1);
    expect(grew('searches')).toBe(1);
    expect(grew('zeroResultSearches')).toBe(1);
    expect(trends.leadsByChannel.at(-1)!.counts.phone).toBe(
      (before.body.trends.leadsByChannel.at(-1)!.counts.phone ?? 0) + 2,
    );
    expect(trends.leadsByEmirate.at(-1)!.counts.ajman).toBeGreaterThanOrEqual(2);
    expect(trends.topZeroResultSearches.map((s) => s.query)).toContain('moon buggy');

    expect(
      (await admin.get<AdminOverviewWithTrends>('/api/admin/overview?days=90')).body.trends.perDay,
    ).toHaveLength(90);
    // Without a period: 30 days.
    expect((await admin.get<AdminOverviewWithTrends>('/api/admin/overview')).body.trends.days).toBe(
      30,
    );
    const bad = await admin.get<{ error: { fields: Record<string, string> } }>(
      '/api/admin/overview?days=14',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.days).toBe('One of 7, 30, 90 days');
  });
});
