/**
 * `npm run bench:memory`: the server's memory when idle, as `npm start` runs it (the apps and the
 * server bundle built when stale, then dist/api/server.mjs with NODE_ENV unset) on a fresh embedded database with the demo market.
 * The resident set (RSS, from /proc) 10 s after it says it is running, after the first start
 * (which seeds the demo data, in a child process) and after BENCH_RUNS (2) restarts on that
 * database. Fails (exit 1) when one is over the budget (issue 16: 300 MB). BENCH_PORT (3985).
 * Where the memory goes: docs/performance.md, "Memory".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAsNpmStart, stop, waitForLine } from './serverProcess';

const PORT = Number(process.env.BENCH_PORT ?? 3985);
const RESTARTS = Number(process.env.BENCH_RUNS ?? 2);
const IDLE_MS = 10_000;
const BUDGET_MB = 300;

function rssMbOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function idleRss(dataDir: string): Promise<number> {
  const server = startAsNpmStart({
    PORT: String(PORT),
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  });
  try {
    await waitForLine(server, /running at/, 600_000);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return rssMbOf(server.pid!);
  } finally {
    await stop(server);
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
const figures: [string, number][] = [];
try {
  figures.push(['first start (seeds the demo data)', await idleRss(dataDir)]);
  for (let run = 1; run <= RESTARTS; run += 1) {
    figures.push([`restart ${run}`, await idleRss(dataDir)]);
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const load = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(', ');
console.log(
  `server memory idle (RSS ${IDLE_MS / 1000} s after start), embedded PGlite, load ${load}`,
);
for (const [label, mb] of figures) console.log(`  ${label.padEnd(36)} ${mb.toFixed(0)} MB`);
const over = figures.filter(([, mb]) => mb > BUDGET_MB);
if (over.length) {
  console.log(`\nOver the ${BUDGET_MB} MB budget: ${over.map(([label]) => label).join(', ')}`);
  process.exitCode = 1;
} else {
  console.log(`\nAll within the ${BUDGET_MB} MB budget.`);
}
