import { test as base, expect, type APIRequestContext } from '@playwright/test';

/**
 * Every browser test fails on an error in the page or the console. The one expected noise is
 * the browser's own log line for a 401 answer of GET /api/auth/me (a signed-out visitor) and of
 * a refused sign-in, which the spec's auth flow produces on purpose, and the 404 status of a
 * not-found page's own document (the server says "not found" to crawlers on purpose). A test
 * that provokes another refusal on purpose names its status with
 * `test.use({ expectedHttpErrors: [422] })`.
 * (docs/product.md#sign-in-and-accounts)
 */
export const test = base.extend<{ pageErrors: string[]; expectedHttpErrors: number[] }>({
  expectedHttpErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, expectedHttpErrors }, use) => {
      const errors: string[] = [];
      const expected = [401, 409, ...expectedHttpErrors];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const status = /status of (\d{3})/.exec(text)?.[1];
        if (status && expected.includes(Number(status))) return;
        if (status === '404' && message.location().url === page.url()) return;
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

/** Signs a browser context in through the API (its pages share the session cookie). */
export async function signInAs(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/login', {
    data: { username: email, password: DEMO_PASSWORD },
  });
  expect(response.ok(), `sign-in as ${email}`).toBe(true);
}
