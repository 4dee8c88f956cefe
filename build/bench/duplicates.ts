/**
 * `npx tsx build/bench/duplicates.ts`: double submits against the real server (a fresh embedded
 * database, or DATABASE_URL). Prints how many rows 20 simultaneous identical creating POSTs
 * with one `Idempotency-Key` made (must be 1: duplicates 0), and, for comparison, how many the
 * same 20 made without a key. A section for `npm run bench:abuse`.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { startProcess, stop, waitForLine } from './serverProcess';

const PORT = 3297;
const BASE = `http://127.0.0.1:${PORT}`;
const COPIES = 20;

interface Session {
  cookie: string;
}

async function post(session: Session | null, urlPath: string, body: unknown, key?: string) {
  const response = await fetch(`${BASE}${urlPath}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: BASE,
      ...(session ? { Cookie: session.cookie } : {}),
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  return response;
}

async function newVendor(): Promise<Session> {
  const response = await post(null, '/api/auth/register', {
    email: `bench-${randomUUID()}@example.ae`,
    password: 'bench password 12345',
    name: 'Bench Vendor',
    companyName: `Bench Cars ${randomUUID().slice(0, 8)}`,
    phone: '050 123 4567',
    emirate: 'dubai',
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie };
}

async function ticketsOf(session: Session): Promise<number> {
  const response = await fetch(`${BASE}/api/vendor/support`, {
    headers: { Cookie: session.cookie },
  });
  return ((await response.json()) as { items: unknown[] }).items.length;
}

async function burst(session: Session, key: string | undefined): Promise<number> {
  const body = { subject: 'Invoice', message: 'Where is my invoice?' };
  const answers = await Promise.all(
    Array.from({ length: COPIES }, () => post(session, '/api/vendor/support', body, key)),
  );
  const failed = answers.filter((a) => a.status !== 201);
  if (failed.length) throw new Error(`unexpected answers: ${failed.map((a) => a.status)}`);
  return ticketsOf(session);
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-duplicates-'));
const server = startProcess('api/src/server.ts', {
  PORT: String(PORT),
  DATA_DIR: dataDir,
  PUBLIC_URL: BASE,
  SESSION_SECRET: 'bench-session-secret-bench-session-secret',
  LOG_LEVEL: 'warn',
});
try {
  await waitForLine(server, /running at/, 300_000);
  const withKey = await burst(await newVendor(), randomUUID());
  const withoutKey = await burst(await newVendor(), undefined);
  console.log(`${COPIES} simultaneous identical POST /api/vendor/support:`);
  console.log(`  with one Idempotency-Key: ${withKey} row(s), duplicates ${withKey - 1}`);
  console.log(`  without a key (for comparison): ${withoutKey} rows`);
  if (withKey !== 1) process.exitCode = 1;
} finally {
  await stop(server);
  await fs.rm(dataDir, { recursive: true, force: true });
}
