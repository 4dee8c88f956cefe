/** Helpers shared by the site's browser tests. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { CarDetail } from '@core/schemas/car';
import type { AdminLeadPage } from '@core/schemas/lead';
import { DEMO_PASSWORD, expect } from '../../build/e2e/fixtures';

/**
 * Until the page holding `element` (the whole page by default) is hydrated (main.tsx marks #root)
 * and the main thread has gone idle. Hydration takes well under a second on a quiet machine, but
 * several seconds in CI, where four shards of the suite, their servers and browsers share 2 cores:
 * hence 20 s, not the 5 s of an assertion.
 */
export async function hydrated(page: Page, element: Locator = page.locator('#root')) {
  await expect
    .poll(() => element.evaluate((node) => node.closest('#root[data-hydrated]') !== null), {
      timeout: 20_000,
    })
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/** A public car with at least two similar cars, read from the API like the page does. */
export async function aCar(request: APIRequestContext): Promise<CarDetail> {
  const list = await request.get('/api/cars?type=sedan&sort=price_asc&pageSize=5');
  expect(list.ok()).toBe(true);
  const { items } = (await list.json()) as { items: { id: number }[] };
  const detail = await request.get(`/api/cars/${items[0]!.id}`);
  expect(detail.ok()).toBe(true);
  return (await detail.json()) as CarDetail;
}

/**
 * Records the contact hand-offs instead of leaving the page: WhatsApp's `window.open` and the
 * clicks on mailto/tel links end up in `window.__launched`.
 */
export async function recordHandOffs(page: Page) {
  await page.addInitScript(() => {
    const launched: string[] = [];
    const launchedAt: number[] = [];
    Object.assign(window, { __launched: launched, __launchedAt: launchedAt });
    window.open = ((url?: string | URL) => {
      launched.push(String(url));
      launchedAt.push(performance.now());
      return { opener: null, closed: false } as unknown as Window;
    }) as typeof window.open;
    document.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest('a') : null;
        if (link && /^(mailto|tel):/.test(link.href)) {
          launched.push(link.href);
          event.preventDefault();
        }
      },
      true,
    );
  });
}

export async function launchedUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __launched: string[] }).__launched);
}

/**
 * From now on, notes when `text` first shows in the page; `msFromTextToLaunch` then says how long
 * after it the first window.open came. Timestamps taken in the page, so a slow test runner (CI's
 * loaded cores) cannot make a delay look shorter or longer than the page made it.
 */
export async function watchForText(page: Page, text: string) {
  await page.evaluate((wanted) => {
    const seen = { at: -1 };
    Object.assign(window, { __textSeen: seen });
    const observer = new MutationObserver(() => {
      if (seen.at < 0 && document.body.textContent?.includes(wanted)) {
        seen.at = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
}

export async function msFromTextToLaunch(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as unknown as { __textSeen: { at: number }; __launchedAt: number[] };
    return (w.__launchedAt[0] ?? Number.NaN) - w.__textSeen.at;
  });
}

/** The admin's view of the newest leads (GET /api/admin/leads), signed in on its own. */
export async function latestLeads(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { username: 'admin@demo.ae', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const response = await request.get('/api/admin/leads?pageSize=20');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as AdminLeadPage).items;
}

/** Drops expected failed-request lines (a test that makes the API fail on purpose). */
export function forgetExpected(pageErrors: string[], pattern: RegExp) {
  for (let i = pageErrors.length - 1; i >= 0; i -= 1) {
    if (pattern.test(pageErrors[i]!)) pageErrors.splice(i, 1);
  }
}

/** A notice (toast) with this exact title or description. */
export function notice(page: Page, text: string) {
  return page.locator('.toast').getByText(text, { exact: true });
}
