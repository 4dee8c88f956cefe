/**
 * A database outage is a 503 with Retry-After (the client may retry), not a 500: the app on a
 * knex whose server refuses connections, and on one whose pool was closed.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import knexFactory, { type Knex } from 'knex';
import { Model } from 'objection';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { openTestDatabase } from '../../test/testServer';

const servers: http.Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function serve(knex: Knex): Promise<string> {
  const previous = Model.knex() as Knex | undefined;
  Model.knex(knex);
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    SESSION_SECRET: 'test-session-secret-of-at-least-32-chars',
    SEARCH_CACHE_SECONDS: '0',
    FACET_INDEX_SECONDS: '0',
  });
  const app = createApp({ config, knex, logger: createLogger('silent') });
  const server = http.createServer(app.callback());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  if (previous) Model.knex(previous);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function expectOutage(baseUrl: string) {
  for (const path of ['/api/cars?emirate=dubai', '/api/companies', '/api/plans']) {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status, path).toBe(503);
    expect(response.headers.get('retry-after'), path).toMatch(/^\d+$/);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unavailable');
  }
  const health = await fetch(`${baseUrl}/api/health`);
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({ ok: false, db: 'down' });
}

describe('database outage', () => {
  it('answers 503 with Retry-After when the database refuses connections', async () => {
    const knex = knexFactory({
      client: 'pg',
      connection: `postgres://postgres@127.0.0.1:${await closedPort()}/none`,
      pool: { min: 0, max: 2 },
      acquireConnectionTimeout: 2000,
    });
    try {
      const baseUrl = await serve(knex);
      const previous = Model.knex() as Knex | undefined;
      Model.knex(knex);
      try {
        await expectOutage(baseUrl);
      } finally {
        if (previous) Model.knex(previous);
      }
    } finally {
      await knex.destroy();
    }
  });

  it('answers 503 with Retry-After when the pool was closed under it', async () => {
    const knex = await openTestDatabase();
    const baseUrl = await serve(knex);
    await knex.destroy();
    const previous = Model.knex() as Knex | undefined;
    Model.knex(knex);
    try {
      await expectOutage(baseUrl);
    } finally {
      if (previous) Model.knex(previous);
    }
  });
});
