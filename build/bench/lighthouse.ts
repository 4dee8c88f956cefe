/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset: emulated phone, simulated slow 4G and
 * CPU throttling) against the production build, served by the real server on a fresh embedded
 * database with the demo market, in Debian's Chromium. Prints per page the four category scores,
 * LCP, FCP, TBT, CLS and the bytes transferred, against the targets of docs/performance.md.
 *
 * BENCH_BASE_URL=http://host:port measures a server that is already running instead.
 * BENCH_RUNS=3 measures each page three times and prints the median run (by performance score)
 * with every run's figures; BENCH_REPORT_DIR=dir keeps each run's Lighthouse JSON there (the
 * lantern traces: render-blocking requests, critical chains, long tasks).
 * By default: home, /cars?type=suv, a car page and a location page, then /ar, /ar/cars?type=suv and
 * the Arabic car page (accessibility 100 asked of those). BENCH_PAGES=/,/cars measures those paths only. BENCH_PORT: the port of the server it starts.
 *
 * Exits 1 when any run (every run, not the median) misses a target: performance 100, TBT ≤ 50 ms,
 * LCP ≤ 1.8 s, CLS ≤ 0.05, accessibility and best practices ≥ 95, SEO 100.
 *
 * The CPU column is Lighthouse's benchmark index of the machine during the run. Its simulated
 * phone multiplies the main thread's observed tasks by four, so the blocking time follows the
 * host's speed: on our 2-core machines the index moves between ~800 and ~1,500 from run to run,
 * and TBT with it. Read TBT beside it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { projectRoot, startProcess, stop, waitForLine } from './serverProcess';

const PORT = Number(process.env.BENCH_PORT ?? 3983);
// Issue 16's budget: performance 100 and TBT ≤ 50 ms in every run (not only the median), read at
// a load average under 3 (the machine is shared; the load is printed with each page).
const TARGETS = { performance: 100, accessibility: 95, bestPractices: 95, seo: 100 };
const LIMITS = { lcpMs: 1800, cls: 0.05, tbtMs: 50 };

interface PageFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  kb: number;
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
}

async function firstCarPath(baseUrl: string): Promise<string> {
  const cars = (await (await fetch(`${baseUrl}/api/cars/featured`)).json()) as { id: number }[];
  if (!cars[0]) throw new Error('no public car to measure');
  return `/cars/${cars[0].id}`;
}

async function measure(
  url: string,
  port: number,
  page: string,
  reportFile?: string,
): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    kb: value('total-byte-weight') / 1024,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

/**
 * The run with the median performance score (a real run, so its figures belong together). A run
 * Lighthouse could not finish even when measured again (no metrics) is left out when others did.
 */
function median(runs: PageFigures[]): PageFigures {
  const finished = runs.filter((run) => Number.isFinite(run.lcpMs));
  const sorted = [...(finished.length ? finished : runs)].sort(
    (a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs,
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Issue 21 asks the Arabic pages for accessibility 100, not only the site's 95. */
const accessibilityTarget = (page: string) =>
  page === '/ar' || page.startsWith('/ar/') ? 100 : TARGETS.accessibility;

function misses(figures: PageFigures): string[] {
  const out: string[] = [];
  if (figures.performance < TARGETS.performance) out.push('performance');
  if (figures.accessibility < accessibilityTarget(figures.page)) out.push('accessibility');
  if (figures.bestPractices < TARGETS.bestPractices) out.push('best practices');
  if (figures.seo < TARGETS.seo) out.push('SEO');
  if (figures.lcpMs > LIMITS.lcpMs) out.push('LCP');
  if (figures.cls > LIMITS.cls) out.push('CLS');
  if (figures.tbtMs > LIMITS.tbtMs) out.push('TBT');
  return out;
}

function printTable(rows: PageFigures[]) {
  const header = [
    'page',
    'perf',
    'a11y',
    'best',
    'seo',
    'LCP ms',
    'FCP ms',
    'TBT ms',
    'CLS',
    'KB',
    'CPU',
    'misses',
  ];
  const lines = rows.map((r) => [
    r.page,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    r.lcpMs.toFixed(0),
    r.fcpMs.toFixed(0),
    r.tbtMs.toFixed(0),
    r.cls.toFixed(3),
    r.kb.toFixed(0),
    r.benchmarkIndex.toFixed(0),
    misses(r).join(', ') || '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

async function main() {
  let baseUrl = process.env.BENCH_BASE_URL;
  let server: ReturnType<typeof startProcess> | undefined;
  let dataDir: string | undefined;
  if (!baseUrl) {
    console.log('Building the production apps…');
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: projectRoot, stdio: 'inherit' });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
    baseUrl = `http://127.0.0.1:${PORT}`;
    server = startProcess('api/src/server.ts', {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
    });
    server.stderr?.pipe(process.stderr);
    await waitForLine(server, /running at/);
  }
  const carPath = await firstCarPath(baseUrl);
  const pages = process.env.BENCH_PAGES
    ? process.env.BENCH_PAGES.split(',')
    : [
        '/',
        '/cars?type=suv',
        carPath,
        '/location/car-rental-dubai-marina',
        // The same page types in Arabic (right to left, the Arabic font; issue 21).
        '/ar',
        '/ar/cars?type=suv',
        `/ar${carPath}`,
      ];
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
  const reportDir = process.env.BENCH_REPORT_DIR;
  if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
  const allRuns: PageFigures[] = [];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows: PageFigures[] = [];
  try {
    for (const page of pages) {
      // Once to warm the server's caches as a real visitor's predecessors would have.
      await fetch(baseUrl + page).then((r) => r.arrayBuffer());
      const measured: PageFigures[] = [];
      for (let run = 1; run <= runs; run++) {
        const reportFile = reportDir
          ? path.join(reportDir, `${page.replace(/[^a-z0-9]+/gi, '_')}-${run}.json`)
          : undefined;
        let figures = await measure(baseUrl + page, chrome.port, page, reportFile);
        // Lighthouse sometimes loses the trace (NO_NAVSTART: "run Lighthouse again"): twice more.
        for (let retry = 0; retry < 2 && !Number.isFinite(figures.lcpMs); retry++) {
          console.log(`${page} run ${run}: Lighthouse could not finish it, measuring again`);
          figures = await measure(baseUrl + page, chrome.port, page, reportFile);
        }
        measured.push(figures);
      }
      allRuns.push(...measured);
      rows.push(median(measured));
      console.log(`measured ${page} (load average ${os.loadavg()[0]!.toFixed(2)})`);
    }
  } finally {
    await chrome.kill();
    if (server) await stop(server);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nLighthouse ${'mobile'} (targets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, best practices ≥ ${TARGETS.bestPractices}, SEO ${TARGETS.seo}; LCP ≤ ${LIMITS.lcpMs} ms, CLS ≤ ${LIMITS.cls}, TBT ≤ ${LIMITS.tbtMs} ms)\n`,
  );
  if (runs > 1) {
    console.log(`Every run (${runs} a page):\n`);
    printTable(allRuns);
    console.log(`\nThe median run of each page (by performance score):\n`);
  }
  printTable(rows);
  const missed = allRuns.filter((run) => misses(run).length);
  console.log(
    missed.length
      ? `\n${missed.length} of ${allRuns.length} runs missed a target.`
      : `\nEvery run (${allRuns.length}) met every target.`,
  );
  process.exitCode = missed.length ? 1 : 0;
  console.log(
    `\nLoad average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

await main();
