/**
 * Listing impressions of the home page's carousels (docs/privacy.md): only the cards a visitor
 * sees (at least half on screen) are reported, each car once, in a few batched reports to the
 * real API (POST /api/listing-events, observed, not replaced).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../build/e2e/fixtures';
import { hydrated } from './siteHelpers';

/** The impression reports the page sends, and the API's answers to them. */
function watchImpressionReports(page: Page) {
  const reports: number[][] = [];
  const statuses: number[] = [];
  const isReport = (url: string, method: string) =>
    method === 'POST' && new URL(url).pathname === '/api/listing-events';
  page.on('request', (request) => {
    if (!isReport(request.url(), request.method())) return;
    const body = request.postDataJSON() as { kind: string; carIds?: number[] };
    if (body.kind === 'impression') reports.push(body.carIds!);
  });
  page.on('response', (response) => {
    if (isReport(response.url(), response.request().method())) statuses.push(response.status());
  });
  return { reports, statuses, reported: () => reports.flat() };
}

/**
 * The cars whose cards are at least half on screen: inside the viewport and inside their
 * carousel's scrolled track, as the browser lays them out now.
 */
const carsOnScreen = (page: Page) =>
  page.evaluate(() => {
    const shown: number[] = [];
    for (const item of document.querySelectorAll('.car-carousel .carousel__item')) {
      const card = item.getBoundingClientRect();
      const track = item.parentElement!.getBoundingClientRect();
      const width =
        Math.min(card.right, track.right, window.innerWidth) - Math.max(card.left, track.left, 0);
      const height =
        Math.min(card.bottom, track.bottom, window.innerHeight) - Math.max(card.top, track.top, 0);
      if (width <= 0 || height <= 0 || width * height < 0.5 * card.width * card.height) continue;
      const href = item.querySelector('a.car-card__link')!.getAttribute('href')!;
      shown.push(Number(/\/cars\/(\d+)/.exec(href)![1]));
    }
    return shown.sort((a, b) => a - b);
  });

/** Every car of every carousel on the page. */
const carsInCarousels = (page: Page) =>
  page
    .locator('.car-carousel a.car-card__link')
    .evaluateAll((links) =>
      links.map((link) => Number(/\/cars\/(\d+)/.exec(link.getAttribute('href')!)![1])),
    );

const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** Past the batch interval (1.5 s) with room to spare: whatever was seen has been sent. */
const BATCH_SETTLED_MS = 2500;

test('the home carousels report only the cards seen, each car once, in a few reports', async ({
  page,
}) => {
  const impressions = watchImpressionReports(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await hydrated(page);
  const carousel = page.getByTestId('carousel-luxury-&-sports-cars');
  const track = carousel.locator('.carousel__track');
  const allCars = sorted(await carsInCarousels(page));
  expect(allCars.length).toBeGreaterThan(8);

  // Loaded: only the cards on screen, not the carousels' cars the server rendered (at 1280 × 900
  // the carousels are below the first screen, so none).
  await page.waitForTimeout(BATCH_SETTLED_MS);
  expect(sorted(impressions.reported())).toEqual(await carsOnScreen(page));

  // The first carousel comes into view: its first four cards, and any other card half on screen.
  await track.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect.poll(() => impressions.reported().length).toBeGreaterThan(0);
  await page.waitForTimeout(BATCH_SETTLED_MS);
  const firstSeen = await carsOnScreen(page);
  const firstFour = (
    await carousel
      .locator('a.car-card__link')
      .evaluateAll((links) =>
        links.map((link) => Number(/\/cars\/(\d+)/.exec(link.getAttribute('href')!)![1])),
      )
  ).slice(0, 4);
  expect(firstSeen).toEqual(expect.arrayContaining(firstFour));
  expect(sorted(impressions.reported())).toEqual(firstSeen);
  expect(firstSeen.length).toBeLessThan(allCars.length);

  // Scrolled forward: the cards that came into view are reported, none of the others again.
  await carousel.getByRole('button', { name: 'Scroll forward' }).click();
  await expect
    .poll(async () => {
      const before = await track.evaluate((element) => element.scrollLeft);
      await page.waitForTimeout(200);
      return before > 0 && before === (await track.evaluate((element) => element.scrollLeft));
    })
    .toBe(true);
  const nowSeen = await carsOnScreen(page);
  const newlySeen = nowSeen.filter((id) => !firstSeen.includes(id));
  expect(newlySeen.length).toBeGreaterThan(0);
  await expect
    .poll(() => sorted(impressions.reported()))
    .toEqual(sorted([...firstSeen, ...nowSeen]));
  await page.waitForTimeout(BATCH_SETTLED_MS);

  // Back to the start: those cars were reported already this page view.
  await track.evaluate((element) => element.scrollTo({ left: 0 }));
  await page.waitForTimeout(BATCH_SETTLED_MS);
  const reported = impressions.reported();
  expect(reported.length, 'each car once').toBe(new Set(reported).size);
  expect(sorted(reported)).toEqual(sorted([...firstSeen, ...newlySeen]));
  // A handful of reports, whatever the scrolling; the real API took each.
  expect(impressions.reports.length).toBeLessThanOrEqual(3);
  expect(impressions.statuses.length).toBeGreaterThanOrEqual(impressions.reports.length);
  expect(impressions.statuses.every((status) => status === 204)).toBe(true);
});

test.describe('leaving the page', () => {
  // The browser asks for /favicon.ico beside the plain text document the test leaves for.
  test.use({ expectedHttpErrors: [404] });

  test('cards seen just before the visitor leaves the page are still reported', async ({
    page,
  }) => {
    const impressions = watchImpressionReports(page);
    // A report sent as the page goes (pagehide) reaches the API, but Playwright's request events
    // no longer see it: the page's own fetch calls made while it leaves are noted in sessionStorage.
    await page.addInitScript(() => {
      let leaving = false;
      const left = () => {
        leaving = true;
      };
      window.addEventListener('pagehide', left);
      document.addEventListener('visibilitychange', left);
      const fetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (leaving && String(input).endsWith('/api/listing-events')) {
          const sent = JSON.parse(sessionStorage.getItem('sentAsThePageLeft') ?? '[]') as unknown[];
          sessionStorage.setItem('sentAsThePageLeft', JSON.stringify([...sent, init?.body]));
        }
        return fetch(input, init);
      };
    });
    await page.goto('/');
    await hydrated(page);
    await page
      .getByTestId('carousel-luxury-&-sports-cars')
      .locator('.carousel__track')
      .evaluate((element) => element.scrollIntoView({ block: 'center' }));
    // Seen (the observer reports on the next frames), then the visitor leaves within the batch
    // interval for another document (a static file: it replaces the page at once).
    await page.waitForTimeout(300);
    const seen = await carsOnScreen(page);
    expect(seen.length).toBeGreaterThan(0);
    await page.goto('/robots.txt');
    const sent = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('sentAsThePageLeft') ?? '[]') as string[],
    );
    expect(impressions.reports, 'nothing sent before the page left').toEqual([]);
    expect(
      sorted(sent.flatMap((body) => (JSON.parse(body) as { carIds: number[] }).carIds)),
    ).toEqual(seen);
  });
});
