/**
 * `npm run bench:site`: the JavaScript a visitor's browser really downloads, against the budgets of
 * docs/performance.md, and what a page fetches that nobody asked for.
 *
 * Builds both apps when their dist folders are older than the sources, starts the real server on
 * a fresh embedded database with the demo market (or measures BENCH_BASE_URL), and loads each
 * page in Debian's Chromium, a fresh browser context each (empty cache), as a visitor who does
 * nothing: it waits for the network to go quiet, then BENCH_IDLE_MS more (default 5 s, past every
 * `requestIdleCallback` timeout). For each page it prints:
 * - the JS files downloaded, in KB: as served (the encoded bytes on the wire: Brotli, since
 *   Chromium asks for it) and gzip -9 of the same files (the budget's measure, as the issue's
 *   figures are gzip);
 * - requests nobody asked for: scripts the server's HTML does not name (its boot script, entry and
 *   preloads; for the console, its index.html's) and any request other than an image started after
 *   the network first went quiet. A visitor who does nothing should fetch nothing more.
 *
 * The console's first load is measured signed out (/dashboard), signed in as the demo vendor
 * (/dashboard) and as the demo admin (/admin), each screen with its data settled. Exits 1 when a budget is exceeded or something unasked is
 * fetched.
 *
 * Options: BENCH_BASE_URL (a running server with the demo market), BENCH_PORT (the server this
 * script starts, default 3984), BENCH_IDLE_MS, BENCH_PAGES=/,/cars,/dashboard (only these; /dashboard means the console's three), BENCH_FILES=1 (list each page's files).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { newestSourceTime } from '../sourceTimes';
import { projectRoot, startProcess, stop, waitForLine } from './serverProcess';

/**
 * gzip KB of JS a page may download (issue #16's targets): home 100, every other public page 90,
 * the console's first load 200. It was held at 190 for a margin (it stood at 200.0 once); the
 * vendor's Overview analytics and the Arabic console then took it to 190.8, every vendor screen in
 * Arabic to 192.4, still within the issue.
 */
const BUDGET_KB = { home: 100, page: 90, console: 200 };
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 5000);
const PORT = Number(process.env.BENCH_PORT ?? 3984);
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
/** The console's signed-in first loads: each role landing on its home. */
const CONSOLE_HOMES = [
  { label: 'console /dashboard, vendor', email: 'vendor@demo.ae', path: '/dashboard' },
  { label: 'console /admin, admin', email: 'admin@demo.ae', path: '/admin' },
];

interface Download {
  url: string;
  /** Bytes on the wire (encoded body), as the browser reports them. */
  servedBytes: number;
  /** gzip -9 of the built file, when it is one of ours. */
  gzipBytes: number;
}

interface PageResult {
  label: string;
  budgetKb: number;
  scripts: Download[];
  unasked: string[];
}

function ensureBuild() {
  const stale = (dist: string, sources: string[]) => {
    const marker = path.join(projectRoot, dist);
    const builtAt = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
    return builtAt < newestSourceTime(projectRoot, sources);
  };
  if (
    stale('dist/public-site/.vite/manifest.json', ['public-site/src', 'public-site/public', 'core'])
  ) {
    console.log('Building the public site…');
    execFileSync('npm', ['run', '--silent', 'build:site'], { cwd: projectRoot, stdio: 'inherit' });
  }
  if (stale('dist/console/index.html', ['console/src', 'console/index.html', 'core'])) {
    console.log('Building the console…');
    execFileSync('npm', ['run', '--silent', 'build:console'], {
      cwd: projectRoot,
      stdio: 'inherit',
    });
  }
}

const gzipCache = new Map<string, number>();
/** gzip -9 of the built file a URL names (public site: /assets/…, console: /console/…). */
function gzipOf(url: string): number {
  const pathname = new URL(url).pathname;
  const file = pathname.startsWith('/console/')
    ? path.join(projectRoot, 'dist/console', pathname.slice('/console/'.length))
    : path.join(projectRoot, 'dist/public-site', pathname);
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
    gzipCache.set(file, size);
  }
  return size;
}

/** The scripts a public page's HTML asks for: its boot script, entry and preloads. */
function declaredBySite(html: string, base: string): Set<string> {
  const declared = new Set<string>();
  const boot = /<script[^>]*src="([^"]*boot\.js)"[^>]*>/.exec(html);
  if (!boot) return declared;
  declared.add(new URL(boot[1]!, base).href);
  const entry = /data-entry="([^"]*)"/.exec(boot[0])?.[1];
  const preload = /data-preload="([^"]*)"/.exec(boot[0])?.[1] ?? '';
  for (const href of [entry, ...preload.split(' ')].filter(Boolean))
    declared.add(new URL(href!, base).href);
  return declared;
}

/** The console's index.html: its module script and modulepreloads. */
function declaredByConsole(html: string, base: string): Set<string> {
  const declared = new Set<string>();
  for (const match of html.matchAll(
    /<(?:script[^>]*src|link[^>]*modulepreload[^>]*href)="([^"]*)"/g,
  ))
    declared.add(new URL(match[1]!, base).href);
  for (const match of html.matchAll(/<link[^>]*href="([^"]*)"[^>]*rel="modulepreload"/g))
    declared.add(new URL(match[1]!, base).href);
  return declared;
}

/**
 * Loads `url` in `context` as a visitor who does nothing, and returns what it downloaded. In the
 * console the screen's own lazy chunks are asked for by the route, so only what starts after the
 * network went quiet counts as unasked there.
 */
async function visit(
  context: BrowserContext,
  url: string,
  kind: 'site' | 'console',
): Promise<{ scripts: Download[]; unasked: string[] }> {
  const page: Page = await context.newPage();
  const started: { url: string; type: string; at: number }[] = [];
  const scripts: Promise<Download>[] = [];
  let settledAt = Number.POSITIVE_INFINITY;
  page.on('request', (request) =>
    started.push({ url: request.url(), type: request.resourceType(), at: Date.now() }),
  );
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      request.sizes().then((sizes) => ({
        url: request.url(),
        servedBytes: sizes.responseBodySize,
        gzipBytes: gzipOf(request.url()),
      })),
    );
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  const html = (await response?.text()) ?? '';
  await page.waitForLoadState('networkidle');
  // On a busy machine the console can be quiet on the network while it runs its entry; it has
  // settled when the sign-in form or a screen without a loading placeholder is drawn.
  if (kind === 'console') {
    await page.waitForFunction(
      () =>
        (document.querySelector('.sign-in form') || document.querySelector('.console')) &&
        !document.querySelector('.screen-loading, .ant-skeleton, .query-skeleton, .centered'),
      null,
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle');
  }
  settledAt = Date.now();
  await page.waitForTimeout(IDLE_MS);
  await page.waitForLoadState('networkidle');
  const declared = kind === 'site' ? declaredBySite(html, url) : declaredByConsole(html, url);
  const unasked = started
    .filter((request) =>
      request.type === 'script'
        ? kind === 'site'
          ? !declared.has(request.url)
          : request.at > settledAt
        : request.at > settledAt && request.type !== 'image',
    )
    .map((request) => `${request.type} ${new URL(request.url).pathname}`);
  const result = { scripts: await Promise.all(scripts), unasked };
  await page.close();
  return result;
}

async function firstPublic(baseUrl: string) {
  const cars = (await (await fetch(`${baseUrl}/api/cars/featured`)).json()) as { id: number }[];
  const companies = (await (await fetch(`${baseUrl}/api/companies`)).json()) as {
    items?: { id: number }[];
  };
  if (!cars[0]) throw new Error('no public car to measure');
  return { car: cars[0].id, company: companies.items?.[0]?.id };
}

/** BENCH_PAGES=/,/cars,/dashboard: only these (/dashboard: the console's three first loads). */
const only = process.env.BENCH_PAGES?.split(',');

async function publicPages(baseUrl: string): Promise<string[]> {
  if (only) return only.filter((pagePath) => pagePath !== '/dashboard');
  const { car, company } = await firstPublic(baseUrl);
  return [
    '/',
    '/cars',
    '/cars?type=suv',
    `/cars/${car}`,
    '/cars/with-driver',
    '/location/car-rental-dubai-marina',
    '/category/cheap-car-rental-dubai',
    '/companies',
    ...(company ? [`/companies/${company}/cars`] : []),
    '/favourites',
    '/blog',
    '/about',
    '/privacy',
    '/sitemap',
    '/login',
    '/register',
    '/vendor/register',
    '/no-such-page',
  ];
}

async function measure(baseUrl: string, browser: Browser): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const pagePath of await publicPages(baseUrl)) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { scripts, unasked } = await visit(context, baseUrl + pagePath, 'site');
    await context.close();
    results.push({
      label: pagePath,
      budgetKb: pagePath === '/' ? BUDGET_KB.home : BUDGET_KB.page,
      scripts,
      unasked,
    });
  }
  if (only && !only.includes('/dashboard')) return results;

  const signedOut = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  results.push({
    label: 'console /dashboard, signed out',
    budgetKb: BUDGET_KB.console,
    ...(await visit(signedOut, `${baseUrl}/dashboard`, 'console')),
  });
  await signedOut.close();

  for (const home of CONSOLE_HOMES) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const login = await context.request.post(`${baseUrl}/api/auth/login`, {
      data: { username: home.email, password: DEMO_PASSWORD },
    });
    if (!login.ok()) throw new Error(`signing in as ${home.email}: ${login.status()}`);
    results.push({
      label: home.label,
      budgetKb: BUDGET_KB.console,
      ...(await visit(context, baseUrl + home.path, 'console')),
    });
    await context.close();
  }
  return results;
}

function report(results: PageResult[]): boolean {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
  let ok = true;
  console.log(
    `\nJavaScript downloaded per page, fresh cache (KB; budget on gzip -9)\n\n` +
      `  ${'page'.padEnd(36)} ${'files'.padStart(5)} ${'served'.padStart(7)} ${'gzip'.padStart(7)} ${'budget'.padStart(7)}`,
  );
  for (const result of results) {
    const served = result.scripts.reduce((sum, s) => sum + s.servedBytes, 0);
    const gzip = result.scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    const over = gzip / 1024 > result.budgetKb;
    if (over) ok = false;
    console.log(
      `  ${result.label.padEnd(36)} ${String(result.scripts.length).padStart(5)} ${kb(served)} ${kb(gzip)} ${String(result.budgetKb).padStart(7)}  ${over ? 'OVER' : 'ok'}`,
    );
    if (process.env.BENCH_FILES)
      for (const script of [...result.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes))
        console.log(
          `      ${path.basename(new URL(script.url).pathname).padEnd(37)} ${kb(script.servedBytes)} ${kb(script.gzipBytes)}`,
        );
  }
  console.log(`\nFetched without being asked for (after ${IDLE_MS} ms idle)\n`);
  const unasked = results.filter((result) => result.unasked.length);
  if (unasked.length) ok = false;
  if (!unasked.length) console.log('  nothing');
  for (const result of unasked) {
    console.log(`  ${result.label}`);
    for (const request of result.unasked) console.log(`    ${request}`);
  }
  return ok;
}

async function main() {
  ensureBuild();
  let baseUrl = process.env.BENCH_BASE_URL;
  let server: ReturnType<typeof startProcess> | undefined;
  let dataDir: string | undefined;
  if (!baseUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
    baseUrl = `http://127.0.0.1:${PORT}`;
    const env: Record<string, string> = {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    };
    // The embedded database, whatever the shell has configured.
    delete process.env.DATABASE_URL;
    server = startProcess('api/src/server.ts', env);
    // However this script ends (an error, Ctrl-C, a closed pipe), the server goes with it.
    const child = server;
    process.on('exit', () => child.kill());
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));
    server.stderr?.pipe(process.stderr);
    await waitForLine(server, /running at/);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let ok = false;
  try {
    ok = report(await measure(baseUrl, browser));
  } finally {
    await browser.close();
    if (server) await stop(server);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nLoad average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(ok ? 'Within budget.' : 'Over budget, or something fetched unasked.');
  process.exit(ok ? 0 : 1);
}

await main();
