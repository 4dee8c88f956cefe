/**
 * Console browser tests' helpers: a rental company of the test's own (so a suspension or a full
 * plan never touches the demo vendor other tests use), the admin's API, and screenshots.
 */
import { randomUUID } from 'node:crypto';
import { request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures';

export const OWN_COMPANY_PASSWORD = 'Creek side rentals 2026!';

/**
 * Registers a new rental company; the page's browser is then signed in as its owner. Its
 * address is confirmed with the mailed link (read from the development outbox) unless
 * `verified: false` asks for a vendor who has not confirmed it yet.
 */
export async function registerCompany(
  page: Page,
  name = 'Creek Side Car Rental',
  { verified = true }: { verified?: boolean } = {},
) {
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
  if (verified) await confirmEmailFromOutbox(page, email);
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

/** The signed-in company moves to the Pro plan, billed by invoice (50 listings, 5 featured). */
export async function subscribePro(request: APIRequestContext) {
  const method = await request.post('/api/vendor/payment-methods', { data: { kind: 'invoice' } });
  expect(method.status(), await method.text()).toBe(201);
  const subscribed = await request.post('/api/vendor/subscribe', { data: { planId: 'pro' } });
  expect(subscribed.status(), await subscribed.text()).toBe(200);
}

/**
 * An antd dialog or popover once it has finished zooming in (its motion classes gone). A click
 * while it grows can press a button at one spot and release it at another once the box has
 * moved: no click at all, and the dialog stays open (blogWorkflow's link dialog did, under load).
 */
export async function settled(overlay: Locator): Promise<Locator> {
  await expect(overlay).toBeVisible();
  await expect(overlay).not.toHaveClass(/-(appear|enter)\b/);
  return overlay;
}

/**
 * Picks `option` in the antd Select labelled `label` (or the box given), then waits until the box
 * shows it and its list has gone. The list slides in and out: under load a click while it moved
 * landed beside the option (a deposit's hold stayed the default), and a list still closing is
 * visible beside the next box's.
 */
export async function chooseOption(page: Page, label: string | Locator, option: string) {
  const box = typeof label === 'string' ? page.getByLabel(label, { exact: true }) : label;
  const openLists = page.locator('.ant-select-dropdown:visible');
  await expect(openLists).toHaveCount(0);
  await box.click();
  const list = await settled(openLists);
  await list.getByTitle(option, { exact: true }).click();
  await expect(openLists).toHaveCount(0);
  // The Select around the box (the box may be its search input or the Select itself).
  const select = box.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(select).toContainText(option);
}

/** The newest mail to `email` in the development outbox, read as the demo admin. */
export async function outboxMailTo(baseURL: string, email: string, subject: RegExp) {
  const admin = await adminApi({ request }, baseURL);
  let text = '';
  await expect
    .poll(async () => {
      const outbox = (await (await admin.get('/api/admin/outbox')).json()) as {
        items: { to: string; subject: string; text: string }[];
      };
      text =
        outbox.items.find((item) => item.to === email && subject.test(item.subject))?.text ?? '';
      return text;
    })
    .not.toBe('');
  await admin.dispose();
  return text;
}

/** Follows the address-confirmation link mailed to `email` (any browser confirms it). */
export async function confirmEmailFromOutbox(page: Page, email: string) {
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;
  const text = await outboxMailTo(baseURL, email, /^Confirm your e-mail address/);
  const token = /confirm-email#token=([\w-]+)/.exec(text)![1]!;
  const confirmed = await page.request.post('/api/auth/email-confirmation', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
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
 * (`<prefix><name>-desktop.png`, `-mobile.png`; the prefix is `console-` unless given); otherwise
 * nothing.
 */
export async function screenshotBothWidths(
  page: Page,
  name: string,
  ready?: () => Promise<void>,
  { prefix = 'console-' }: { prefix?: string } = {},
) {
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
      path: `docs/screenshots/${prefix}${name}-${suffix}.png`,
      fullPage: true,
    });
  }
  if (original) await page.setViewportSize(original);
}
