/**
 * `npm run bench:search`: the catalogue search under a long tail of distinct searches.
 *
 * For each database engine (PostgreSQL when BENCH_DATABASE_URL is set, and embedded PGlite) and
 * each size (BENCH_SIZES, default 1,000 and 100,000 cars; add 1000000 on request): a scratch
 * database filled with the demo market grown or cut to the size; the search index built in this
 * process to time it and weigh it; a search that finds nothing timed in process, with its SQL
 * statements counted (must be none); then the real server in its own process
 * (NODE_ENV=production) under autocannon over loopback with thousands of distinct searches
 * (build/bench/searchWorkload.ts), each request the next search of the list: once with the
 * answer cache OFF (SEARCH_CACHE_SECONDS=0: every search is computed) and once as shipped,
 * followed by 25 searches repeated (answered from the cache: the cached ratio's run); and a bare Koa hello-world in the same run for the ratio. Prints a table and the budgets, and
 * exits 1 when one is missed.
 *
 * Listing impressions (issue 22): the app in this process, one search at a time, every other one
 * with the recording of impressions on (`listingEvents.enabled`), each a first page of up to 60
 * cars from a visitor of its own (nothing deduped in memory). The difference of the two p99s must
 * stay under 1 ms; the batches' writing time per recorded search is printed beside it (on PGlite
 * it runs on the server's thread, on PostgreSQL mostly in the database).
 *
 * Options: BENCH_SIZES, BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_SEARCHES (4000),
 * BENCH_ENGINES (postgres,pglite; postgres needs BENCH_DATABASE_URL), BENCH_PORT (4100: the
 * server; +1 the bare Koa), BENCH_CPU_PROF=<dir> (the server's CPU profiles, one a run).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import knexFactory, { type Knex } from 'knex';
import { createApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { openDatabase } from '../../api/src/db/database';
import { createLogger } from '../../api/src/logger';
import { loadCarsQuery, searchCars } from '../../api/src/services/carSearch';
import { createFacetIndex, loadIndexedCars } from '../../api/src/services/facetIndex';
import { buildCatalogueIndex } from '../../api/src/services/searchIndex/catalogueIndex';
import { carFilterFromParams } from '../../core/rules/carSearchParams';
import { carSearchParamsSchema } from '../../core/schemas/carSearchParams';
import { fillCatalogue } from './catalogue';
import { longTailSearches } from './searchWorkload';
import { startProcess, stop, waitForLine } from './serverProcess';

const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEARCH_COUNT = Number(process.env.BENCH_SEARCHES ?? 4000);
const API_PORT = Number(process.env.BENCH_PORT ?? 4100);
const CPU_PROF = process.env.BENCH_CPU_PROF;
const BARE_PORT = API_PORT + 1;
const ENGINES = (
  process.env.BENCH_ENGINES ?? (process.env.BENCH_DATABASE_URL ? 'postgres,pglite' : 'pglite')
).split(',') as ('postgres' | 'pglite')[];

/** The targets of issue 16 (uncached = answer cache off). */
const BUDGET = {
  uncachedP99Ms: 15,
  uncachedRps: 1000,
  /** Sizes from which the absolute budgets above apply (they are set at 100,000 cars). */
  absoluteFromSize: 100_000,
  uncachedRatio: 0.1,
  /** A repeated search, answered from the cache. */
  cachedRatio: 0.5,
  p50Growth: 1.5,
  emptySearchMs: 2,
  /** What recording a search's impressions may add to its p99 (issue 22). */
  recordingP99Ms: 1,
};

/** Searches with impressions recorded and without: one request at a time, in process. */
interface RecordingCost {
  requests: number;
  /** The batches' writing time (in the background) per recorded search, and its car-events. */
  writeMsPerSearch: number;
  carEvents: number;
  off: { p50: number; p99: number };
  on: { p50: number; p99: number };
}

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  mean: number;
  errors: number;
  /** Server CPU ms per request, requests one at a time (see `cpuPerRequest`). */
  cpuMs: number;
}

interface SizeResult {
  engine: string;
  size: number;
  cars: number;
  load: number;
  build: number;
  indexMb: number;
  heapMb: number;
  emptyP50: number;
  emptyP99: number;
  emptySql: number;
  recording: RecordingCost;
  uncached: Measured;
  /** Only the searches with trip dates, cache OFF. */
  dated: Measured;
  cached: Measured;
  /** The same 25 searches again and again, as shipped: answers from the cache. */
  repeated: Measured;
  bare: Measured;
}

async function hammer(port: number, urls: string[], pid: number | undefined): Promise<Measured> {
  const cpuMs = await cpuPerRequest(pid, port, urls.slice(Math.floor(urls.length / 2)));
  // Each request takes the next search of the list, whichever connection sends it: the
  // connections do not replay one another's searches (which an answer cache would serve).
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: DURATION,
    // As a browser asks: compressed answers welcome.
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: urls[next++ % urls.length]! }),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    errors: result.errors + result.non2xx + result.timeouts,
    cpuMs,
  };
}

/** CPU time (user + system) a process has used, from /proc (Linux), in ms; NaN elsewhere. */
function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  } catch {
    return Number.NaN;
  }
}

/**
 * Server CPU per request: `count` requests one after another, the server process's CPU time
 * divided by them. Less moved by a busy machine than throughput (other processes take turns,
 * they do not add to this one's CPU time), so it is the figure to compare between runs.
 */
async function cpuPerRequest(pid: number | undefined, port: number, urls: string[], count = 1000) {
  const before = cpuMsOf(pid);
  for (let i = 0; i < count; i += 1) {
    await fetch(`http://127.0.0.1:${port}${urls[i % urls.length]}`, {
      headers: { 'accept-encoding': 'gzip' },
    }).then((r) => r.arrayBuffer());
  }
  return (cpuMsOf(pid) - before) / count;
}

async function createScratch(
  engine: 'postgres' | 'pglite',
  size: number,
): Promise<{ env: Record<string, string>; open: () => Promise<Knex>; drop: () => Promise<void> }> {
  if (engine === 'postgres') {
    const base = process.env.BENCH_DATABASE_URL;
    if (!base) throw new Error('BENCH_ENGINES=postgres needs BENCH_DATABASE_URL');
    const name = `${new URL(base).pathname.slice(1) || 'bench'}_search_${size}_${process.pid}`;
    const admin = knexFactory({ client: 'pg', connection: base, pool: { min: 0, max: 1 } });
    await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
    await admin.raw('CREATE DATABASE ??', [name]);
    const url = Object.assign(new URL(base), { pathname: `/${name}` }).toString();
    return {
      env: { DATABASE_URL: url },
      open: () => openDatabase({ databaseUrl: url }),
      drop: async () => {
        await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
        await admin.destroy();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-search-${size}-`));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openDatabase({ dataDir: path.join(dataDir, 'db') }),
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** The index built here as the server builds it: load time, build time, weight. */
async function measureIndex(knex: Knex) {
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let started = performance.now();
  const rows = await loadIndexedCars(knex);
  const load = performance.now() - started;
  started = performance.now();
  const index = await buildCatalogueIndex(rows);
  const build = performance.now() - started;
  rows.length = 0;
  global.gc?.();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  return { load, build, indexMb: index.bytes / 2 ** 20, heapMb, cars: index.size };
}

/** Searches that find nothing, in process: their time, and SQL statements (there must be none). */
async function measureEmptySearches(knex: Knex, urls: string[]) {
  const facets = createFacetIndex(knex, 3600);
  const search = async (url: string) => {
    const params = carSearchParamsSchema.parse(
      Object.fromEntries(new URL(url, 'http://x').searchParams),
    );
    return searchCars(knex, facets, {
      filter: carFilterFromParams(params),
      sort: params.sort ?? 'relevance',
      page: params.page ?? 1,
      pageSize: params.pageSize ?? 24,
    });
  };
  await search(urls[0]!); // builds the index
  let statements = 0;
  const count = () => {
    statements += 1;
  };
  knex.on('query', count);
  const times: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const url of urls) {
      const started = performance.now();
      const answer = await search(url);
      times.push(performance.now() - started);
      if (answer.total !== 0) throw new Error(`${url} was meant to find nothing`);
    }
  }
  knex.off('query', count);
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), statements };
}

// 5,000 a side: the p99 is then the 50th slowest of each, not the 15th. Young-generation
// collections stall recorded and unrecorded searches alike every few hundred ms, and with 1,500
// a side their luck alone moved the difference of the p99s by 1-3 ms from run to run.
const RECORDING_SEARCHES = Number(process.env.BENCH_RECORDING_SEARCHES ?? 10_000);
const RENTER_BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function measureRecordingCost(knex: Knex, urls: string[]): Promise<RecordingCost> {
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    // Every search computed: the recording's share is measured against the real work.
    SEARCH_CACHE_SECONDS: '0',
    TRUST_PROXY_HOPS: '1',
    SESSION_SECRET: 'bench-session-secret-of-at-least-32-chars',
    LOG_LEVEL: 'warn',
  });
  const app = createApp({ config, knex, logger: createLogger('warn') });
  const { listingEvents, catalogue, mail } = app.context.deps;
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Full pages: 60 impressions a search.
  const pages = urls.map((url) => {
    const full = new URL(url, 'http://x');
    full.searchParams.set('pageSize', '60');
    // A first page: 60 per page reach the listing's paging limit sooner than 24 do.
    full.searchParams.delete('page');
    return `${full.pathname}${full.search}`;
  });
  let request = 0;
  const search = async () => {
    const url = pages[request % pages.length]!;
    const visitor = `10.${(request >> 16) & 255}.${(request >> 8) & 255}.${request & 255}`;
    request += 1;
    const started = performance.now();
    const response = await fetch(`${base}${url}`, {
      headers: { 'user-agent': RENTER_BROWSER, 'x-forwarded-for': visitor },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return performance.now() - started;
  };
  const times = { on: [] as number[], off: [] as number[] };
  try {
    await catalogue.facets.warm();
    listingEvents.enabled = false;
    for (let i = 0; i < 200; i += 1) await search(); // JIT and index warm
    // Paired: every other search is recorded, so the machine's load drifts alike on both sides.
    // The batches are written in the background meanwhile and slow whichever search is in
    // flight (their time is reported apart: `writeMsPerSearch`).
    for (let i = 0; i < RECORDING_SEARCHES; i += 1) {
      const mode = i % 2 === 0 ? 'on' : 'off';
      listingEvents.enabled = mode === 'on';
      times[mode].push(await search());
    }
    await listingEvents.flush();
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await listingEvents.close();
    await catalogue.close();
    mail.transport.close();
  }
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  };
  return {
    requests: times.on.length + times.off.length,
    writeMsPerSearch: listingEvents.written.ms / times.on.length,
    carEvents: listingEvents.written.carEvents,
    off: stats(times.off),
    on: stats(times.on),
  };
}

async function explainPageLoad(knex: Knex) {
  const rows = (await knex('cars').select('id').orderBy('id', 'desc').limit(24)) as {
    id: number;
  }[];
  const { sql, bindings } = loadCarsQuery(
    knex,
    rows.map((row) => row.id),
  ).toSQL();
  const result = await knex.raw(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, bindings as never);
  const lines = ((result.rows ?? result) as Record<string, string>[]).map(
    (row) => Object.values(row)[0]!,
  );
  console.log('\nThe one SQL statement of a search (a page of 24 cars by id), EXPLAIN ANALYZE:');
  for (const line of lines) console.log(`   ${line}`);
}

async function serve(env: Record<string, string>, cacheSeconds: string) {
  const api = startProcess(
    'api/src/server.ts',
    {
      ...env,
      PORT: String(API_PORT),
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-session-secret-bench-session-secret',
      SEARCH_CACHE_SECONDS: cacheSeconds,
      LOG_LEVEL: 'warn',
    },
    CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [],
  );
  await waitForLine(api, /running at/);
  return api;
}

async function runSize(
  barePid: number | undefined,
  engine: 'postgres' | 'pglite',
  size: number,
  searches: ReturnType<typeof longTailSearches>,
): Promise<SizeResult> {
  const scratch = await createScratch(engine, size);
  try {
    const knex = await scratch.open();
    let started = Date.now();
    const total = await fillCatalogue(knex, size);
    console.log(
      `\n[${engine}] ${total.toLocaleString('en')} cars ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const index = await measureIndex(knex);
    console.log(
      `[${engine}] index of ${index.cars.toLocaleString('en')} public cars: load ${index.load.toFixed(0)} ms + build ${index.build.toFixed(0)} ms, arrays ${index.indexMb.toFixed(1)} MB, heap ${index.heapMb.toFixed(1)} MB`,
    );
    const empty = await measureEmptySearches(knex, searches.empty.slice(0, 40));
    const recording = await measureRecordingCost(knex, searches.all);
    console.log(
      `[${engine}] ${size} impressions recorded: p50 ${recording.on.p50.toFixed(2)} ms, p99 ${recording.on.p99.toFixed(2)} ms; not recorded: p50 ${recording.off.p50.toFixed(2)} ms, p99 ${recording.off.p99.toFixed(2)} ms; ${recording.carEvents.toLocaleString('en')} impressions written in batches, ${recording.writeMsPerSearch.toFixed(2)} ms of writing per search`,
    );
    if (size === Math.max(...SIZES)) await explainPageLoad(knex);
    await knex.destroy();

    const measured: Record<'uncached' | 'cached', Measured> = {} as never;
    let repeated!: Measured;
    let dated!: Measured;
    for (const [run, cacheSeconds] of [
      ['uncached', '0'],
      ['cached', '15'],
    ] as const) {
      const api = await serve(scratch.env, cacheSeconds);
      try {
        started = Date.now();
        // The first search builds the index; the next ones warm the JIT.
        await fetch(`http://127.0.0.1:${API_PORT}/api/cars`).then((r) => r.arrayBuffer());
        for (const url of searches.all.slice(-200)) {
          await fetch(`http://127.0.0.1:${API_PORT}${url}`).then((r) => r.arrayBuffer());
        }
        measured[run] = await hammer(API_PORT, searches.all, api.pid);
        console.log(
          `[${engine}] ${size} ${run}: ${measured[run].requestsPerSecond.toFixed(0)} req/s, p50 ${measured[run].p50} ms, p99 ${measured[run].p99} ms (load ${os.loadavg()[0]!.toFixed(2)})`,
        );
        if (run === 'uncached') {
          dated = await hammer(API_PORT, searches.dated, api.pid);
          console.log(
            `[${engine}] ${size} with dates, uncached: ${dated.requestsPerSecond.toFixed(0)} req/s, p50 ${dated.p50} ms, p99 ${dated.p99} ms`,
          );
        }
        if (run === 'cached') {
          // The popular searches (home rows, landing pages): each answered from the cache after
          // its first time.
          repeated = await hammer(API_PORT, searches.all.slice(0, 25), api.pid);
          console.log(
            `[${engine}] ${size} repeated: ${repeated.requestsPerSecond.toFixed(0)} req/s, p50 ${repeated.p50} ms, p99 ${repeated.p99} ms`,
          );
        }
      } finally {
        await stop(api);
      }
    }
    const bare = await hammer(BARE_PORT, ['/'], barePid);
    return {
      engine,
      size,
      cars: index.cars,
      load: index.load,
      build: index.build,
      indexMb: index.indexMb,
      heapMb: index.heapMb,
      emptyP50: empty.p50,
      emptyP99: empty.p99,
      emptySql: empty.statements,
      recording,
      ...measured,
      dated,
      repeated,
      bare,
    };
  } finally {
    await scratch.drop();
  }
}

function report(results: SizeResult[]): string[] {
  const missed: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) missed.push(what);
    return ok ? 'ok' : 'MISSED';
  };
  console.log(
    `\nCatalogue search, ${SEARCH_COUNT} distinct searches, ${CONNECTIONS} connections, ${DURATION} s a run, ${os.cpus().length} cores, Node ${process.version}, load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const header =
    'engine    cars       run                  req/s   p50 ms  p99 ms  mean ms  errors  ÷ bare   CPU ms/req';
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const r of results) {
    for (const [label, m] of [
      ['search, cache OFF', r.uncached],
      ['dates, cache OFF', r.dated],
      ['search, as shipped', r.cached],
      ['repeated, cache hit', r.repeated],
      ['bare Koa', r.bare],
    ] as const) {
      const ratio = m === r.bare ? '' : (m.requestsPerSecond / r.bare.requestsPerSecond).toFixed(3);
      console.log(
        `${r.engine.padEnd(9)} ${r.cars.toLocaleString('en').padStart(9)}  ${label.padEnd(19)} ${m.requestsPerSecond.toFixed(0).padStart(6)} ${String(m.p50).padStart(8)} ${String(m.p99).padStart(7)} ${m.mean.toFixed(2).padStart(8)} ${String(m.errors).padStart(7)}  ${ratio.padStart(6)}  ${m.cpuMs.toFixed(3).padStart(10)}`,
      );
    }
  }
  console.log(
    '\nengine    cars       index load ms  build ms  arrays MB  heap MB   nothing-found p50/p99 ms  SQL',
  );
  for (const r of results) {
    console.log(
      `${r.engine.padEnd(9)} ${r.cars.toLocaleString('en').padStart(9)}  ${r.load.toFixed(0).padStart(13)} ${r.build.toFixed(0).padStart(9)} ${r.indexMb.toFixed(1).padStart(10)} ${r.heapMb.toFixed(1).padStart(8)}   ${`${r.emptyP50.toFixed(3)} / ${r.emptyP99.toFixed(3)}`.padStart(24)}  ${r.emptySql}`,
    );
  }

  console.log(
    '\nengine    cars       impressions of a search (60 cars), one at a time   p50 ms   p99 ms',
  );
  for (const r of results) {
    for (const [label, m] of [
      ['not recorded', r.recording.off],
      ['recorded', r.recording.on],
    ] as const) {
      console.log(
        `${r.engine.padEnd(9)} ${r.cars.toLocaleString('en').padStart(9)}  ${label.padEnd(48)} ${m.p50.toFixed(2).padStart(7)} ${m.p99.toFixed(2).padStart(8)}`,
      );
    }
  }

  console.log('\nBudgets:');
  for (const r of results) {
    const at = `${r.engine} ${r.cars.toLocaleString('en')}`;
    const line = (what: string, value: string, ok: boolean) =>
      console.log(
        `  ${at.padEnd(18)} ${what.padEnd(44)} ${value.padStart(12)}  ${check(ok, `${at}: ${what} ${value}`)}`,
      );
    if (r.size >= BUDGET.absoluteFromSize) {
      line(
        `p99 cache OFF ≤ ${BUDGET.uncachedP99Ms} ms`,
        `${r.uncached.p99} ms`,
        r.uncached.p99 <= BUDGET.uncachedP99Ms,
      );
      line(
        `p99 with dates, cache OFF ≤ ${BUDGET.uncachedP99Ms} ms`,
        `${r.dated.p99} ms`,
        r.dated.p99 <= BUDGET.uncachedP99Ms,
      );
      line(
        `req/s cache OFF ≥ ${BUDGET.uncachedRps}`,
        r.uncached.requestsPerSecond.toFixed(0),
        r.uncached.requestsPerSecond >= BUDGET.uncachedRps,
      );
    }
    const ratio = (m: Measured) => m.requestsPerSecond / r.bare.requestsPerSecond;
    line(
      `÷ bare Koa, cache OFF ≥ ${BUDGET.uncachedRatio}`,
      ratio(r.uncached).toFixed(3),
      ratio(r.uncached) >= BUDGET.uncachedRatio,
    );
    line(
      `÷ bare Koa, repeated (cache hit) ≥ ${BUDGET.cachedRatio}`,
      ratio(r.repeated).toFixed(3),
      ratio(r.repeated) >= BUDGET.cachedRatio,
    );
    line(
      `nothing found ≤ ${BUDGET.emptySearchMs} ms (p50, in process)`,
      `${r.emptyP50.toFixed(3)} ms`,
      r.emptyP50 <= BUDGET.emptySearchMs,
    );
    line('nothing found: SQL statements = 0', String(r.emptySql), r.emptySql === 0);
    const added = r.recording.on.p99 - r.recording.off.p99;
    line(
      `recording impressions adds ≤ ${BUDGET.recordingP99Ms} ms to p99`,
      `${added.toFixed(2)} ms`,
      added <= BUDGET.recordingP99Ms,
    );
    line(
      'errors = 0',
      String(r.uncached.errors + r.cached.errors + r.repeated.errors),
      r.uncached.errors + r.cached.errors + r.repeated.errors === 0,
    );
  }
  for (const engine of ENGINES) {
    const rows = results.filter((r) => r.engine === engine).sort((a, b) => a.size - b.size);
    for (let i = 1; i < rows.length; i += 1) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      const growth = b.uncached.p50 / Math.max(a.uncached.p50, 1);
      console.log(
        `  ${engine.padEnd(18)} ${`p50 growth cache OFF ${a.cars.toLocaleString('en')} → ${b.cars.toLocaleString('en')} ≤ ${BUDGET.p50Growth}`.padEnd(44)} ${`${growth.toFixed(2)} ×`.padStart(12)}  ${check(growth <= BUDGET.p50Growth, `${engine}: p50 growth ${a.size} → ${b.size} ${growth.toFixed(2)} ×`)}`,
      );
    }
  }
  return missed;
}

async function main() {
  const searches = longTailSearches(SEARCH_COUNT);
  console.log(
    `${searches.all.length} distinct searches (${searches.empty.length} that find nothing, ${searches.dated.length} with dates), e.g.:\n  ${searches.all.slice(1, 6).join('\n  ')}`,
  );
  const bare = startProcess('build/bench/helloKoa.ts', { PORT: String(BARE_PORT) });
  await waitForLine(bare, /ready/);
  const results: SizeResult[] = [];
  try {
    for (const engine of ENGINES) {
      for (const size of SIZES) results.push(await runSize(bare.pid, engine, size, searches));
    }
  } finally {
    await stop(bare);
  }
  const missed = report(results);
  if (missed.length > 0) {
    console.log(`\n${missed.length} budget(s) missed:\n  ${missed.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nEvery budget met.');
}

await main();
