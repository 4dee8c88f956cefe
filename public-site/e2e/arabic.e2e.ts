import type { Page } from '@playwright/test';
import { ENGLISH_TERM_LABELS } from '@core/rules/termLabels';
import { addDays } from '@core/rules/tripDays';
import { uaeWallClock } from '@core/rules/uaeTime';
import { expect, test } from '../../build/e2e/fixtures';
import { serverHead } from '../../build/e2e/serverHtml';
import { aCar, launchedUrls, recordHandOffs } from './siteHelpers';
import { MOBILE, expectNoHorizontalScroll } from './viewport';

/**
 * The site in Arabic (issue #21): every page under /ar, rendered right to left on the server
 * with its hreflang pair, and a renter's way from the home page to a company's WhatsApp in
 * Arabic; the language switcher keeps the page and its query.
 */

const ARABIC = /[\u0600-\u06FF]/;

/** The hreflang alternates of a server-rendered page's head. */
function alternates(html: string): Record<string, string> {
  const head = html.split('</head>')[0] ?? '';
  return Object.fromEntries(
    [...head.matchAll(/<link\b[^>]*rel="alternate"[^>]*>/g)].map((m) => [
      /hreflang="([^"]+)"/.exec(m[0])![1]!,
      /href="([^"]+)"/.exec(m[0])![1]!,
    ]),
  );
}

test('every type of page arrives in Arabic from the server: lang, dir, hreflang pair, Arabic head and body', async ({
  request,
  baseURL,
}) => {
  const car = await aCar(request);
  const companies = (await (await request.get('/api/companies?pageSize=1')).json()) as {
    items: { id: number }[];
  };
  const pages = [
    '/',
    '/cars?type=suv',
    `/cars/${car.id}`,
    '/category/suv-rental-dubai',
    '/location/car-rental-sharjah',
    '/cars/with-driver',
    '/companies',
    `/companies/${companies.items[0]!.id}/cars`,
    '/blog',
    '/about',
    '/privacy',
    '/terms',
  ];
  for (const path of pages) {
    const arabicPath = path === '/' ? '/ar' : `/ar${path}`;
    const response = await request.get(arabicPath);
    expect(response.status(), arabicPath).toBe(200);
    const html = await response.text();
    expect(html, arabicPath).toContain('<html lang="ar" dir="rtl">');
    const head = serverHead(html);
    expect(head.title, arabicPath).toMatch(ARABIC);
    expect(head.meta('description'), arabicPath).toMatch(ARABIC);
    expect(head.meta('og:locale')).toBe('ar_AE');
    const english = `${baseURL}${path}`;
    // The canonical drops what the page does not read (none here) and is the page's own.
    expect(head.canonical, arabicPath).toBe(`${baseURL}${arabicPath}`);
    expect(alternates(html), arabicPath).toEqual({
      en: english,
      ar: `${baseURL}${arabicPath}`,
      'x-default': english,
    });
    const englishHtml = await (await request.get(path)).text();
    expect(englishHtml).toContain('<html lang="en" dir="ltr">');
    expect(alternates(englishHtml)).toEqual(alternates(html));
    expect(serverHead(englishHtml).canonical).toBe(english);
    // The body is Arabic and its links stay in /ar.
    const body = html.split('<main')[1] ?? '';
    expect(body, arabicPath).toMatch(ARABIC);
    expect(body, arabicPath).not.toMatch(/href="\/(cars|category|location|companies|blog)\b/);
  }
  const missing = await request.get('/ar/no-such-page');
  expect(missing.status()).toBe(404);
  const missingHtml = await missing.text();
  expect(missingHtml).toContain('<html lang="ar" dir="rtl">');
  expect(serverHead(missingHtml).title).toMatch(ARABIC);
});

test('the sitemap lists every page in both languages, each with its alternates', async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entry = (loc: string) =>
    [...xml.matchAll(/<url>(.*?)<\/url>/g)]
      .map((m) => m[1]!)
      .find((e) => e.includes(`<loc>${loc}</loc>`));
  for (const loc of [`${baseURL}/about`, `${baseURL}/ar/about`]) {
    const found = entry(loc);
    expect(found, loc).toBeTruthy();
    expect(found).toContain(`hreflang="en" href="${baseURL}/about"`);
    expect(found).toContain(`hreflang="ar" href="${baseURL}/ar/about"`);
    expect(found).toContain(`hreflang="x-default" href="${baseURL}/about"`);
  }
  expect(entry(`${baseURL}/ar`)).toBeTruthy();
});

async function contactInArabic(page: Page) {
  await recordHandOffs(page);
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoHorizontalScroll(page);
  // The hero: a car type, then the search.
  const mobile = (page.viewportSize()?.width ?? 1280) < 900;
  if (!mobile) {
    await page.getByLabel('نوع السيارة').selectOption('sedan');
    await page.getByRole('button', { name: 'عرض جميع السيارات' }).click();
  } else {
    await page.getByLabel('ابحث عن سيارة').fill('Toyota');
    await page.getByLabel('ابحث عن سيارة').press('Enter');
  }
  await page.waitForURL(/\/ar\/cars\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARABIC);
  await expectNoHorizontalScroll(page);
  const firstCar = page.locator('.car-card a[href^="/ar/cars/"]').first();
  await firstCar.click();
  await page.waitForURL(/\/ar\/cars\/\d+$/);
  await expectNoHorizontalScroll(page);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const whatsapp = mobile
    ? page.locator('.car-bar').getByRole('button', { name: 'واتساب' })
    : page.locator('.car-offer').getByRole('button', { name: 'واتساب' });
  await whatsapp.click();
  const dialog = page.getByRole('dialog', { name: 'نموذج التواصل' });
  await dialog.getByLabel('الاسم الكامل').fill('ليلى حداد');
  await dialog.getByLabel('البريد الإلكتروني').fill('layla@example.ae');
  await dialog.getByLabel('رقم الهاتف').fill('+971 50 765 4321');
  await expect(dialog.getByLabel('رقم الهاتف')).toHaveAttribute('dir', 'ltr');
  await expectNoHorizontalScroll(page);
  await dialog.getByRole('button', { name: 'المتابعة إلى واتساب' }).click();
  await expect(dialog.getByText('شكراً لك! تم حفظ بياناتك.')).toBeVisible();
  await expect(
    page.locator('.toast__description', { hasText: 'جارٍ توصيلك بالشركة عبر واتساب.' }),
  ).toBeVisible();
  const [url] = await launchedUrls(page);
  const text = decodeURIComponent(new URL(url!).searchParams.get('text') ?? '');
  expect(text).toBe(
    `مرحباً! أرغب في استئجار سيارة ${title}. اسمي ليلى حداد. هل يمكنكم إفادتي بمدى توفرها وأفضل أسعاركم؟`,
  );
}

test('desktop: Arabic home → search → car → contact, the WhatsApp text in Arabic', async ({
  page,
}) => {
  await contactInArabic(page);
});

test.describe('phone', () => {
  test.use({ viewport: MOBILE });
  test('Arabic home → search → car → contact at 390 px, nothing wider than the screen', async ({
    page,
  }) => {
    await contactInArabic(page);
  });

  test('the phone menu switches language, keeping the page and its query', async ({ page }) => {
    await page.goto('/ar/cars?type=suv&brand=toyota');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/cars\?type=suv&brand=toyota$/);
    expect(new URL(page.url()).pathname).toBe('/cars');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoHorizontalScroll(page);
  });
});

test('the switcher round trip keeps the page and query, remembers the choice, and never redirects', async ({
  page,
  context,
}) => {
  await page.goto('/cars?type=suv&brand=toyota&utm_source=news');
  await page.locator('.header').getByRole('link', { name: 'العربية' }).click();
  await page.waitForURL(/\/ar\/cars\?/);
  expect(new URL(page.url()).search).toBe('?type=suv&brand=toyota&utm_source=news');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'site_lang')?.value).toBe('ar');
  await page.locator('.header').getByRole('link', { name: 'English' }).click();
  await page.waitForURL(/\/cars\?/);
  expect(new URL(page.url()).pathname).toBe('/cars');
  expect(new URL(page.url()).search).toBe('?type=suv&brand=toyota&utm_source=news');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('an Arabic browser on an English page', () => {
  test.use({ locale: 'ar-AE' });
  test('is offered the Arabic page, not sent there; the offer can be closed for good', async ({
    page,
  }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/about');
    const offer = page.locator('.language-suggestion');
    await expect(
      offer.getByRole('link', { name: 'هذه الصفحة متوفرة باللغة العربية' }),
    ).toHaveAttribute('href', '/ar/about');
    await offer.getByRole('button', { name: 'إغلاق' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.locator('#root[data-hydrated]')).toBeAttached();
    await expect(offer).toBeHidden();
  });
});

test('carousels scroll from the right and their arrows work in Arabic', async ({ page }) => {
  await page.goto('/ar');
  const carousel = page.locator('.car-carousel').first();
  await carousel.scrollIntoViewIfNeeded();
  const track = carousel.locator('.carousel__track');
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0);
  const next = carousel.getByRole('button', { name: 'التمرير للأمام' });
  await expect(next).toBeVisible();
  await next.click();
  // Right to left: scrolling forward moves the track's start leftwards (negative scrollLeft).
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeLessThan(0);
  const previous = carousel.getByRole('button', { name: 'التمرير للخلف' });
  await expect(previous).toBeVisible();
  // The chevrons point the way they scroll: turned round in right-to-left text.
  const transform = await next.locator('svg').evaluate((el) => getComputedStyle(el).transform);
  expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
});

test('Arabic pages preload and draw the self-hosted Arabic font; English pages never fetch it', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);

  await page.goto('/ar/about');
  await page.waitForLoadState('networkidle');
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute('href', /ibm-plex-sans-arabic-arabic-400-normal.*\.woff2$/);
  expect(fonts.some((path) => /ibm-plex-sans-arabic-arabic-400-normal/.test(path))).toBe(true);
  expect(
    await page.evaluate(() => document.fonts.check('16px "IBM Plex Sans Arabic"', 'عربي')),
  ).toBe(true);
});

test('an Arabic page brings its catalogue code, preloaded, and renders with it after hydration; English pages never fetch it', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const isPack = (path: string) => /\/assets\/ar-[\w-]+\.js$/.test(path);
  await page.goto('/about');
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(isPack)).toEqual([]);

  // Named by the server with the page's own chunks, so it arrives with the entry.
  const html = await (await request.get('/ar')).text();
  expect(html).toMatch(/data-preload="[^"]*\/assets\/ar-[\w-]+\.js/);
  await page.goto('/ar');
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  expect(scripts.filter(isPack)).toHaveLength(1);
  // A page drawn in the browser, after hydration, has the catalogue's Arabic texts (without the
  // pack its title would be the English 'Car Rental Dubai Marina').
  // Home's popular districts: a router link, so the location page is drawn by the browser.
  const district = page.getByRole('main').locator('a[href="/ar/location/car-rental-dubai-marina"]');
  await expect(district.first()).toHaveText(ARABIC);
  await district.first().click();
  await expect(page).toHaveURL(/\/ar\/location\/car-rental-dubai-marina$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARABIC);
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Car Rental');
});

test('an Arabic car page with dates: the trip breakdown and the terms carry no English label', async ({
  page,
  request,
}) => {
  const car = await aCar(request);
  // 38 days: a month, a week and a day when the car has those rates.
  const today = uaeWallClock(new Date()).slice(0, 10);
  const from = addDays(today, 30);
  const to = addDays(from, 38);
  await page.goto(`/ar/cars/${car.id}?from=${from}&to=${to}`);
  const breakdown = page.getByTestId('trip-breakdown');
  await expect(breakdown).toBeVisible();
  // The rent plan (months, weeks, days as the car's rates make cheapest), counted in Arabic.
  await expect(breakdown.locator('dt small').first()).toHaveText(ARABIC);
  await expect(breakdown.getByTestId('trip-total')).toHaveText(
    /^\u200f[\d,]+(\.\d\d)?\u00a0د\.إ\.\u200f$/,
  );

  // "Can I drive it?" answers in Arabic, the countries by their Arabic names.
  await breakdown.getByLabel('عمرك').fill('30');
  await breakdown.getByLabel('بلد إصدار الرخصة').selectOption('IN');
  await breakdown.getByLabel('سنوات حيازة الرخصة').fill('5');
  await expect(breakdown.getByText('يمكنك قيادتها برخصة قيادة دولية')).toBeVisible();
  await expect(breakdown.getByLabel('بلد إصدار الرخصة').locator('option[value="IN"]')).toHaveText(
    'الهند',
  );

  // Every text of the trip (delivery choices, breakdown, driver check with its options) and of
  // the terms: not one Latin letter, so no English label (core's rules or emirates) is left.
  for (const part of [page.locator('.trip-quote'), page.locator('.car-facts--terms')]) {
    const text = (await part.textContent()) ?? '';
    for (const label of ENGLISH_TERM_LABELS) expect(text).not.toContain(label);
    expect(text.match(/[A-Za-z]+/g) ?? []).toEqual([]);
  }
});

/** The schema.org blocks of a server-rendered page, each block's objects flattened. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap(
    (m) => [JSON.parse(m[1]!) as unknown].flat() as Record<string, unknown>[],
  );
}

/** Every site address (`url`, `item`, `@id`, `urlTemplate`) of JSON-LD, files left out. */
function pageAddresses(node: unknown, origin: string, key = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((child) => pageAddresses(child, origin, key));
  if (typeof node === 'string') {
    const address = ['url', 'item', '@id', 'urlTemplate'].includes(key) && node.startsWith(origin);
    return address && !/\.[a-z0-9]+$/i.test(new URL(node).pathname) ? [node] : [];
  }
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([child, value]) => pageAddresses(value, origin, child));
}

test('Arabic pages’ JSON-LD: /ar addresses, Arabic names and descriptions, inLanguage ar', async ({
  request,
  baseURL,
}) => {
  const car = await aCar(request);
  const companies = (await (await request.get('/api/companies?pageSize=1')).json()) as {
    items: { id: number }[];
  };
  // JSON read from the page: its shape is what the checks below test.
  const byType = (blocks: Record<string, unknown>[], type: string) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    blocks.find((block) => [block['@type']].flat().includes(type)) as Record<string, any>;
  const checks: Record<string, (blocks: Record<string, unknown>[]) => void> = {
    '/ar': (blocks) => {
      const site = byType(blocks, 'WebSite');
      expect(site.name).toMatch(ARABIC);
      expect(site.url).toBe(`${baseURL}/ar`);
      expect(site.potentialAction.target.urlTemplate).toBe(
        `${baseURL}/ar/cars?query={search_term_string}`,
      );
      const organization = byType(blocks, 'Organization');
      expect(organization.description).toMatch(ARABIC);
      expect(organization.address.addressLocality).toBe('دبي');
      expect(organization.areaServed.name).toBe('الإمارات العربية المتحدة');
      for (const item of byType(blocks, 'ItemList').itemListElement)
        expect(item.name).toMatch(ARABIC);
    },
    '/ar/cars?type=suv': (blocks) => expect(byType(blocks, 'ItemList').name).toMatch(ARABIC),
    [`/ar/cars/${car.id}`]: (blocks) => {
      const product = byType(blocks, 'Car');
      expect(product.url).toBe(`${baseURL}/ar/cars/${car.id}`);
      expect(product.bodyType).toMatch(ARABIC);
      expect(product.vehicleTransmission).toMatch(ARABIC);
      expect(product.offers.seller['@type']).toBe('AutoRental');
      expect(product.offers.seller.url).toMatch(new RegExp(`^${baseURL}/ar/companies/`));
      const crumbs = byType(blocks, 'BreadcrumbList').itemListElement;
      expect(crumbs[0].name).toMatch(ARABIC);
      expect(crumbs[1].name).toMatch(ARABIC);
    },
    '/ar/category/suv-rental-dubai': (blocks) => {
      for (const crumb of byType(blocks, 'BreadcrumbList').itemListElement) {
        expect(crumb.name).toMatch(ARABIC);
      }
    },
    [`/ar/companies/${companies.items[0]!.id}/cars`]: (blocks) => {
      // The description is the company's own text (in the language it wrote it).
      const company = byType(blocks, 'AutoRental');
      if (company.priceRange) expect(company.priceRange).toMatch(ARABIC);
    },
    '/ar/companies': (blocks) => expect(byType(blocks, 'ItemList')).toBeTruthy(),
    '/ar/blog': (blocks) => {
      const blog = byType(blocks, 'Blog');
      expect(blog.name).toMatch(ARABIC);
      expect(blog.description).toMatch(ARABIC);
    },
    '/ar/about': (blocks) => expect(byType(blocks, 'AboutPage').name).toMatch(ARABIC),
  };
  for (const [path, check] of Object.entries(checks)) {
    const blocks = jsonLdOf(await (await request.get(path)).text());
    expect(blocks.length, path).toBeGreaterThan(0);
    const addresses = pageAddresses(blocks, baseURL!);
    expect(addresses.length, path).toBeGreaterThan(0);
    for (const address of addresses)
      expect(address, path).toMatch(new RegExp(`^${baseURL}/ar(/|\\?|$)`));
    for (const type of ['WebSite', 'Blog', 'AboutPage', 'Article']) {
      const work = byType(blocks, type);
      if (work) expect(work.inLanguage, `${path} ${type}`).toBe('ar');
    }
    check(blocks);
  }
  // The English pages keep their root addresses, in English.
  const english = jsonLdOf(await (await request.get(`/cars/${car.id}`)).text());
  for (const address of pageAddresses(english, baseURL!)) expect(address).not.toContain('/ar');
  expect(byType(jsonLdOf(await (await request.get('/')).text()), 'WebSite').inLanguage).toBe('en');
});
