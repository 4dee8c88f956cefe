/**
 * `npm run bench:abuse`: the real server under the abuse of issue 15, in figures.
 *
 * Starts the server as `npm start` does (building the apps when they are older than their
 * sources) in its own process, on a fresh embedded database (or on PostgreSQL when
 * BENCH_DATABASE_URL or DATABASE_URL is set), signs a new rental company up, and prints:
 * - logins: 100 concurrent wrong passwords for that company's account from one address, and how
 *   many were checked (401) and how many refused (429): at most the per-window limit may be checked;
 * - memory: the server's resident set size (RSS, and its peak) at start, after 10,000 distinct
 *   tracking-parameter URLs of the home page (`/?utm_source=N`), and after 10,000 distinct
 *   `/cars?…` URLs (200 real searches, each with 50 sets of tracking parameters);
 * - duplicates: 20 concurrent identical POST /api/vendor/support with one Idempotency-Key, and
 *   how many tickets they created (must be 1: 0 duplicates).
 * BENCH_URLS changes the 10,000; BENCH_PORT the port (3983).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAsNpmStart, stop, waitForLine } from './serverProcess';

const PORT = Number(process.env.BENCH_PORT ?? 3983);
const URLS = Number(process.env.BENCH_URLS ?? 10_000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? '';
const BASE = `http://127.0.0.1:${PORT}`;
const CONCURRENCY = 16;
/** Distinct /cars searches among the URLs. */
const SEARCHES = 200;
const PASSWORD = `Bench-abuse-${randomUUID()}`;

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** The process's resident set (VmRSS) and its peak so far (VmHWM), in KB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** A browser-like client: one session cookie, Origin on writes. */
class Client {
  cookie = '';
  async send(
    method: string,
    urlPath: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(BASE + urlPath, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json', Origin: BASE }),
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (cookies.length) this.cookie = cookies.join('; ');
    const text = await response.text();
    return { status: response.status, text };
  }
}

/** GETs every URL, CONCURRENCY at a time; counts answers by status. */
async function getAll(urls: string[]): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        const response = await fetch(BASE + url, { headers: { 'Accept-Encoding': 'br' } });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

const countsText = (counts: Map<number, number>) =>
  [...counts].map(([status, n]) => `${n}×${status}`).join(', ');

function table(rows: [string, string, string][]) {
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(line(rows[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-abuse-'));
const server = startAsNpmStart({
  PORT: String(PORT),
  DATA_DIR: dataDir,
  PUBLIC_URL: BASE,
  DATABASE_URL,
  LOG_LEVEL: 'warn',
});
try {
  await waitForLine(server, /running at/, 600_000);
  const rows: [string, string, string][] = [['measure', 'result', 'expected']];
  // Each figure as soon as it is measured (the table comes at the end).
  const measured = (row: [string, string, string]) => {
    rows.push(row);
    process.stderr.write(`${row[0]}: ${row[1]}\n`);
  };

  // A company of its own, signed in (sign-up signs in).
  const vendor = new Client();
  const email = `bench-${randomUUID().slice(0, 8)}@example.ae`;
  const signUp = await vendor.send('POST', '/api/auth/register', {
    email,
    password: PASSWORD,
    name: 'Bench Owner',
    companyName: `Bench Rentals ${randomUUID().slice(0, 6)}`,
    phone: '+971501234567',
    emirate: 'dubai',
  });
  if (signUp.status !== 201 && signUp.status !== 200) {
    throw new Error(`sign-up failed: ${signUp.status} ${signUp.text}`);
  }

  // Duplicates first: the wrong logins below may make this address wait.
  const key = randomUUID();
  const subject = `Invoice question ${randomUUID().slice(0, 8)}`;
  const posts = await Promise.all(
    Array.from({ length: 20 }, () =>
      vendor.send(
        'POST',
        '/api/vendor/support',
        { subject, message: 'Where is my invoice?' },
        { 'Idempotency-Key': key },
      ),
    ),
  );
  const tickets = JSON.parse((await vendor.send('GET', '/api/vendor/support')).text) as {
    items: { subject: string }[];
  };
  const created = tickets.items.filter((ticket) => ticket.subject === subject).length;
  const postStatuses = new Map<number, number>();
  for (const { status } of posts) postStatuses.set(status, (postStatuses.get(status) ?? 0) + 1);
  measured([
    '20 concurrent POST /api/vendor/support, one Idempotency-Key',
    `${created} created (${created - 1} duplicates); answers ${countsText(postStatuses)}`,
    '1 created, 0 duplicates',
  ]);

  // Memory.
  const start = memoryOf(server.pid!);
  measured(['server RSS at start', `${mb(start.rss)} (peak ${mb(start.peak)})`, '']);
  const home = await getAll(Array.from({ length: URLS }, (_, i) => `/?utm_source=${i}`));
  const afterHome = memoryOf(server.pid!);
  measured([
    `server RSS after ${URLS.toLocaleString('en')} × /?utm_source=N`,
    `${mb(afterHome.rss)} (peak ${mb(afterHome.peak)}); ${countsText(home)}`,
    'bounded',
  ]);
  // 200 real searches (each its own render and cache entry), each asked for with 50 different
  // tracking parameters: what a campaign's links and a crawler's variations look like.
  const types = ['suv', 'sedan', 'luxury', 'sports'];
  const carsUrls = Array.from({ length: URLS }, (_, i) => {
    const search = Math.floor((i * SEARCHES) / URLS);
    const filter = `type=${types[search % types.length]}&budget=${300 + search * 10}`;
    return `/cars?${filter}&utm_source=${i}&gclid=${i}`;
  });
  const cars = await getAll(carsUrls);
  const afterCars = memoryOf(server.pid!);
  measured([
    `server RSS after ${URLS.toLocaleString('en')} × /cars?…`,
    `${mb(afterCars.rss)} (peak ${mb(afterCars.peak)}); ${countsText(cars)}`,
    'bounded',
  ]);

  // Concurrent wrong logins from one address.
  const attacker = new Client();
  const logins = await Promise.all(
    Array.from({ length: 100 }, () =>
      attacker.send('POST', '/api/auth/login', { username: email, password: 'wrong-password-1' }),
    ),
  );
  const loginStatuses = new Map<number, number>();
  for (const { status } of logins) loginStatuses.set(status, (loginStatuses.get(status) ?? 0) + 1);
  measured([
    '100 concurrent wrong logins, one address',
    `${loginStatuses.get(401) ?? 0} checked (401), ${loginStatuses.get(429) ?? 0} refused (429)${
      [...loginStatuses.keys()].some((s) => s !== 401 && s !== 429)
        ? `; ${countsText(loginStatuses)}`
        : ''
    }`,
    'at most the limit per window checked',
  ]);

  console.log(
    `\nAbuse figures (${DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, Node ${process.version}, ${os.cpus().length} cores):\n`,
  );
  table(rows);
} finally {
  await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
