/**
 * Screenshots of pages at desktop (1280 px) and mobile (390 px) widths, in Debian's Chromium.
 * Usage: tsx build/screenshots.ts [baseUrl] [outDir] path...   (defaults: :3000, docs/screenshots)
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const [baseUrl = 'http://localhost:3000', outDir = 'docs/screenshots', ...paths] =
  process.argv.slice(2);
const pages = paths.length ? paths : ['/'];
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error')
        console.error(`console error on ${page.url()}: ${message.text()}`);
    });
    for (const pagePath of pages) {
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      const name = pagePath
        .replace(/^\/$/, 'home')
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/^-|-$/g, '');
      const file = path.join(outDir, `${name}-${viewport.name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
