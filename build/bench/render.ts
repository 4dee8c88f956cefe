/**
 * `npm run bench:render`: server rendering of the public site for the long tail of page URLs,
 * where the page cache cannot help (every URL is rendered once), and the server's memory.
 *
 * Starts the server as `npm start` does (build/start.ts: builds the apps when older than their
 * sources; NODE_ENV unset) in its own process on a fresh embedded database with the demo market
 * (PostgreSQL when BENCH_DATABASE_URL is set; BENCH_CARS grows the catalogue first), and prints:
 * - memory: the resident set (RSS) idle after the first start (which seeds the demo data) and
 *   after a restart, and after each run below;
 * - renders: BENCH_URLS (2,000) distinct page URLs (each a distinct page-cache key: /cars with
 *   filter combinations from core's enums, car pages, category and location pages with their
 *   pages, company lists and profiles), BENCH_CONNECTIONS (10) at a time, once with the caches
 *   as shipped and once with them off (SEARCH_CACHE_SECONDS=0); then the home page with the
 *   caches off (`/?utm_source=N`, a render each): req/s, p50/p99 latency and the server's CPU
 *   time per render (user + system time of the server process, which includes the embedded
 *   database, divided by the renders);
 * and fails (exit 1) when a figure misses its budget (BUDGETS, the targets of issue 16).
 * BENCH_PORT (3984), BENCH_CPU_PROF=<dir> writes the server's CPU profiles there.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import knexFactory from 'knex';
import { openDatabase } from '../../api/src/db/database';
import { CATEGORY_PAGES } from '../../core/catalogue/categories';
import { LOCATION_PAGES } from '../../core/catalogue/locations';
import { BRANDS, EMIRATES, SERVICES } from '../../core/enums';
import {
  CAR_LISTING_TYPES,
  CAR_SORTS,
  carSearchQuery,
  type CarSearchParams,
} from '../../core/rules/carSearchParams';
import { fillCatalogue } from './catalogue';
import { startAsNpmStart, stop, waitForLine } from './serverProcess';

const PORT = Number(process.env.BENCH_PORT ?? 3984);
const URLS = Number(process.env.BENCH_URLS ?? 2000);
const HOME_RENDERS = Math.max(50, Math.round(URLS / 10));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CARS = process.env.BENCH_CARS ? Number(process.env.BENCH_CARS) : undefined;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';
const CPU_PROF = process.env.BENCH_CPU_PROF;
const BASE = `http://127.0.0.1:${PORT}`;

/** Issue 16's targets. */
const BUDGETS = {
  cpuMsPerRender: 10,
  rendersPerSecond: 150,
  idleRssMb: 300,
};

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** The process's user + system CPU time so far, in ms (/proc/<pid>/stat fields 14 and 15). */
function cpuMsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** Resident set now, in MB. */
function rssMbOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** A small seeded generator, so every run asks for the same URLs. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  return { next, pick };
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(BASE + url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * `count` distinct page URLs, as crawlers and renters' links spread over the site: 60 % /cars
 * searches, 20 % car pages, 10 % landing pages (category, location, with driver; pages 1–5), 10 %
 * company lists and profiles. Distinct as the page cache keys them (canonical /cars queries).
 */
async function distinctPageUrls(count: number): Promise<string[]> {
  const carIds: number[] = [];
  for (let page = 1; carIds.length < 2000; page += 1) {
    const { items } = await json<{ items: { id: number }[] }>(
      `/api/cars?pageSize=60&page=${page}&sort=newest`,
    );
    if (!items.length) break;
    carIds.push(...items.map((car) => car.id));
  }
  const { items: companies, total: companyTotal } = await json<{
    items: { id: number }[];
    total: number;
  }>('/api/companies?pageSize=50');

  const { next, pick } = random(16);
  const urls = new Set<string>();
  const maybe = <T>(share: number, value: () => T) => (next() < share ? value() : undefined);
  const carsUrl = () => {
    const params: CarSearchParams = {
      type: maybe(0.4, () => pick(CAR_LISTING_TYPES)),
      emirate: maybe(0.5, () => pick(EMIRATES)),
      brand: maybe(0.3, () => pick(BRANDS)),
      service: maybe(0.1, () => pick(SERVICES)),
      budget: maybe(0.3, () => pick([150, 200, 300, 500, 800, 1200, 2500])),
      noDeposit: maybe(0.1, () => true),
      sort: maybe(0.4, () => pick(CAR_SORTS)),
      page: maybe(0.3, () => 1 + Math.floor(next() * 5)),
    };
    const query = carSearchQuery(params);
    return query ? `/cars?${query}` : '/cars';
  };
  const landingUrl = () => {
    const base = pick([
      ...CATEGORY_PAGES.map((category) => `/category/${category.slug}`),
      ...LOCATION_PAGES.map((location) => `/location/${location.slug}`),
      '/cars/with-driver',
    ]);
    const page = 1 + Math.floor(next() * 5);
    return page > 1 ? `${base}?page=${page}` : base;
  };
  const companyUrl = () => {
    if (next() < 0.3) {
      const pages = Math.max(1, Math.ceil(companyTotal / 12));
      const page = 1 + Math.floor(next() * pages);
      return page > 1 ? `/companies?page=${page}` : '/companies';
    }
    const page = 1 + Math.floor(next() * 3);
    return `/companies/${pick(companies).id}/cars${page > 1 ? `?page=${page}` : ''}`;
  };
  const kinds: [number, () => string][] = [
    [0.6, carsUrl],
    [0.2, () => `/cars/${pick(carIds)}`],
    [0.1, landingUrl],
    [0.1, companyUrl],
  ];
  // Each kind has its own supply of distinct URLs (car pages: the catalogue's cars, landing
  // pages: a few hundred); give up on one after many repeats.
  let misses = 0;
  while (urls.size < count && misses < count * 50) {
    let roll = next();
    const kind = kinds.find(([share]) => (roll -= share) < 0)?.[1] ?? carsUrl;
    const url = kind();
    if (urls.has(url)) misses += 1;
    else urls.add(url);
  }
  return [...urls];
}

interface Run {
  label: string;
  renders: number;
  perSecond: number;
  p50: number;
  p99: number;
  cpuMsPerRender: number;
  errors: number;
  rssAfterMb: number;
}

async function renderAll(label: string, pid: number, urls: string[]): Promise<Run> {
  let nextUrl = 0;
  const cpuBefore = cpuMsOf(pid);
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    amount: urls.length,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: urls[nextUrl++ % urls.length]! }),
      },
    ],
  });
  const cpuMs = cpuMsOf(pid) - cpuBefore;
  const renders = result.requests.total;
  const run: Run = {
    label,
    renders,
    perSecond: renders / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRender: cpuMs / renders,
    // 404s are real answers of pages (e.g. a company page past its last page): only 5xx count.
    errors: result.errors + result.timeouts + (result['5xx'] ?? 0),
    rssAfterMb: rssMbOf(pid),
  };
  process.stderr.write(
    `${label}: ${run.perSecond.toFixed(0)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.cpuMsPerRender.toFixed(1)} ms CPU/render (load ${load()})\n`,
  );
  return run;
}

let profileCount = 0;

/** The server as `npm start` runs it: NODE_ENV unset, the apps built when stale. */
async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const nodeArgs = CPU_PROF
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${CPU_PROF}`,
        `--cpu-prof-name=render-${++profileCount}.cpuprofile`,
      ]
    : [];
  const child = startAsNpmStart(
    {
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      LOG_LEVEL: 'warn',
      SIGN_UPS_PER_HOUR: '1000',
      ...env,
    },
    nodeArgs,
  );
  await waitForLine(child, /running at/, 600_000);
  return child;
}

/** RSS once the server has been idle for a few seconds after start. */
async function idleRssMb(child: ChildProcess): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return rssMbOf(child.pid!);
}

/** Some renders of every page type before measuring: JIT, page chunks loaded, facet index. */
async function warmUp(urls: string[]) {
  for (const url of urls) await fetch(BASE + url).then((response) => response.arrayBuffer());
}

async function scratchDatabase(): Promise<{
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-render-'));
  if (!DATABASE_URL) {
    if (CARS) {
      const knex = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      await fillCatalogue(knex, CARS);
      await knex.destroy();
    }
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  // Named after the database given, so that the scratch database is recognisably its.
  const name = `${new URL(DATABASE_URL).pathname.slice(1) || 'bench'}_render_${process.pid}`;
  const admin = knexFactory({ client: 'pg', connection: DATABASE_URL, pool: { min: 0, max: 1 } });
  await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
  await admin.raw('CREATE DATABASE ??', [name]);
  const url = Object.assign(new URL(DATABASE_URL), { pathname: `/${name}` }).toString();
  if (CARS) {
    const knex = await openDatabase({ databaseUrl: url });
    await fillCatalogue(knex, CARS);
    await knex.destroy();
  }
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url, SEED_DEMO: 'true' },
    drop: async () => {
      await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
      await admin.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  console.log(
    `bench:render on ${DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${URLS} distinct page URLs, ${CONNECTIONS} connections, load ${load()}`,
  );
  const scratch = await scratchDatabase();
  const memory: [string, number][] = [];
  const runs: Run[] = [];
  try {
    // First start: migrates and seeds the demo market.
    let server = await startServer(scratch.env);
    memory.push(['idle after the first start (seeded)', await idleRssMb(server)]);
    const urls = await distinctPageUrls(URLS);
    await stop(server);

    const warmUrls = [
      '/',
      '/cars',
      '/cars/with-driver',
      '/companies',
      urls.find((url) => /^\/cars\/\d+$/.test(url))!,
      urls.find((url) => url.startsWith('/category/'))!,
      urls.find((url) => url.startsWith('/location/'))!,
      urls.find((url) => url.startsWith('/companies/'))!,
    ].filter(Boolean);

    for (const [label, cacheSeconds] of [
      ['caches as shipped', undefined],
      ['caches off', '0'],
    ] as const) {
      server = await startServer({
        ...scratch.env,
        ...(cacheSeconds !== undefined && { SEARCH_CACHE_SECONDS: cacheSeconds }),
      });
      try {
        memory.push([`idle after a restart (${label})`, await idleRssMb(server)]);
        await warmUp([
          ...warmUrls,
          ...warmUrls.map((url) => `${url}${url.includes('?') ? '&' : '?'}utm_source=warm`),
        ]);
        runs.push(await renderAll(`distinct pages, ${label}`, server.pid!, urls));
        if (cacheSeconds === '0') {
          const homeUrls = Array.from({ length: HOME_RENDERS }, (_, i) => `/?utm_source=${i}`);
          runs.push(await renderAll(`home page, ${label}`, server.pid!, homeUrls));
        }
        memory.push([`after the renders (${label})`, rssMbOf(server.pid!)]);
      } finally {
        await stop(server);
      }
    }
  } finally {
    await scratch.drop();
  }

  console.log(
    `\nrun (load ${load()})`.padEnd(42),
    'renders  req/s   p50 ms  p99 ms  CPU ms/render',
  );
  for (const run of runs) {
    console.log(
      run.label.padEnd(41),
      String(run.renders).padStart(7),
      run.perSecond.toFixed(0).padStart(6),
      String(run.p50).padStart(8),
      String(run.p99).padStart(7),
      run.cpuMsPerRender.toFixed(1).padStart(14),
      run.errors ? ` ${run.errors} errors` : '',
    );
  }
  console.log('\nserver memory (RSS)');
  for (const [label, mb] of memory) console.log(`  ${label.padEnd(44)} ${mb.toFixed(0)} MB`);

  const missed: string[] = [];
  for (const run of runs) {
    if (run.errors) missed.push(`${run.label}: ${run.errors} failed requests`);
    if (run.cpuMsPerRender > BUDGETS.cpuMsPerRender)
      missed.push(
        `${run.label}: ${run.cpuMsPerRender.toFixed(1)} ms CPU per render > ${BUDGETS.cpuMsPerRender}`,
      );
    if (run.perSecond < BUDGETS.rendersPerSecond)
      missed.push(`${run.label}: ${run.perSecond.toFixed(0)} req/s < ${BUDGETS.rendersPerSecond}`);
  }
  for (const [label, mb] of memory) {
    if (label.startsWith('idle') && mb > BUDGETS.idleRssMb)
      missed.push(`RSS ${label}: ${mb.toFixed(0)} MB > ${BUDGETS.idleRssMb} MB`);
  }
  if (missed.length) {
    console.log(`\nOver budget:\n  ${missed.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nAll within budget.');
  }
}

await main();
