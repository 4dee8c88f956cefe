// Scripts it hands to the page run in the browser: the DOM's types for them.
/// <reference lib="dom" />
/**
 * Screenshots of the Arabic site (issue #21) at 1280 and 390 px: home, a listing and a car page
 * with the contact dialog open. Usage: tsx build/arabicScreenshots.ts [baseUrl] [outDir]
 * (defaults: :3000, docs/screenshots). Reports a page wider than the window.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const [baseUrl = 'http://localhost:3000', outDir = 'docs/screenshots'] = process.argv.slice(2);
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const size of WIDTHS) {
    const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
    const shot = async (name: string, fullPage = true) => {
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      if (wide) console.warn(`${name} ${size.name}: wider than the window`);
      await page.screenshot({ path: path.join(outDir, `${name}-${size.name}.png`), fullPage });
    };
    await page.goto(`${baseUrl}/ar`, { waitUntil: 'networkidle' });
    await shot('ar-home');
    await page.goto(`${baseUrl}/ar/cars?type=suv`, { waitUntil: 'networkidle' });
    await shot('ar-cars');
    const car = await page.locator('.car-card a[href^="/ar/cars/"]').first().getAttribute('href');
    await page.goto(`${baseUrl}${car}`, { waitUntil: 'networkidle' });
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    await shot('ar-car');
    const whatsapp = size.width < 900 ? page.locator('.car-bar') : page.locator('.car-offer');
    await whatsapp.getByRole('button', { name: 'واتساب' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400);
    await shot('ar-car-contact', false);
    await page.close();
  }
} finally {
  await browser.close();
}
