/**
 * `npm run bench:abuse:logins`: how many passwords the server checks when it is hammered.
 * The login part of issue 15's `bench:abuse` (the other parts belong to the page cache and the
 * idempotent POSTs).
 *
 * The real app in this process on a scratch database (PostgreSQL when BENCH_DATABASE_URL is set,
 * else embedded), a real HTTP port, and the password service's own counter of argon2 checks:
 * - N concurrent wrong sign-ins at one account from one address;
 * - N concurrent wrong sign-ins at N accounts from one address;
 * - N concurrent wrong sign-ins at one account from N addresses, then the owner from their own.
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import knexFactory, { type Knex } from 'knex';
import { Model } from 'objection';
import { createApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { openDatabase } from '../../api/src/db/database';
import { createLogger } from '../../api/src/logger';
import { User } from '../../api/src/models';
import { hashPassword, passwordVerifications } from '../../api/src/services/passwords';

const N = Number(process.env.BENCH_ATTEMPTS ?? 100);
const PASSWORD = 'the owner knows this one';

async function scratchDatabase(): Promise<{ knex: Knex; drop: () => Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-abuse-'));
    const knex = await openDatabase({ dataDir: dir });
    return {
      knex,
      drop: async () => {
        await knex.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `bench_abuse_${process.pid}`;
  const admin = knexFactory({ client: 'pg', connection: base, pool: { min: 0, max: 1 } });
  await admin.raw('CREATE DATABASE ??', [name]);
  const url = Object.assign(new URL(base), { pathname: `/${name}` }).toString();
  const knex = await openDatabase({ databaseUrl: url });
  return {
    knex,
    drop: async () => {
      await knex.destroy();
      await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
      await admin.destroy();
    },
  };
}

async function main() {
  const { knex, drop } = await scratchDatabase();
  Model.knex(knex);
  const config = loadConfig({
    NODE_ENV: 'test',
    TRUST_PROXY_HOPS: '1',
    SESSION_SECRET: 'bench-session-secret-of-at-least-32-chars',
  });
  const app = createApp({ config, knex, logger: createLogger('silent') });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const login = async (email: string, password: string, address: string) => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': address },
      body: JSON.stringify({ username: email, password }),
    });
    await response.arrayBuffer();
    return response.status;
  };
  const makeUser = async (email: string) =>
    User.query().insertAndFetch({
      email,
      passwordHash: await hashPassword(PASSWORD),
      role: 'vendor',
      name: 'Bench',
      status: 'active',
    });
  const measure = async (label: string, attempts: () => Promise<number>[]) => {
    const before = passwordVerifications.count;
    const started = Date.now();
    const statuses = await Promise.all(attempts());
    const counts: Record<number, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    process.stdout.write(
      `${label.padEnd(58)} ${String(passwordVerifications.count - before).padStart(4)} checked  ${JSON.stringify(counts)}  ${Date.now() - started} ms\n`,
    );
  };

  process.stdout.write(
    `Concurrent wrong sign-ins (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}); passwords checked per window:\n`,
  );
  const one = await makeUser('one@bench.ae');
  await measure(`${N} at one account from one address (limit 10)`, () =>
    Array.from({ length: N }, (_, i) => login(one.email, `guess-${i}`, '10.1.0.1')),
  );
  await measure(`${N} at ${N} accounts from one address (limit 30)`, () =>
    Array.from({ length: N }, (_, i) => login(`nobody-${i}@bench.ae`, 'password1', '10.2.0.1')),
  );
  const owner = await makeUser('owner@bench.ae');
  await login(owner.email, PASSWORD, '10.3.0.1');
  await measure(`${N + 50} at one account from ${N + 50} addresses (ceiling 100)`, () =>
    Array.from({ length: N + 50 }, (_, i) =>
      login(owner.email, `spread-${i}`, `10.4.${Math.floor(i / 250)}.${(i % 250) + 1}`),
    ),
  );
  const ownerStatus = await login(owner.email, PASSWORD, '10.3.0.1');
  process.stdout.write(`The owner from their own address meanwhile: ${ownerStatus}\n`);

  await new Promise<void>((resolve) => server.close(() => resolve()));
  await drop();
}

await main();
