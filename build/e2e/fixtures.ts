import { test as base, expect } from '@playwright/test';

/**
 * Every browser test fails on an error in the page or the console. The one expected noise is
 * the browser's own log line for a 401 answer of GET /api/auth/me (a signed-out visitor) and of
 * a refused sign-in, which the spec's auth flow produces on purpose.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (/status of 40[19]/.test(text)) return;
        errors.push(`console: ${text}`);
      });
      await use(errors);
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
