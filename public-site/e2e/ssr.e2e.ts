import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { countClaim } from '@core/rules/countClaim';
import { expect, test } from '../../build/e2e/fixtures';
import { serverHead } from '../../build/e2e/serverHtml';
import { aCar, hydrated } from './siteHelpers';
import { MOBILE } from './viewport';

/**
 * Server rendering: the HTML the server sends (no JavaScript, as a crawler or a WhatsApp link
 * preview sees it) holds the page's content and head tags, and the browser hydrates it without
 * a warning.
 */

test('pages arrive rendered, with their own head tags and no inline scripts', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/about');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(response.headers()['cache-control']).toMatch(/max-age=\d+/);
  expect(response.headers().etag).toBeTruthy();
  const html = await response.text();
  expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
  const head = serverHead(html);
  expect(head.title).toBeTruthy();
  expect(head.canonical).toBe(`${baseURL}/about`);
  expect(head.meta('og:title')).toBeTruthy();
  expect(head.meta('description')).toBeTruthy();
  // The CSP allows no inline scripts: only the module entry and JSON data blocks.
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
  for (const attributes of scripts) {
    expect(attributes).toMatch(/\bsrc="|type="application\/(ld\+)?json"/);
  }
});

test('the server renders with production React even when NODE_ENV is unset (npm start)', () => {
  // The renderer the test server loaded (build/e2e-server.sh built it), imported as `npm start`
  // would: without NODE_ENV. Left to Node, React would resolve to its development build.
  const entry = path.resolve('dist/public-site-server/entry-server.js');
  const { NODE_ENV: _unset, ...env } = process.env;
  const reactBuild = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(`file://${entry}`)}); process.stdout.write(m.reactBuild);`,
    ],
    { env, encoding: 'utf8' },
  );
  expect(reactBuild).toBe('production');
});

test('an unchanged page answers 304 to its ETag', async ({ request }) => {
  const first = await request.get('/about');
  const etag = first.headers().etag!;
  const second = await request.get('/about', { headers: { 'If-None-Match': etag } });
  expect(second.status()).toBe(304);
});

test('an unknown path answers 404 with the not-found page', async ({ request }) => {
  const response = await request.get('/no-such-page-here');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(serverHead(html).meta('robots')).toBe('noindex, follow');
  expect(html).toMatch(/<h1>[^<]+<\/h1>/);
});

test('hydration raises no warnings or errors', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  for (const path of ['/', '/about', '/no-such-page-here', '/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).not.toBeEmpty();
    // The browser's head tags replace the server's: one title, one canonical.
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  }
  // After a client navigation the head follows the new page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
  await expect(page.locator('head title')).toHaveCount(1);
  expect(warnings).toEqual([]);
});

test('a long page lays out its first screen only; the rest as it comes near, without shifting', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: MOBILE });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          sources?: { node?: Element | null }[];
        };
        const nodes = (shift.sources ?? []).map(
          (source) => `${source.node?.nodeName ?? '?'}.${source.node?.className ?? ''}`,
        );
        shifts.push({ value: shift.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  /** Laid out and painted, not skipped by a `content-visibility: auto` around it. */
  const rendered = (locator: Locator) =>
    locator.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
  // Shifts a visitor could see. A sub-pixel one (0.0004, once in CI in ~10 runs, source not
  // recorded then) is not a layout moving; the nodes are printed if a real one comes back.
  const shifts = async () => {
    const seen = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts,
    );
    const total = seen.reduce((sum, shift) => sum + shift.value, 0);
    return total < 0.001 ? [] : seen;
  };
  /** Scrolls as a visitor does, a step at a time, until `locator` is laid out. */
  const scrollUntilRendered = async (locator: Locator) => {
    while (!(await rendered(locator))) {
      await page.mouse.wheel(0, 400);
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
  };

  await page.goto('/cars?type=suv');
  const cards = page.locator('.car-results__grid .car-card');
  await expect(cards).toHaveCount(24);
  // Cards a first screen can show are never skipped: a skipped one would be painted blank.
  await expect(page.locator('.car-results__grid .car-card.below-fold')).toHaveCount(16);
  const title = (card: Locator) => card.getByRole('heading');
  expect(await rendered(title(cards.first()))).toBe(true);
  expect(await rendered(title(cards.last()))).toBe(false);
  // Scrolled through step by step: each card is laid out before it shows, at the height it held.
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  const heldHeight = await pageHeight();
  await scrollUntilRendered(title(cards.last()));
  expect(await shifts()).toEqual([]);
  expect(await pageHeight()).toBe(heldHeight);
  // Four cards a row on a desktop: the held height is the laid-out one there too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/cars?type=suv');
  await page.evaluate(() => window.scrollTo(0, 0));
  const desktopHeight = await pageHeight();
  await scrollUntilRendered(title(cards.last()));
  expect(await pageHeight()).toBe(desktopHeight);
  await page.setViewportSize(MOBILE);

  await page.goto('/');
  const carousel = page.getByTestId('carousel-luxury-&-sports-cars');
  expect(await rendered(carousel.getByRole('listitem').first())).toBe(false);
  await scrollUntilRendered(carousel.getByRole('listitem').first());
  // Its arrows are measured once it is laid out.
  await expect(carousel.getByRole('button', { name: 'Scroll forward' })).toBeVisible();
  expect(await shifts()).toEqual([]);
  await context.close();
});

test.describe('a visitor who acts before the page is hydrated', () => {
  const marina = '/location/car-rental-dubai-marina';
  const pager = (page: Page) => page.getByRole('navigation', { name: 'Result pages' });

  /** Holds the site's scripts back until the returned function is called. */
  const holdScripts = async (page: Page) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  };

  test('a link tapped while the page hydrates on a slow phone still navigates', async ({
    page,
  }) => {
    // 4× slower CPU: hydration takes about a second, and the tap lands in it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(marina, { waitUntil: 'commit' });
    await pager(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('hydration leaves the page where the visitor scrolled to; a route change goes to the top', async ({
    page,
  }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto(marina, { waitUntil: 'domcontentloaded' });
    await pager(page).scrollIntoViewIfNeeded();
    // Where the scroll settles once the browser has drawn what it scrolled to.
    const scrolled = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
        ),
    );
    expect(scrolled).toBeGreaterThan(300);
    releaseScripts();
    await hydrated(page, pager(page).getByRole('link', { name: 'Page 2' }));
    // Within a pixel: a card laid out as the page scrolls holds its place to a fraction of one.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(1);

    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  /** Home with its scripts held back, "BMW" typed and Sharjah chosen in the hero search. */
  const fillHeroBeforeHydration = async (page: Page) => {
    const releaseScripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Search cars').fill('BMW');
    await page.locator('#hero-emirate').selectOption('sharjah');
    return releaseScripts;
  };

  /** /cars opened with that search. */
  const expectHeroSearchOnCars = async (page: Page) => {
    await page.waitForURL((url) => url.pathname === '/cars');
    const search = new URL(page.url()).searchParams;
    expect(search.get('query')).toBe('BMW');
    expect(search.get('emirate')).toBe('sharjah');
  };

  test('what was typed and chosen in the hero search before hydration is what it searches for', async ({
    page,
  }) => {
    const releaseScripts = await fillHeroBeforeHydration(page);
    releaseScripts();
    const box = page.getByLabel('Search cars');
    await hydrated(page, box);
    await expect(box).toHaveValue('BMW');
    await expect(page.locator('#hero-emirate')).toHaveValue('sharjah');
    await expect(page.getByRole('button', { name: 'Clear search' })).toBeVisible();
    await page.getByRole('button', { name: 'SEARCH "BMW"' }).click();
    await expectHeroSearchOnCars(page);
  });

  test("the category grid's emirate chosen before hydration is the one its tiles count", async ({
    page,
  }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // selectOption fires no click or focus: nothing hydrates the grid before the choice.
    await page.getByLabel('Emirate of the categories').selectOption('sharjah');
    releaseScripts();
    await hydrated(page);
    await expect(
      page.getByRole('heading', { name: 'Browse Car Rentals in Sharjah' }),
    ).toBeVisible();
    await expect(
      page.locator('a[href="/cars?category=suv-rental-dubai&emirate=sharjah"]'),
    ).toBeVisible();
  });

  test('the hero search tapped before the scripts arrive searches for what was typed', async ({
    page,
  }) => {
    const releaseScripts = await fillHeroBeforeHydration(page);
    await page.locator('.hero-search__submit').click();
    releaseScripts();
    await expectHeroSearchOnCars(page);
  });

  test('a contact button tapped before the scripts arrive opens its form once they have', async ({
    page,
    request,
  }) => {
    const car = await aCar(request);
    const releaseScripts = await holdScripts(page);
    await page.goto(`/cars/${car.id}`, { waitUntil: 'domcontentloaded' });
    await page.locator('.car-offer').getByRole('button', { name: 'WhatsApp' }).click();
    releaseScripts();
    await expect(page.getByRole('dialog', { name: 'Contact Form' })).toBeVisible();
  });

  test('/cars: what was chosen, typed and searched for before hydration is the search after it', async ({
    page,
  }) => {
    const search = () => Object.fromEntries(new URL(page.url()).searchParams);
    const choices = { type: 'suv', emirate: 'dubai', noDeposit: 'true', sort: 'price_asc' };
    const releaseScripts = await holdScripts(page);
    await page.goto('/cars?type=suv', { waitUntil: 'domcontentloaded' });
    await page.locator('#filter-emirate').selectOption('dubai');
    await page.getByLabel('No deposit').check();
    await page.locator('#cars-sort').selectOption('price_asc');
    await page.locator('#filter-budget').fill('900');
    // Enter in the search box: the page is not reloaded without the text.
    await page.locator('#cars-query').fill('Toyota');
    await page.locator('#cars-query').press('Enter');
    releaseScripts();

    await expect.poll(search).toEqual({ ...choices, query: 'Toyota' });
    await expect(page.locator('#filter-emirate')).toHaveValue('dubai');
    await expect(page.locator('#cars-query')).toHaveValue('Toyota');
    // Typed, not applied: the budget waits for Enter or its button, as after hydration.
    await expect(page.locator('#filter-budget')).toHaveValue('900');
    await page.locator('#filter-budget').press('Enter');
    await expect.poll(search).toEqual({ ...choices, query: 'Toyota', budget: '900' });
    await page.goBack();
    await expect.poll(search).toEqual({ ...choices, query: 'Toyota' });
    // The choices before the text were one change.
    await page.goBack();
    await expect.poll(search).toEqual(choices);
  });
});

/** The HTML of each page type as a crawler gets it: its main content and its head. */
const jsonLdTypes = (html: string): string[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as unknown;
    const items = (Array.isArray(data) ? data : [data]) as { '@type'?: string | string[] }[];
    return items.flatMap((item) => item['@type'] ?? []);
  });

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

test.describe('server HTML of each page type', () => {
  test('home: hero, real cars, site structured data', async ({ request }) => {
    const cars = (await (await request.get('/api/cars/featured?emirate=dubai')).json()) as {
      title: string;
    }[];
    const stats = (await (await request.get('/api/catalogue/stats')).json()) as {
      verifiedCompanies: number;
      cars: number;
    };
    const html = decode(await (await request.get('/')).text());
    expect(serverHead(html).title).toBeTruthy();
    // Live counts rounded down, in the head and the trust strip (not "250+" / "2000+").
    expect(serverHead(html).meta('description')).toContain(
      `Compare ${countClaim(stats.cars)} rental cars from ${countClaim(stats.verifiedCompanies)} verified`,
    );
    expect(html).toContain(`${countClaim(stats.verifiedCompanies)} Verified Rental Partners`);
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
    expect(html).toContain(cars[0]!.title);
    expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(['WebSite']));
  });

  test('car: title, day price in AED, Car/Product with an offer', async ({ request }) => {
    const [car] = (await (await request.get('/api/cars/featured')).json()) as {
      id: number;
      title: string;
      pricePerDay: number;
    }[];
    const response = await request.get(`/cars/${car!.id}`);
    expect(response.status()).toBe(200);
    const html = decode(await response.text());
    const head = serverHead(html);
    expect(head.title).toContain(car!.title);
    expect(head.canonical).toMatch(new RegExp(`/cars/${car!.id}$`));
    // A raster link preview (WhatsApp, Facebook and X show no SVG), 1200×630 JPEG.
    const preview = head.meta('og:image')!;
    expect(preview).toMatch(new RegExp(`^http.*/media/share/cars/${car!.id}\\.jpg$`));
    expect(head.meta('twitter:image')).toBe(preview);
    const image = await request.get(new URL(preview).pathname);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    expect((await image.body()).length).toBeGreaterThan(10_000);
    // The title isolated in its own direction (<bdi>), as on Arabic pages.
    expect(html).toMatch(new RegExp(`<h1[^>]*>(<bdi>)?${car!.title}`));
    expect(html).toContain(car!.pricePerDay.toLocaleString('en-US'));
    expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(['Car']));
  });

  test('landing page: hero text, price-from and the list of cars', async ({ request }) => {
    const cars = (await (
      await request.get('/api/cars?location=car-rental-dubai-deira')
    ).json()) as { items: { title: string }[] };
    const cheapest = (await (
      await request.get('/api/cars?location=car-rental-dubai-deira&sort=price_asc&pageSize=1')
    ).json()) as { items: { pricePerDay: number }[] };
    const html = decode(await (await request.get('/location/car-rental-dubai-deira')).text());
    // "From AED x": the cheapest car listed there (the spec's 45 was not), head and badge alike. (docs/product.md#category-and-location-pages)
    const from = `AED ${cheapest.items[0]!.pricePerDay.toLocaleString('en-US')}`;
    const head = serverHead(html);
    expect(head.title).toContain(from);
    expect(head.meta('description')).toContain(from);
    expect(html).toMatch(new RegExp(`data-testid="price-from"[^>]*>From ${from}/day`));
    expect(html).toContain('Deira');
    expect(html).toContain(cars.items[0]!.title);
    expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(['ItemList']));
  });

  test('/cars: the results of its filters', async ({ request }) => {
    const cars = (await (await request.get('/api/cars?type=suv')).json()) as {
      items: { title: string }[];
    };
    const html = decode(await (await request.get('/cars?type=suv')).text());
    for (const car of cars.items.slice(0, 3)) expect(html).toContain(car.title);
    expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(['ItemList']));
  });

  test('company: name and AutoRental with its rating', async ({ request }) => {
    const page = (await (await request.get('/api/companies')).json()) as {
      items: { id: number; name: string }[];
    };
    const company = page.items[0]!;
    const html = decode(await (await request.get(`/companies/${company.id}/cars`)).text());
    expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${company.name}`));
    expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(['AutoRental']));
    expect(html).toContain('"aggregateRating"');
  });
});
