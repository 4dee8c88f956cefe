/**
 * Two server processes on one PostgreSQL, each with its catalogue caches as shipped (here kept
 * for an hour, so only the change notification can explain a fresh answer): a listing approved
 * through one is found by a search on the other within a second. PostgreSQL only: an embedded
 * PGlite database belongs to one process (catalogueChanges.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCar, buildCompany } from '../../test/factories';
import { createCatalogue } from './catalogue';
import { signedInUser, signedInVendor } from '../../test/testClient';
import { openTestDatabase } from '../../test/testServer';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const databaseUrl = process.env.TEST_DATABASE_URL;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real server (api/src/server.ts) in a process of its own. */
async function startServerProcess(): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      VITEST: '',
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      SESSION_SECRET: 'test-session-secret-of-at-least-32-chars',
      TRUST_PROXY_HOPS: '1',
      SEARCH_CACHE_SECONDS: '3600',
      FACET_INDEX_SECONDS: '3600',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('running at')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { baseUrl, child };
}

async function stopServerProcess(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');

describe.skipIf(!databaseUrl)('catalogue changes across server processes', () => {
  let knex: Knex;
  let one: { baseUrl: string; child: ChildProcess } | undefined;
  let other: { baseUrl: string; child: ChildProcess } | undefined;

  beforeAll(async () => {
    knex = await openTestDatabase();
    [one, other] = await Promise.all([startServerProcess(), startServerProcess()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopServerProcess(one?.child), stopServerProcess(other?.child)]);
    await knex?.destroy();
  });

  it('an approval in one process is in the other’s search within a second', async () => {
    const word = `coherence${letters(10)}`;
    const company = await buildCompany();
    const car = await buildCar(company, { status: 'pending', title: `2024 Nissan Patrol ${word}` });
    const search = `/api/cars?query=${word}`;
    const found = async () => {
      const [list, page] = await Promise.all([
        fetch(`${other!.baseUrl}${search}`).then(
          async (r) => (await r.json()) as { items: { id: number }[] },
        ),
        fetch(`${other!.baseUrl}/api/cars/${car.id}`).then((r) => r.status),
      ]);
      return { inSearch: list.items.some((item) => item.id === car.id), carPage: page };
    };

    // The other process answers (and keeps, for an hour) the catalogue without the car.
    expect(await found()).toEqual({ inSearch: false, carPage: 404 });
    expect(await found()).toEqual({ inSearch: false, carPage: 404 });

    const admin = await signedInUser(one!.baseUrl, 'Coherence-admin-password-1', 'admin');
    const approved = await admin.post(`/api/admin/listings/${car.id}/approve`);
    expect(approved.status).toBe(200);

    await expect
      .poll(found, { timeout: 1000, interval: 50 })
      .toEqual({ inSearch: true, carPage: 200 });
  }, 60_000);

  it('an approved edit in one process is in the other’s search results within a second', async () => {
    // The other process keeps each car's result JSON (carCards.ts): the edit must replace it.
    const word = `edited${letters(10)}`;
    const company = await buildCompany();
    const car = await buildCar(company, { status: 'pending', title: `2024 Nissan Patrol ${word}` });
    const titleIn = async (search: string) => {
      const response = await fetch(`${other!.baseUrl}/api/cars?${search}`);
      const { items } = (await response.json()) as { items: { id: number; title: string }[] };
      return items.find((item) => item.id === car.id)?.title;
    };
    const admin = await signedInUser(one!.baseUrl, 'Coherence-admin-password-3', 'admin');
    expect((await admin.post(`/api/admin/listings/${car.id}/approve`)).status).toBe(200);
    const notice = `query=${word}`;
    await expect
      .poll(() => titleIn(notice), { timeout: 1000, interval: 50 })
      .toBe(`2024 Nissan Patrol ${word}`);
    // Another search meeting the car: its card comes from memory.
    expect(await titleIn(`${notice}&sort=newest`)).toBe(`2024 Nissan Patrol ${word}`);

    // The vendor's edit waits for review (not public, nothing announced) ...
    await knex('cars')
      .where('id', car.id)
      .update({
        pending_changes: JSON.stringify({ title: `2024 Nissan Patrol ${word} Nismo` }),
        changes_submitted_at: new Date(),
      });
    // ... and is approved through the first process.
    expect((await admin.post(`/api/admin/listings/${car.id}/approve`)).status).toBe(200);
    // A search neither process has answered before: only the card can be stale.
    await expect
      .poll(() => titleIn(`query=${word}&sort=price_asc`), { timeout: 1000, interval: 50 })
      .toBe(`2024 Nissan Patrol ${word} Nismo`);
    expect(await titleIn(notice)).toBe(`2024 Nissan Patrol ${word} Nismo`);
  }, 60_000);

  it('days a vendor blocks through one process leave the car out of both processes’ searches for them', async () => {
    const word = `blocked${letters(10)}`;
    const { client: vendor, company } = await signedInVendor(
      one!.baseUrl,
      'Coherence-vendor-password-5',
    );
    const car = await buildCar(company, { status: 'pending', title: `2024 Kia Carnival ${word}` });
    const admin = await signedInUser(one!.baseUrl, 'Coherence-admin-password-5', 'admin');
    expect((await admin.post(`/api/admin/listings/${car.id}/approve`)).status).toBe(200);
    const day = (ahead: number) =>
      new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    const search = `query=${word}&from=${day(20)}&to=${day(24)}`;
    const listed = async (process: { baseUrl: string }) => {
      const response = await fetch(`${process.baseUrl}/api/cars?${search}`);
      const { items } = (await response.json()) as { items: { id: number }[] };
      return items.some((item) => item.id === car.id);
    };
    // Both indexes rebuild after the approval (the current one answers meanwhile).
    await expect.poll(() => listed(other!), { timeout: 1000, interval: 50 }).toBe(true);
    await expect.poll(() => listed(one!), { timeout: 1000, interval: 50 }).toBe(true);

    const block = await vendor.post<{ id: number }>(`/api/vendor/cars/${car.id}/blocks`, {
      from: day(22),
      to: day(23),
      reason: 'maintenance',
    });
    expect(block.status).toBe(201);
    // The process that stored it answers without the car at once; the other within a second.
    expect(await listed(one!)).toBe(false);
    await expect.poll(() => listed(other!), { timeout: 1000, interval: 50 }).toBe(false);

    const removed = await vendor.request(
      'DELETE',
      `/api/vendor/cars/${car.id}/blocks/${block.body.id}`,
    );
    expect(removed.status).toBe(204);
    expect(await listed(one!)).toBe(true);
    await expect.poll(() => listed(other!), { timeout: 1000, interval: 50 }).toBe(true);
  }, 60_000);

  it('a process whose listening connection was cut listens again and hears the next change', async () => {
    const word = `reconnect${letters(10)}`;
    const company = await buildCompany();
    const car = await buildCar(company, { status: 'pending', title: `2024 Nissan Patrol ${word}` });
    const inSearch = async () => {
      const response = await fetch(`${other!.baseUrl}/api/cars?query=${word}`);
      const { items } = (await response.json()) as { items: { id: number }[] };
      return items.some((item) => item.id === car.id);
    };
    expect(await inSearch()).toBe(false);

    // Both processes' listening connections, as a PostgreSQL restart or a proxy would cut them.
    const { rows } = await knex.raw<{ rows: { terminated: boolean }[] }>(
      `SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
       WHERE datname = current_database() AND query = 'LISTEN catalogue_changed'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // Listening again (a retry each second) ...
    await expect
      .poll(
        async () => {
          const { rows: listening } = await knex.raw<{ rows: unknown[] }>(
            `SELECT pid FROM pg_stat_activity
             WHERE datname = current_database() AND query = 'LISTEN catalogue_changed'`,
          );
          return listening.length;
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBeGreaterThanOrEqual(2);

    // ... and hearing the next change.
    const admin = await signedInUser(one!.baseUrl, 'Coherence-admin-password-2', 'admin');
    expect((await admin.post(`/api/admin/listings/${car.id}/approve`)).status).toBe(200);
    await expect.poll(inSearch, { timeout: 1000, interval: 50 }).toBe(true);
  }, 60_000);
});

describe.skipIf(!databaseUrl)('a server process starting on PostgreSQL', () => {
  it('builds its search index once: the listener it starts does not start a second build', async () => {
    const knex = await openTestDatabase();
    // Each build reads the catalogue's fingerprint once, first.
    let builds = 0;
    const countBuilds = (query: { sql: string }) => {
      if (query.sql.includes('AS cars_at')) builds += 1;
    };
    knex.on('query', countBuilds);
    const catalogue = createCatalogue(knex, {
      answerSeconds: 3600,
      facetIndexSeconds: 3600,
      databaseUrl,
    });
    try {
      await catalogue.facets.warm();
      // The listener has connected by now (warm waits for it); give a late forget time to act.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(builds).toBe(1);
      // A change announced afterwards still rebuilds.
      catalogue.changed();
      await expect.poll(() => builds, { timeout: 5000 }).toBe(2);
    } finally {
      knex.off('query', countBuilds);
      await catalogue.close();
      await knex.destroy();
    }
  }, 60_000);
});
