/**
 * The real app on a real database behind a real HTTP port, for integration tests.
 * PostgreSQL when TEST_DATABASE_URL is set, otherwise a fresh embedded database per test file.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import knexFactory, { type Knex } from 'knex';
import { Model } from 'objection';
import { inject } from 'vitest';
import { openPglite } from '../src/db/knexConfig';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createLogger, logLevelFromEnv } from '../src/logger';
import type { Mail } from '../src/mail';
import type { SearchRecorder } from '../src/services/searchStats/searchRecorder';
import type { InProcessAnswer } from '@core/http/inProcessAnswer';

export interface TestServer {
  knex: Knex;
  baseUrl: string;
  /** fetch relative to the server, JSON in and out. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** The app's mail (its worker is not started: tests `drain` it or `start` it). */
  mail: Mail;
  /** The API's public read of a path in process, as the server renderer reads it. */
  readApi: (path: string) => Promise<InProcessAnswer>;
  /** The app's search counts (its timer is not started: tests `flush` it). */
  searches: SearchRecorder;
  /** Writes the listing events recorded so far (they are batched, not written per request). */
  flushListingEvents: () => Promise<void>;
  close: () => Promise<void>;
}

export async function openTestDatabase(): Promise<Knex> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) return openDatabase({ databaseUrl });
  const template = inject('pgliteTemplate');
  if (!template) throw new Error('globalSetup did not provide a database template');
  const blob = new Blob([await fs.readFile(template)]);
  return openDatabase({ pglite: openPglite('memory://', blob) });
}

/**
 * A database of the test's own, for tests that need an empty one (the demo seed): on
 * PostgreSQL a scratch database created beside TEST_DATABASE_URL's and dropped afterwards; on
 * PGlite the per-file database is already the test's own.
 */
export async function openScratchDatabase(): Promise<{ knex: Knex; drop: () => Promise<void> }> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    const knex = await openTestDatabase();
    return { knex, drop: () => knex.destroy() };
  }
  const name = `scratch_${process.pid}_${Date.now()}`;
  const admin = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
  await admin.raw('CREATE DATABASE ??', [name]);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const knex = await openDatabase({ databaseUrl: url.toString() });
  return {
    knex,
    drop: async () => {
      await knex.destroy();
      await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
      await admin.destroy();
    },
  };
}

/**
 * Objection models are bound to one knex at a time (the last opened). A test that starts a
 * second server gets the models bound to it; closing it gives them back to the first.
 */

/**
 * The tests' app serves no built site or console, whether or not dist/ exists: what a test sees
 * does not depend on an earlier build, and `npm test` builds the apps for the browser tests while
 * vitest runs (build/test-all.sh), which must never hand a test half-written files. The site's
 * rendering is tested by the *.ssr.test.tsx files and the browser tests.
 */
const NO_BUILT_APPS = {
  publicSiteDir: path.join(os.tmpdir(), 'no-built-site'),
  publicSiteServerDir: path.join(os.tmpdir(), 'no-built-site-server'),
  consoleDir: path.join(os.tmpdir(), 'no-built-console'),
};

export async function startTestServer(
  env: Record<string, string> = {},
  options: { emptyDatabase?: boolean } = {},
): Promise<TestServer> {
  const previousKnex = Model.knex() as Knex | undefined;
  // An empty database of its own, for tests that count everything (on PostgreSQL the shared
  // test database holds other files' rows).
  const scratch = options.emptyDatabase ? await openScratchDatabase() : null;
  const knex = scratch?.knex ?? (await openTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    // As behind one reverse proxy: TestClient's X-Forwarded-For is each client's own address.
    TRUST_PROXY_HOPS: '1',
    // Tests write rows directly and read them back at once: no catalogue cache or facet index.
    SEARCH_CACHE_SECONDS: '0',
    FACET_INDEX_SECONDS: '0',
    SESSION_SECRET: 'test-session-secret-of-at-least-32-chars',
    ...env,
  });
  const app = createApp({
    config,
    knex,
    logger: createLogger(logLevelFromEnv()),
    builtApps: NO_BUILT_APPS,
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const { mail } = app.context.deps;
  return {
    knex,
    baseUrl,
    mail,
    readApi: (path) => app.readApi(path),
    searches: app.context.deps.searches,
    flushListingEvents: () => app.context.deps.listingEvents.flush(),
    request: (path, init) =>
      fetch(`${baseUrl}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) },
      }),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.context.deps.listingEvents.close();
      await app.context.deps.catalogue.close();
      await app.context.deps.searches.stop();
      await mail.worker.stop();
      mail.transport.close();
      if (scratch) await scratch.drop();
      else await knex.destroy();
      if (previousKnex) Model.knex(previousKnex);
    },
  };
}
