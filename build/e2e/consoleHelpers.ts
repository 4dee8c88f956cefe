/**
 * Console browser tests' helpers: a rental company of the test's own (so a suspension or a full
 * plan never touches the demo vendor other tests use), the admin's API, and screenshots.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures';

export const OWN_COMPANY_PASSWORD = 'Creek side rentals 2026!';

/** Registers a new rental company; the page's browser is then signed in as its owner. */
export async function registerCompany(page: Page, name = 'Creek Side Car Rental') {
  const email = `owner-${randomUUID().slice(0, 8)}@example.ae`;
  const response = await page.request.post('/api/auth/register', {
    data: {
      email,
      password: OWN_COMPANY_PASSWORD,
      name: 'Omar Khalid',
      companyName: `${name} ${randomUUID().slice(0, 4)}`,
      phone: '+971507654321',
      emirate: 'dubai',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const profile = await page.request.get('/api/vendor/profile');
  return { email, company: (await profile.json()) as { id: number; name: string } };
}

/** A listing through the API (the fields the schema requires; the rest take their defaults). */
export async function addListing(request: APIRequestContext, title: string) {
  const response = await request.post('/api/vendor/cars', {
    data: {
      title,
      brand: 'nissan',
      model: 'Patrol',
      year: 2024,
      carType: 'suv',
      emirate: 'dubai',
      pricePerDay: 650,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** A request context signed in as the demo admin. */
export async function adminApi(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string,
) {
  const admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post('/api/auth/login', {
    data: { username: 'admin@demo.ae', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return admin;
}

/**
 * With SCREENSHOTS=1, the page as it is now at 1280 and 390 px wide under docs/screenshots
 * (`console-<name>-desktop.png`, `-mobile.png`); otherwise nothing.
 */
export async function screenshotBothWidths(page: Page, name: string, ready?: () => Promise<void>) {
  if (!process.env.SCREENSHOTS) return;
  const original = page.viewportSize();
  for (const [suffix, width, height] of [
    ['desktop', 1280, 900],
    ['mobile', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await ready?.();
    // Drawers and messages finish their animation.
    await page.waitForTimeout(700);
    await page.screenshot({
      path: `docs/screenshots/console-${name}-${suffix}.png`,
      fullPage: true,
    });
  }
  if (original) await page.setViewportSize(original);
}
