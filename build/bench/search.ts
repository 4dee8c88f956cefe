/**
 * `npm run bench:search`: the catalogue search under load, at 1,000 and at 100,000 cars.
 *
 * For each size: a scratch database (PostgreSQL when BENCH_DATABASE_URL is set, else embedded),
 * filled with the demo market and grown or cut to the size; the real server in its own process;
 * autocannon over loopback with a mix of realistic searches (filters, text, sorts, deep pages),
 * once with the catalogue cache as shipped and once with it off; and a bare Koa hello-world in
 * the same run as the baseline. Prints requests/s, p50 and p99, and the ratio to bare Koa, then
 * the EXPLAIN plans of typical queries at the larger size.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import knexFactory, { type Knex } from 'knex';
import { openDatabase } from '../../api/src/db/database';
import { facetQuery, pageQuery } from '../../api/src/services/carSearch';
import { fillCatalogue } from './catalogue';
import { startProcess, stop, waitForLine } from './serverProcess';
import { carFilterFromParams } from '../../core/rules/carSearchParams';
import { carSearchParamsSchema } from '../../core/schemas/carSearchParams';

const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const API_PORT = 3981;
const BARE_PORT = 3982;

/** What renters ask: the site's links, hero searches, text, sorts and deep pages. */
const SEARCHES = [
  '/api/cars',
  '/api/cars?type=suv',
  '/api/cars?type=sports&sort=price_desc',
  '/api/cars?type=long-term',
  '/api/cars?carType=driver',
  '/api/cars?emirate=dubai&type=luxury&budget=2500',
  '/api/cars?emirate=sharjah&sort=price_asc',
  '/api/cars?service=airport',
  '/api/cars?category=luxury-car-rental-dubai',
  '/api/cars?category=cheap-car-rental-dubai&sort=price_asc',
  '/api/cars?category=affordable-car-rental-dubai',
  '/api/cars?category=luxury-%26-sports-cars',
  '/api/cars?category=suvs-for-rent-in-dubai',
  '/api/cars?category=7-seater-car-rental-dubai',
  '/api/cars?brand=toyota&budget=300',
  '/api/cars?brand=mercedes&sort=newest',
  '/api/cars?query=lambo',
  '/api/cars?query=merc',
  '/api/cars?query=toyta%20camry',
  '/api/cars?query=patrol&emirate=dubai',
  '/api/cars?query=range%20rover&sort=price_asc',
  '/api/cars?noDeposit=true&type=suv',
  '/api/cars?sort=price_asc&page=40',
  '/api/cars?type=suv&sort=newest&page=25',
  '/api/cars?emirate=dubai&page=100&pageSize=24',
];

interface Measured {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(label: string, urls: string[], port: number): Promise<Measured> {
  // Warm up: every URL once, so both runs measure steady state.
  for (const url of urls)
    await fetch(`http://127.0.0.1:${port}${url}`).then((r) => r.arrayBuffer());
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: DURATION,
    // As a browser asks: compressed answers welcome.
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: urls.map((url) => ({ method: 'GET', path: url })),
  });
  const errors = result.errors + result.non2xx + result.timeouts;
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
}

async function createScratch(
  size: number,
): Promise<{ env: Record<string, string>; open: () => Promise<Knex>; drop: () => Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL;
  if (base) {
    const name = `bench_${size}_${process.pid}`;
    const admin = knexFactory({ client: 'pg', connection: base, pool: { min: 0, max: 1 } });
    await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
    await admin.raw('CREATE DATABASE ??', [name]);
    const url = Object.assign(new URL(base), { pathname: `/${name}` }).toString();
    return {
      env: { DATABASE_URL: url },
      open: () => openDatabase({ databaseUrl: url }),
      drop: async () => {
        await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
        await admin.destroy();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${size}-`));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openDatabase({ dataDir: path.join(dataDir, 'db') }),
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function explainPlans(knex: Knex) {
  const typical = [
    '',
    'type=suv',
    'emirate=dubai&type=luxury&budget=2500',
    'query=lambo',
    'query=toyta%20camry',
    'category=cheap-car-rental-dubai&sort=price_asc',
    'sort=price_asc&page=40',
  ];
  await knex.raw('VACUUM ANALYZE cars');
  console.log('\nEXPLAIN ANALYZE of the queries of typical searches at this size:');
  for (const query of typical) {
    const params = carSearchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const search = {
      filter: carFilterFromParams(params),
      sort: params.sort ?? ('relevance' as const),
      page: params.page ?? 1,
      pageSize: params.pageSize ?? 24,
    };
    // Without free text the server counts facets from memory (services/facetIndex.ts).
    const queries = search.filter.text
      ? ([
          ['page', pageQuery(knex, search)],
          ['facets', facetQuery(knex, search.filter)],
        ] as const)
      : ([['page', pageQuery(knex, search)]] as const);
    for (const [name, qb] of queries) {
      const { sql, bindings } = qb.toSQL();
      const result = await knex.raw(
        `EXPLAIN (ANALYZE, COSTS OFF) ${sql}`,
        bindings as Knex.RawBinding[],
      );
      const lines = (result.rows as Record<string, string>[]).map((row) => Object.values(row)[0]!);
      const seqScan = lines.some((line) => /Seq Scan on cars/.test(line));
      const time = lines.find((line) => line.startsWith('Execution Time'));
      console.log(
        `\n-- /api/cars?${query} (${name}) ${time ?? ''}${seqScan ? '  ** sequential scan of cars **' : ''}`,
      );
      for (const line of lines) console.log(`   ${line}`);
    }
  }
}

const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(9);

async function main() {
  const bare = startProcess('build/bench/helloKoa.ts', { PORT: String(BARE_PORT) });
  await waitForLine(bare, /ready/);
  const rows: { size: number; runs: Measured[] }[] = [];
  try {
    for (const size of SIZES) {
      const scratch = await createScratch(size);
      try {
        const knex = await scratch.open();
        const started = Date.now();
        const total = await fillCatalogue(knex, size);
        console.log(
          `${total.toLocaleString('en')} cars ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})`,
        );
        if (size === Math.max(...SIZES)) await explainPlans(knex);
        await knex.destroy();

        const runs: Measured[] = [];
        for (const [label, cacheSeconds] of [
          ['search (cache as shipped)', '15'],
          ['search (answer cache off)', '0'],
        ] as const) {
          const api = startProcess('api/src/server.ts', {
            ...scratch.env,
            PORT: String(API_PORT),
            NODE_ENV: 'production',
            SESSION_SECRET: 'bench-session-secret-bench-session-secret',
            SEARCH_CACHE_SECONDS: cacheSeconds,
            LOG_LEVEL: 'warn',
          });
          await waitForLine(api, /running at/);
          try {
            runs.push(await load(label, SEARCHES, API_PORT));
          } finally {
            await stop(api);
          }
        }
        runs.push(await load('bare Koa hello-world', ['/'], BARE_PORT));
        rows.push({ size, runs });
      } finally {
        await scratch.drop();
      }
    }
  } finally {
    await stop(bare);
  }

  console.log(
    `\nResults (${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} cores, Node ${process.version}):`,
  );
  console.log(
    'cars      run                          req/s    p50 ms    p99 ms  errors   vs bare Koa',
  );
  for (const { size, runs } of rows) {
    const bareRun = runs.find((r) => r.label.startsWith('bare'))!;
    for (const run of runs) {
      const ratio =
        run === bareRun
          ? ''
          : `${((run.requestsPerSecond / bareRun.requestsPerSecond) * 100).toFixed(0)} %`;
      console.log(
        `${String(size).padEnd(9)} ${run.label.padEnd(26)} ${fmt(run.requestsPerSecond, 0)} ${fmt(run.p50)} ${fmt(run.p99)} ${String(run.errors).padStart(7)}   ${ratio}`,
      );
    }
  }
  if (rows.length === 2) {
    const [small, large] = rows;
    for (const label of ['search (cache as shipped)', 'search (answer cache off)']) {
      const a = small!.runs.find((r) => r.label === label)!;
      const b = large!.runs.find((r) => r.label === label)!;
      console.log(
        `p50 growth ${label}: ${(b.p50 / Math.max(a.p50, 0.001)).toFixed(2)} × (${a.p50} ms → ${b.p50} ms)`,
      );
    }
  }
}

await main();
