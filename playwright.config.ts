/**
 * Browser tests (`*.e2e.ts` beside the app they test) in Debian's Chromium against the real
 * server: production builds, a fresh embedded database with the demo market.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './build/chromium';

const port = Number(process.env.E2E_PORT ?? 3199);

export default defineConfig({
  testDir: '.',
  testMatch: ['public-site/**/*.e2e.ts', 'console/**/*.e2e.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list']],
  // Generous: four shards, their servers and browsers share CI's 2 cores, and a page that loads
  // in one second alone can take several there. A broken test still fails, only later.
  timeout: 60_000,
  // Web-first assertions wait 10 s, not Playwright's 5: on CI's shared cores a dialog or a toast
  // that shows in 300 ms alone once took over 5 s (blogWorkflow's "Scheduled for …").
  expect: { timeout: 10_000 },
  // One folder per server port: the shards of build/e2e-run.sh never clear each other's traces.
  outputDir: `test-results/${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A failed test keeps its trace (actions, DOM snapshots, network) but not a screencast:
    // filming every test was a third of a shard's CPU (Chromium's GPU process alone 19 s of 55 in
    // vendorTrips.e2e), and CI's four shards on 2 cores then rendered a toast 10 s late.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: `bash build/e2e-server.sh`,
    url: `http://127.0.0.1:${port}/api/health`,
    env: { E2E_PORT: String(port) },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
