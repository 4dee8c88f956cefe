import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '@core/catalogue/areas';
import { BRANDS, CAR_TYPES, CONTACT_METHODS, EMIRATES, LEAD_STATUSES, SERVICES } from '@core/enums';
import { parseDemoCarImagePath, parseDemoLogoPath } from '../../media/demoArt';
import { verifyPassword } from '../../services/passwords';
import { countWords } from '@core/rules/readingTime';
import { openScratchDatabase } from '../../../test/testServer';
import { toCount } from '../database';
import {
  DEFAULT_DEMO_SEED,
  DEMO_ACCOUNTS,
  demoBaseDate,
  DEMO_VENDOR_COMPANY_SLUG,
  generateDemoMarket,
  seedDemoData,
  type DemoCounts,
} from './demoData';

const DEMO_PASSWORD = 'demo-password-123';
/** A fixed base date: the market generated twice is the same whatever the clock says. */
const BASE_DATE = new Date('2026-11-20T06:00:00.000Z');

describe('generateDemoMarket', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = generateDemoMarket(DEFAULT_DEMO_SEED, BASE_DATE);
    const b = generateDemoMarket(DEFAULT_DEMO_SEED, BASE_DATE);
    expect(b).toEqual(a);
    const c = generateDemoMarket(7, BASE_DATE);
    expect(c.cars.map((car) => car.title)).not.toEqual(a.cars.map((car) => car.title));
  });

  it('keeps every date at or before the base date', () => {
    const market = generateDemoMarket(DEFAULT_DEMO_SEED, BASE_DATE);
    const base = BASE_DATE.getTime();
    const dates = [
      ...market.users.flatMap((u) => [u.created_at, u.updated_at]),
      ...market.companies.flatMap((c) => [c.created_at, c.verified_at]),
      ...market.cars.flatMap((c) => [c.created_at, c.updated_at, c.approved_at]),
      ...market.leads.flatMap((l) => [l.created_at, l.updated_at]),
    ].filter((d): d is Date => d !== null);
    for (const date of dates) expect(date.getTime()).toBeLessThanOrEqual(base);
  });

  it('dates everything from the base date: a month later, the same market a month later', () => {
    const month = 30 * 86_400_000;
    const a = generateDemoMarket(DEFAULT_DEMO_SEED, BASE_DATE);
    const later = generateDemoMarket(DEFAULT_DEMO_SEED, new Date(BASE_DATE.getTime() + month));
    expect(later.cars.map((car) => car.title)).toEqual(a.cars.map((car) => car.title));
    const moved = (x: Date | null, y: Date | null) => (y?.getTime() ?? 0) - (x?.getTime() ?? 0);
    a.leads.forEach((lead, i) =>
      expect(moved(lead.created_at, later.leads[i]!.created_at)).toBe(month),
    );
    a.companies.forEach((company, i) =>
      expect(moved(company.updated_at, later.companies[i]!.updated_at)).toBe(month),
    );
  });

  it('has companies awaiting verification ask for it days before the base date, not years', () => {
    const { companies } = generateDemoMarket(DEFAULT_DEMO_SEED, BASE_DATE);
    const awaiting = companies.filter((c) => c.verification_status === 'pending');
    expect(awaiting.length).toBeGreaterThan(0);
    for (const company of awaiting) {
      const waitedDays = (BASE_DATE.getTime() - company.updated_at.getTime()) / 86_400_000;
      expect(waitedDays).toBeGreaterThan(0);
      expect(waitedDays).toBeLessThanOrEqual(10);
      expect(company.updated_at.getTime()).toBeGreaterThanOrEqual(company.created_at.getTime());
    }
  });

  it('takes the hour of seeding as the base date', () => {
    expect(demoBaseDate(new Date('2027-03-04T09:41:27.123Z'))).toEqual(
      new Date('2027-03-04T09:00:00.000Z'),
    );
  });

  it('gives companies unique names, slugs, e-mails and UAE mobile numbers', () => {
    const { companies, users } = generateDemoMarket(DEFAULT_DEMO_SEED, BASE_DATE);
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(companies.map((c) => c.name))).toBe(true);
    expect(unique(companies.map((c) => c.slug))).toBe(true);
    expect(unique(companies.map((c) => c.phone))).toBe(true);
    expect(unique(users.map((u) => u.email.toLowerCase()))).toBe(true);
    for (const c of companies) {
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.phone).toMatch(/^\+9715[0-9]{8}$/);
      expect(c.whatsapp).toMatch(/^\+9715[0-9]{8}$/);
      expect(c.email).toBe(`bookings@${c.slug.replace(/-/g, '')}.ae`);
      expect(parseDemoLogoPath(c.logo_url)).not.toBeNull();
      expect(c.rating).toBeGreaterThanOrEqual(3.8);
      expect(c.rating).toBeLessThanOrEqual(5);
      expect(c.review_count).toBeGreaterThanOrEqual(10);
      expect(c.review_count).toBeLessThanOrEqual(900);
    }
  });
});

// PGlite only: seeding a shared CI PostgreSQL database would collide with other tests' rows.
describe('seedDemoData into an empty database', () => {
  let knex: Knex;
  let drop: () => Promise<void>;
  let counts: DemoCounts;

  beforeAll(async () => {
    ({ knex, drop } = await openScratchDatabase());
    const started = performance.now();
    counts = await seedDemoData(knex, { demoPassword: DEMO_PASSWORD });
    console.info(
      `Demo seed: ${JSON.stringify(counts)} in ${Math.round(performance.now() - started)} ms`,
    );
  }, 120_000);

  afterAll(async () => {
    await drop?.();
  });

  const count = async (query: Knex.QueryBuilder) => {
    const [row] = (await query.count('* as n')) as Array<{ n: unknown }>;
    return toCount(row?.n);
  };

  it('inserts every generated row', async () => {
    for (const [table, expected] of [
      ['users', counts.users],
      ['companies', counts.companies],
      ['cars', counts.cars],
      ['car_images', counts.images],
      ['leads', counts.leads],
    ] as const) {
      expect(await count(knex(table)), table).toBe(expected);
    }
    expect(counts.leads).toBeGreaterThanOrEqual(250);
  });

  it('has a few companies that write in Arabic too, the demo vendor among them, and their cars', async () => {
    const arabic = await knex('companies').whereNotNull('description_ar').pluck('slug');
    expect(arabic).toContain(DEMO_VENDOR_COMPANY_SLUG);
    expect(arabic.length).toBeGreaterThanOrEqual(3);
    expect(arabic.length).toBeLessThan(counts.companies / 4);
    const cars = await knex('cars')
      .join('companies', 'companies.id', 'cars.company_id')
      .select('cars.title_ar', 'cars.description_ar', 'companies.description_ar as company_ar');
    // Exactly the cars of those companies: an Arabic description each, an Arabic title where
    // the brand has an Arabic form.
    for (const car of cars) {
      expect(car.description_ar === null).toBe(car.company_ar === null);
      if (car.company_ar === null) expect(car.title_ar).toBeNull();
    }
    const titles = cars.flatMap((car) => (car.title_ar ? [car.title_ar as string] : []));
    expect(titles.length).toBeGreaterThanOrEqual(25);
    for (const title of titles) expect(title).toMatch(/[\u0600-\u06FF]/);
  });

  it('has at least 60 companies in all seven emirates and every area', async () => {
    expect(counts.companies).toBeGreaterThanOrEqual(60);
    const emirates = await knex('companies').distinct('emirate').pluck('emirate');
    expect([...emirates].sort()).toEqual([...EMIRATES].sort());
    const areas = await knex('companies')
      .where({ status: 'active' })
      .distinct('area')
      .pluck('area');
    for (const area of AREAS) expect(areas, area.slug).toContain(area.slug);
    expect(await count(knex('companies').where({ status: 'suspended' }))).toBeGreaterThanOrEqual(1);
    expect(
      await count(knex('companies').whereNot({ verification_status: 'verified' })),
    ).toBeGreaterThan(0);
  });

  it('has at least 1,500 cars with known brands, types and colours, in their company emirate', async () => {
    expect(counts.cars).toBeGreaterThanOrEqual(1500);
    const brands = await knex('cars').distinct('brand').pluck('brand');
    for (const brand of brands) expect(BRANDS).toContain(brand);
    const types = await knex('cars').distinct('car_type').pluck('car_type');
    expect([...types].sort()).toEqual([...CAR_TYPES].sort());
    expect(
      await count(
        knex('cars')
          .join('companies', 'companies.id', 'cars.company_id')
          .whereRaw('cars.emirate <> companies.emirate'),
      ),
    ).toBe(0);
    const years = await knex('cars').min('year as min').max('year as max').first();
    expect(years).toEqual({ min: 2021, max: 2026 });
  });

  it('prices each car type in its market range', async () => {
    const rows = (await knex('cars')
      .select('car_type')
      .min('price_per_day as min')
      .max('price_per_day as max')
      .groupBy('car_type')) as Array<{ car_type: string; min: number; max: number }>;
    const range = Object.fromEntries(rows.map((r) => [r.car_type, [r.min, r.max]]));
    const within: Record<string, [number, number]> = {
      economy: [80, 200],
      sedan: [130, 400],
      suv: [250, 4500],
      sports: [450, 4500],
      luxury: [500, 5500],
      convertible: [400, 3500],
      electric: [250, 1800],
      van: [250, 700],
    };
    for (const [type, [low, high]] of Object.entries(within)) {
      const [min, max] = range[type] ?? [];
      expect(min, type).toBeGreaterThanOrEqual(low);
      expect(max, type).toBeLessThanOrEqual(high);
    }
    const massSuvMax = await knex('cars')
      .where({ car_type: 'suv' })
      .whereIn('brand', ['toyota', 'nissan', 'kia', 'hyundai', 'mitsubishi', 'ford', 'chevrolet'])
      .max('price_per_day as max')
      .first();
    expect(massSuvMax?.max).toBeLessThanOrEqual(950);
    expect(await count(knex('cars').whereRaw('price_per_month >= 25 * price_per_day'))).toBe(0);
    expect(
      await count(
        knex('cars').whereRaw(
          'price_per_week is not null and (price_per_week < 5 * price_per_day or price_per_week > 7 * price_per_day)',
        ),
      ),
    ).toBe(0);
    const monthly = await count(knex('cars').whereNotNull('price_per_month'));
    expect(monthly / counts.cars).toBeGreaterThan(0.3);
  });

  it('gives chauffeur cars services and self-drive cars at most airport delivery', async () => {
    const cars = (await knex('cars').select(
      'with_driver',
      'services',
      'seats',
      'car_type',
    )) as Array<{
      with_driver: boolean;
      services: string[];
      seats: number;
      car_type: string;
    }>;
    for (const car of cars) {
      expect(Array.isArray(car.services)).toBe(true);
      for (const s of car.services) expect(SERVICES).toContain(s);
      if (car.with_driver) expect(car.services.length).toBeGreaterThan(0);
      else expect(car.services.every((s) => s === 'airport')).toBe(true);
      if (car.car_type === 'van') expect(car.seats).toBeGreaterThanOrEqual(7);
    }
    const share = cars.filter((c) => c.with_driver).length / cars.length;
    expect(share).toBeGreaterThan(0.06);
    expect(share).toBeLessThan(0.2);
  });

  it('fills every Dubai landing page with public cars', async () => {
    const publicDubai = () =>
      knex('cars')
        .join('companies', 'companies.id', 'cars.company_id')
        .where({ 'cars.status': 'approved', 'cars.active': true, 'companies.status': 'active' })
        .where('cars.emirate', 'dubai');
    for (const type of CAR_TYPES) {
      expect(await count(publicDubai().where('cars.car_type', type)), type).toBeGreaterThan(5);
    }
    expect(await count(publicDubai().where('cars.seats', '>=', 7))).toBeGreaterThan(20);
    expect(await count(publicDubai().where('cars.price_per_day', '<=', 200))).toBeGreaterThan(20);
    expect(await count(publicDubai().whereNotNull('cars.price_per_month'))).toBeGreaterThan(20);
    expect(await count(publicDubai().whereRaw("'airport' = any(cars.services)"))).toBeGreaterThan(
      20,
    );
    expect(await count(publicDubai().where('cars.horsepower', '>=', 550))).toBeGreaterThan(20);
    expect(await count(publicDubai().where('cars.with_driver', true))).toBeGreaterThan(20);
    expect(await count(publicDubai().where('cars.featured', true))).toBeGreaterThan(20);
  });

  it('shows every car with project-made images', async () => {
    expect(
      await count(
        knex('cars').whereNotExists(
          knex('car_images')
            .whereRaw('car_images.car_id = cars.id')
            .where('car_images.position', 0),
        ),
      ),
    ).toBe(0);
    const urls = await knex('car_images').distinct('url').pluck('url');
    for (const url of urls) expect(parseDemoCarImagePath(url), url).not.toBeNull();
  });

  it('creates the demo accounts with the demo password', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const user = await knex('users').where({ email: account.email }).first();
      expect(user?.role).toBe(account.role);
      expect(user?.status).toBe('active');
      expect(await verifyPassword(user.password_hash, DEMO_PASSWORD)).toBe(true);
    }
    const hashes = await knex('users').distinct('password_hash').pluck('password_hash');
    expect(hashes).toHaveLength(1);
  });

  it('gives the demo vendor a verified Dubai company with listings in every state and leads', async () => {
    const vendor = await knex('users').where({ email: DEMO_ACCOUNTS.vendor.email }).first();
    const company = await knex('companies').where({ owner_id: vendor.id }).first();
    expect(company).toMatchObject({
      slug: DEMO_VENDOR_COMPANY_SLUG,
      emirate: 'dubai',
      verification_status: 'verified',
      status: 'active',
    });
    const cars = (await knex('cars').where({ company_id: company.id })) as Array<{
      status: string;
      active: boolean;
      rejection_reason: string | null;
    }>;
    expect(cars.length).toBeGreaterThanOrEqual(20);
    const by = (status: string) => cars.filter((c) => c.status === status);
    expect(by('approved').length).toBeGreaterThan(by('pending').length);
    expect(by('pending').length).toBeGreaterThan(0);
    expect(by('rejected')).toHaveLength(1);
    expect(by('rejected')[0]?.rejection_reason).toBeTruthy();
    expect(by('draft')).toHaveLength(1);
    expect(cars.filter((c) => !c.active)).toHaveLength(1);

    const leads = (await knex('leads').where({ company_id: company.id })) as Array<{
      status: string;
      method: string;
      source_page: string;
    }>;
    expect(leads.length).toBeGreaterThanOrEqual(30);
    expect(new Set(leads.map((l) => l.status))).toEqual(new Set(LEAD_STATUSES));
    expect(new Set(leads.map((l) => l.method))).toEqual(new Set(CONTACT_METHODS));
    const placeholders = await count(knex('leads').where('source_page', 'like', '%{%'));
    expect(placeholders).toBe(0);
  });

  it('dates the demo from the day it is seeded: leads this week, no company waiting for years', async () => {
    const vendor = await knex('users').where({ email: DEMO_ACCOUNTS.vendor.email }).first();
    const company = await knex('companies').where({ owner_id: vendor.id }).first();
    const weekAgo = new Date(Date.now() - 7 * 86_400_000);
    expect(
      await count(
        knex('leads').where({ company_id: company.id }).where('created_at', '>=', weekAgo),
      ),
    ).toBeGreaterThan(0);
    expect(await count(knex('leads').where('created_at', '>', new Date()))).toBe(0);
    const oldestWaiting = (await knex('companies')
      .where({ verification_status: 'pending' })
      .min('updated_at as since')
      .first()) as { since: Date };
    expect(Date.now() - new Date(oldestWaiting.since).getTime()).toBeLessThanOrEqual(
      11 * 86_400_000,
    );
  });

  it('puts every company on a plan its fleet fits, the demo vendor with room to add cars', async () => {
    const rows = (await knex('companies')
      .join('subscriptions', 'subscriptions.company_id', 'companies.id')
      .join('plans', 'plans.id', 'subscriptions.plan_id')
      .where('subscriptions.status', 'active')
      .select('companies.id', 'companies.owner_id', 'plans.car_limit')
      .select(
        knex.raw('(select count(*) from cars where cars.company_id = companies.id) as cars'),
      )) as Array<{ id: number; owner_id: number; car_limit: number; cars: number | string }>;
    expect(rows.length).toBe(await count(knex('companies')));
    for (const row of rows) expect(toCount(row.cars)).toBeLessThan(row.car_limit);
    const vendor = await knex('users').where({ email: DEMO_ACCOUNTS.vendor.email }).first();
    const demo = rows.find((row) => row.owner_id === vendor.id)!;
    expect(demo.car_limit - toCount(demo.cars)).toBeGreaterThanOrEqual(10);
  });

  it('backs every verified company with approved, unexpired required documents', async () => {
    const verified = await knex('companies').where({ verification_status: 'verified' }).pluck('id');
    const approved = await knex('vendor_documents')
      .whereIn('company_id', verified)
      .where({ status: 'approved' })
      .where('expires_on', '>', knex.raw('current_date'))
      .select('company_id')
      .countDistinct('kind as kinds')
      .groupBy('company_id');
    expect(approved.length).toBe(verified.length);
    for (const row of approved) expect(toCount(row.kinds)).toBe(3);
  });

  it('writes the demo blog: six or more real posts in several categories, one draft, one in review', async () => {
    const posts = (await knex('posts')
      .join('users', 'users.id', 'posts.author_id')
      .select('posts.*', 'users.email')) as Array<{
      status: string;
      content_html: string;
      content_json: unknown;
      published_at: Date | null;
      category_id: number | null;
      email: string;
    }>;
    const published = posts.filter((p) => p.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(posts.filter((p) => p.status === 'draft')).toHaveLength(1);
    expect(posts.filter((p) => p.status === 'review')).toHaveLength(1);
    for (const post of published) {
      const words = countWords(post.content_html);
      expect(words).toBeGreaterThanOrEqual(400);
      expect(words).toBeLessThanOrEqual(800);
      // Links to the site's pages in the post's language (an Arabic post's under /ar).
      expect(post.content_html).toMatch(/href="(\/ar)?\/(cars|category|location)/);
      expect(post.content_json).toMatchObject({ type: 'doc' });
      expect(new Date(post.published_at!).getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(new Set(published.map((p) => p.category_id)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(published.map((p) => String(p.published_at))).size).toBe(published.length);
    expect(new Set(posts.map((p) => p.email))).toEqual(
      new Set([DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.writer.email]),
    );
    expect(await count(knex('post_tags'))).toBeGreaterThanOrEqual(12);
  });

  it('writes Arabic posts for UAE renters, each the translation of a published English post', async () => {
    const arabic = (await knex('posts as p')
      .leftJoin('posts as o', 'o.id', 'p.translation_of_id')
      .where('p.language', 'ar')
      .select(
        'p.title',
        'p.status',
        'p.content_html',
        'o.language as original_language',
        'o.status as original_status',
      )) as Array<{
      title: string;
      status: string;
      content_html: string;
      original_language: string | null;
      original_status: string | null;
    }>;
    expect(arabic.filter((post) => post.status === 'published').length).toBeGreaterThanOrEqual(4);
    for (const post of arabic) {
      expect(post.title).toMatch(/[\u0600-\u06FF]/);
      expect(post.content_html).toMatch(/href="\/ar\//);
      expect(post).toMatchObject({ original_language: 'en', original_status: 'published' });
    }
  });
});
