import type { Page } from '@playwright/test';
import { expect } from '../../build/e2e/fixtures';

/** The phone the site is designed for first. */
export const MOBILE = { width: 390, height: 844 };

/** The page is no wider than the window: nothing scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}
