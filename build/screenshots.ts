// Scripts it hands to the page run in the browser: the DOM's types for them.
/// <reference lib="dom" />
/**
 * Screenshots of pages at desktop (1280 px) and mobile (390 px) widths, in Debian's Chromium.
 * Usage: tsx build/screenshots.ts [--sign-in=email] [--prefix=name-] [baseUrl] [outDir] path...
 * (defaults: :3000, docs/screenshots). `--sign-in` signs in first (password DEMO_PASSWORD, else
 * demo1234), for console screens. Pages wider than the window (sideways scrolling) are reported.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const args = process.argv.slice(2);
const flag = (name: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const signIn = flag('sign-in');
const prefix = flag('prefix') ?? '';
const [baseUrl = 'http://localhost:3000', outDir = 'docs/screenshots', ...paths] = args.filter(
  (arg) => !arg.startsWith('--'),
);
const pages = paths.length ? paths : ['/'];
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

/** Scroll through the page so lazy-loaded images below the fold are in the full-page picture. */
async function loadLazyImages(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

/**
 * The whole page as a visitor scrolling through it sees it. A full-page capture would show
 * sections with `content-visibility: auto` blank (the browser renders them only near the
 * window), so the window is made as tall as the page instead.
 */
async function screenshotWholePage(
  page: Page,
  file: string,
  viewport: { width: number; height: number },
) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height });
  // Two frames: one to find the sections now on screen, one to paint them.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.screenshot({ path: file, fullPage: true });
  await page.setViewportSize(viewport);
}

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let overflowing = 0;
try {
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    if (signIn) {
      const password = process.env.DEMO_PASSWORD ?? 'demo1234';
      const response = await context.request.post(`${baseUrl}/api/auth/login`, {
        data: { username: signIn, password },
        headers: { Origin: baseUrl },
      });
      if (!response.ok()) throw new Error(`Sign-in as ${signIn} failed: ${response.status()}`);
    }
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error')
        console.error(`console error on ${page.url()}: ${message.text()}`);
    });
    for (const pagePath of pages) {
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      await loadLazyImages(page);
      const name = pagePath
        .replace(/^\/$/, 'home')
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/^-|-$/g, '');
      const file = path.join(outDir, `${prefix}${name}-${viewport.name}.png`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 0) {
        overflowing++;
        console.error(`${pagePath} at ${viewport.width} px is ${overflow} px too wide`);
      }
      await screenshotWholePage(page, file, viewport);
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
if (overflowing) process.exitCode = 1;
