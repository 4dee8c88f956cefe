import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLeadPageSchema,
  leadCreatedSchema,
  leadSchema,
  vendorLeadPageSchema,
  type AdminLeadPage,
  type Lead as LeadJson,
  type VendorLeadPage,
} from '@core/schemas/lead';
import { Lead } from '../models';
import type { Car, Company } from '../models';
import { LEAD_LIMITS } from '../services/leads/recordLead';
import {
  buildCar,
  buildCompany,
  buildLead,
  buildUserWithPassword,
  buildVendor,
} from '../../test/factories';
import { TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'lead tests password';
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
const client = () => new TestClient(server.baseUrl);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const leadsOf = (companyId: number) => Lead.query().where('company_id', companyId);
const countLeadsOf = (companyId: number) => leadsOf(companyId).resultSize();

const contactForm = (carId: number, overrides: Record<string, unknown> = {}) => ({
  carId,
  method: 'whatsapp',
  name: '  Sara Ahmed ',
  email: ' Sara.Ahmed@Example.COM ',
  phone: '+971 50 987 6543',
  ...overrides,
});

async function signedIn(email: string): Promise<TestClient> {
  const browser = client();
  expect((await browser.login(email, PASSWORD)).status).toBe(200);
  return browser;
}

describe('POST /api/leads', () => {
  let company: Company;
  let car: Car;

  beforeAll(async () => {
    company = await buildCompany({
      whatsapp: '+971551112222',
      phone: '+97143334444',
      email: `desk-${randomInt(1e9)}@rentals.ae`,
    });
    car = await buildCar(company);
  });

  const missing = (field: string) => (form: Record<string, unknown>) => {
    const copy = { ...form };
    delete copy[field];
    return copy;
  };
  const set = (field: string, value: unknown) => (form: Record<string, unknown>) => ({
    ...form,
    [field]: value,
  });

  it.each([
    ['name', 'missing', missing('name')],
    ['name', 'empty', set('name', '')],
    ['name', 'whitespace-only', set('name', '  \t ')],
    ['name', 'too long', set('name', 'x'.repeat(101))],
    ['email', 'missing', missing('email')],
    ['email', 'empty', set('email', '')],
    ['email', 'whitespace-only', set('email', '   ')],
    ['email', 'not an address', set('email', 'sara@')],
    ['email', 'not an address', set('email', 'sara.example.com')],
    ['phone', 'missing', missing('phone')],
    ['phone', 'empty', set('phone', '')],
    ['phone', 'whitespace-only', set('phone', '   ')],
    ['phone', 'not a number', set('phone', 'call me')],
    ['phone', 'without country code', set('phone', '501234567')],
    ['phone', 'too short', set('phone', '+123')],
    ['carId', 'missing', missing('carId')],
    ['carId', 'not an id', set('carId', 'abc')],
    ['method', 'missing', missing('method')],
    ['method', 'unknown', set('method', 'fax')],
    ['sourcePage', 'too long', set('sourcePage', `/${'x'.repeat(500)}`)],
  ])('refuses %s (%s) with a 400 naming it, and stores nothing', async (field, _case, change) => {
    const response = await client().post<ErrorBody>(
      '/api/leads',
      change(contactForm(car.id) as Record<string, unknown>),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
    expect(Object.keys(response.body.error.fields ?? {})).toEqual([field]);
    expect(response.body.error.message).toContain(field);
    expect(await countLeadsOf(company.id)).toBe(0);
  });

  it("stores the lead for the car's company and answers the company's real contacts", async () => {
    const response = await client().post('/api/leads', {
      ...contactForm(car.id, { method: 'email' }),
      sourcePage: '/cars/suv-rental-dubai',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const created = leadCreatedSchema.parse(response.body);
    expect(created.id).toBeGreaterThan(0);
    expect(created.contact).toEqual({
      whatsapp: '+971551112222',
      email: company.email,
      phone: '+97143334444',
    });
    expect(response.body).toEqual(created);

    const stored = await Lead.query().findById(created.id);
    expect(stored).toMatchObject({
      carId: car.id,
      companyId: company.id,
      carTitle: car.title,
      method: 'email',
      name: 'Sara Ahmed',
      email: 'sara.ahmed@example.com',
      phone: '+971509876543',
      status: 'new',
      sourcePage: '/cars/suv-rental-dubai',
    });
  });

  it('reads local and 00 phone numbers as E.164', async () => {
    for (const [typed, stored] of [
      ['050 987 6543', '+971509876543'],
      ['0044 20 7946 0958', '+442079460958'],
    ]) {
      const response = await client().post<{ id: number }>(
        '/api/leads',
        contactForm(car.id, { phone: typed }),
      );
      expect(response.status).toBe(201);
      expect((await Lead.query().findById(response.body.id))?.phone).toBe(stored);
    }
  });

  it("takes the page from our own Referer's path when the site sends none", async () => {
    const fromSite = await client().request<{ id: number }>('POST', '/api/leads', {
      body: contactForm(car.id),
      headers: { Referer: `${server.baseUrl}/cars/${car.id}?from=home#gallery` },
    });
    expect(fromSite.status).toBe(201);
    expect((await Lead.query().findById(fromSite.body.id))?.sourcePage).toBe(`/cars/${car.id}`);

    const elsewhere = await client().request<{ id: number }>('POST', '/api/leads', {
      body: contactForm(car.id, { sourcePage: '   ' }),
      headers: { Referer: 'https://search.example/results?q=rent' },
    });
    expect(elsewhere.status).toBe(201);
    expect((await Lead.query().findById(elsewhere.body.id))?.sourcePage).toBeNull();
  });

  it('answers 404 for a car renters cannot see, and stores nothing', async () => {
    const hiddenCompany = await buildCompany();
    const suspended = await buildCompany({ status: 'suspended' });
    const hidden = [
      await buildCar(hiddenCompany, { status: 'pending' }),
      await buildCar(hiddenCompany, { status: 'rejected', rejectionReason: 'Blurry photos' }),
      await buildCar(hiddenCompany, { status: 'draft' }),
      await buildCar(hiddenCompany, { active: false }),
      await buildCar(suspended),
    ];
    for (const hiddenCar of [...hidden, { id: 2_000_000_000 }]) {
      const response = await client().post<ErrorBody>('/api/leads', contactForm(hiddenCar.id));
      expect(response.status, `car ${hiddenCar.id}`).toBe(404);
      expect(response.body.error.code).toBe('not_found');
    }
    expect(await countLeadsOf(hiddenCompany.id)).toBe(0);
    expect(await countLeadsOf(suspended.id)).toBe(0);
  });

  it('stores nothing when the honeypot is filled in, yet answers like a success', async () => {
    const trapCompany = await buildCompany();
    const trapCar = await buildCar(trapCompany);
    const response = await client().post('/api/leads', {
      ...contactForm(trapCar.id),
      website: 'https://cheap-seo.example',
    });
    expect(response.status).toBe(201);
    expect(leadCreatedSchema.parse(response.body)).toEqual({
      id: 0,
      contact: {
        whatsapp: trapCompany.whatsapp,
        email: trapCompany.email,
        phone: trapCompany.phone,
      },
    });
    expect(await countLeadsOf(trapCompany.id)).toBe(0);

    // An empty honeypot is what people send.
    const person = await client().post('/api/leads', { ...contactForm(trapCar.id), website: '' });
    expect(person.status).toBe(201);
    expect(await countLeadsOf(trapCompany.id)).toBe(1);
  });

  it('answers 429 with Retry-After past the limit for one address; other addresses go on', async () => {
    const limit = LEAD_LIMITS.perAddress.points;
    const busyCompany = await buildCompany();
    const busyCar = await buildCar(busyCompany);
    const flooder = client();
    for (let i = 0; i < limit; i += 1) {
      expect((await flooder.post('/api/leads', contactForm(busyCar.id))).status).toBe(201);
    }
    const blocked = await flooder.post<ErrorBody>('/api/leads', contactForm(busyCar.id));
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('too_many_requests');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LEAD_LIMITS.perAddress.durationSeconds);
    // The honeypot and unknown cars are refused as well once the address is over its limit.
    expect(
      (await flooder.post('/api/leads', { ...contactForm(busyCar.id), website: 'x' })).status,
    ).toBe(429);
    expect((await flooder.post('/api/leads', contactForm(2_000_000_000))).status).toBe(429);
    expect(await countLeadsOf(busyCompany.id)).toBe(limit);

    expect((await client().post('/api/leads', contactForm(busyCar.id))).status).toBe(201);
    expect(await countLeadsOf(busyCompany.id)).toBe(limit + 1);
  });

  it('does not count requests refused by validation', async () => {
    const browser = client();
    for (let i = 0; i < LEAD_LIMITS.perAddress.points + 5; i += 1) {
      expect((await browser.post('/api/leads', contactForm(car.id, { name: ' ' }))).status).toBe(
        400,
      );
    }
    expect((await browser.post('/api/leads', contactForm(car.id))).status).toBe(201);
  });
});

describe('vendor leads', () => {
  let vendorA: { email: string; company: Company; cars: Car[] };
  let vendorB: { email: string; company: Company };
  /** vendor A's leads, newest first. */
  let leadsA: Lead[];
  let leadB: Lead;

  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    const a = await buildVendor(PASSWORD);
    const b = await buildVendor(PASSWORD);
    const carsA = [await buildCar(a.company), await buildCar(a.company)];
    vendorA = { email: a.user.email, company: a.company, cars: carsA };
    vendorB = { email: b.user.email, company: b.company };
    // Times in UTC; the UAE is four hours ahead.
    const specs = [
      { car: carsA[0]!, method: 'whatsapp', status: 'new', createdAt: at('2026-03-09T10:00:00Z') },
      {
        car: carsA[0]!,
        method: 'email',
        status: 'contacted',
        createdAt: at('2026-03-10T08:00:00Z'),
      },
      // 23:59:59 on 10 March in the UAE.
      { car: carsA[1]!, method: 'phone', status: 'won', createdAt: at('2026-03-10T19:59:59Z') },
      // 00:30 on 11 March in the UAE.
      { car: carsA[1]!, method: 'whatsapp', status: 'lost', createdAt: at('2026-03-10T20:30:00Z') },
      { car: carsA[0]!, method: 'whatsapp', status: 'new', createdAt: at('2026-03-12T09:00:00Z') },
    ] as const;
    const built: Lead[] = [];
    for (const spec of specs) built.push(await buildLead(a.company, { ...spec }));
    leadsA = built.reverse();
    leadB = await buildLead(b.company, { createdAt: at('2026-03-11T09:00:00Z') });
  });

  const list = async (browser: TestClient, query = '') => {
    const response = await browser.get<VendorLeadPage>(`/api/vendor/leads${query}`);
    expect(response.status, response.text).toBe(200);
    return vendorLeadPageSchema.parse(response.body);
  };

  it("lists only the vendor's own leads, newest first, with totals", async () => {
    const page = await list(await signedIn(vendorA.email));
    expect(page.items.map((lead) => lead.id)).toEqual(leadsA.map((lead) => lead.id));
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    const [first, second] = vendorA.cars;
    expect(page.totals).toEqual({
      byMethod: { whatsapp: 3, email: 1, phone: 1 },
      byStatus: { new: 2, contacted: 1, won: 1, lost: 1 },
      byCar: [
        { carId: first!.id, carTitle: first!.title, count: 3 },
        { carId: second!.id, carTitle: second!.title, count: 2 },
      ],
    });
    const newest = leadsA[0]!;
    expect(page.items[0]).toEqual(
      leadSchema.parse({
        id: newest.id,
        carId: newest.carId,
        carTitle: newest.carTitle,
        companyId: vendorA.company.id,
        method: 'whatsapp',
        name: 'Test Renter',
        email: newest.email,
        phone: '+971509876543',
        status: 'new',
        sourcePage: null,
        // No trip asked about.
        from: null,
        to: null,
        days: null,
        quotedTotal: null,
        createdAt: '2026-03-12T09:00:00.000Z',
        // A new lead moves to contacted or lost (core/rules/leadStatus), nowhere else.
        can: { new: false, contacted: true, won: false, lost: true },
      }),
    );

    const pageB = await list(await signedIn(vendorB.email));
    expect(pageB.items.map((lead) => lead.id)).toEqual([leadB.id]);
  });

  it('filters by status, method and car; the other breakdown still counts everything', async () => {
    const browser = await signedIn(vendorA.email);
    const fresh = await list(browser, '?status=new');
    expect(fresh.items.map((lead) => lead.status)).toEqual(['new', 'new']);
    expect(fresh.total).toBe(2);
    expect(fresh.totals.byStatus).toEqual({ new: 2, contacted: 1, won: 1, lost: 1 });
    expect(fresh.totals.byMethod).toEqual({ whatsapp: 2, email: 0, phone: 0 });

    const byPhone = await list(browser, '?method=phone');
    expect(byPhone.items.map((lead) => lead.method)).toEqual(['phone']);

    const secondCar = await list(browser, `?carId=${vendorA.cars[1]!.id}`);
    expect(secondCar.items.map((lead) => lead.carId)).toEqual([
      vendorA.cars[1]!.id,
      vendorA.cars[1]!.id,
    ]);
    // The per-car summary leaves out its own filter and keeps the others.
    expect(secondCar.totals.byCar.map((row) => row.count)).toEqual([3, 2]);
    const whatsappOnly = await list(browser, `?method=whatsapp&carId=${vendorA.cars[1]!.id}`);
    expect(whatsappOnly.totals.byCar).toEqual([
      { carId: vendorA.cars[0]!.id, carTitle: vendorA.cars[0]!.title, count: 2 },
      { carId: vendorA.cars[1]!.id, carTitle: vendorA.cars[1]!.title, count: 1 },
    ]);
    // Another company's car filters to nothing, never to its leads.
    expect((await list(browser, `?carId=${leadB.carId}`)).total).toBe(0);
    // Empty parameters are no filter.
    expect((await list(browser, '?status=&method=')).total).toBe(5);
  });

  it('filters by UAE days, and by exact instants', async () => {
    const browser = await signedIn(vendorA.email);
    const eleventh = await list(browser, '?from=2026-03-11&to=2026-03-11');
    expect(eleventh.items.map((lead) => lead.status)).toEqual(['lost']);
    const tenth = await list(browser, '?from=2026-03-10&to=2026-03-10');
    expect(tenth.items.map((lead) => lead.status)).toEqual(['won', 'contacted']);
    const since = await list(browser, '?from=2026-03-10T19:59:59Z');
    expect(since.total).toBe(3);
    const until = await list(browser, '?to=2026-03-10T19:59:59Z');
    expect(until.total).toBe(3);
  });

  it('pages', async () => {
    const browser = await signedIn(vendorA.email);
    const second = await list(browser, '?page=2&pageSize=2');
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((lead) => lead.id)).toEqual(leadsA.slice(2, 4).map((l) => l.id));
    expect((await list(browser, '?page=9&pageSize=2')).items).toEqual([]);
    expect((await list(browser, '?pageSize=100')).items).toHaveLength(5);
  });

  it.each([
    ['pageSize', '?pageSize=101'],
    ['pageSize', '?pageSize=0'],
    ['page', '?page=-1'],
    ['status', '?status=archived'],
    ['method', '?method=fax'],
    ['carId', '?carId=abc'],
    ['from', '?from=yesterday'],
    ['from', '?from=2026-02-30'],
    ['to', '?to=2026-13-01'],
    ['to', '?from=2026-03-12&to=2026-03-11'],
  ])('refuses a bad %s with a 400 naming it (%s)', async (name, query) => {
    const browser = await signedIn(vendorA.email);
    const response = await browser.get<ErrorBody>(`/api/vendor/leads${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields ?? {})).toEqual([name]);
  });

  describe('PATCH /api/vendor/leads/:id', () => {
    const patch = (browser: TestClient, id: number | string, body: unknown) =>
      browser.request<LeadJson & ErrorBody>('PATCH', `/api/vendor/leads/${id}`, { body });

    it('moves a lead new → contacted → won, and refuses moves the rules forbid with 422', async () => {
      const browser = await signedIn(vendorA.email);
      const lead = await buildLead(vendorA.company);

      const skip = await patch(browser, lead.id, { status: 'won' });
      expect(skip.status).toBe(422);
      expect(skip.body.error.code).toBe('business_rule');
      expect(skip.body.error.message).toBe(
        'A new lead can only be moved to contacted or lost, not won',
      );

      const contacted = await patch(browser, lead.id, { status: 'contacted' });
      expect(contacted.status).toBe(200);
      expect(leadSchema.parse(contacted.body)).toMatchObject({ id: lead.id, status: 'contacted' });

      const back = await patch(browser, lead.id, { status: 'new' });
      expect(back.status).toBe(422);

      // The status it already has: answered unchanged (a double click is not an error).
      const again = await patch(browser, lead.id, { status: 'contacted' });
      expect(again.status).toBe(200);
      expect(again.body.status).toBe('contacted');

      expect((await patch(browser, lead.id, { status: 'won' })).status).toBe(200);
      const final = await patch(browser, lead.id, { status: 'lost' });
      expect(final.status).toBe(422);
      expect(final.body.error.message).toBe('A won lead is final and cannot be moved to lost');
      expect((await Lead.query().findById(lead.id))?.status).toBe('won');
    });

    it('lets a new lead be lost straight away', async () => {
      const browser = await signedIn(vendorA.email);
      const lead = await buildLead(vendorA.company);
      const response = await patch(browser, lead.id, { status: 'lost' });
      expect(response.status).toBe(200);
      expect(response.body.status).toBe('lost');
    });

    it("answers 404 for another company's lead and for no lead, and changes nothing", async () => {
      const intruder = await signedIn(vendorB.email);
      const lead = await buildLead(vendorA.company);
      const response = await patch(intruder, lead.id, { status: 'contacted' });
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('not_found');
      expect((await Lead.query().findById(lead.id))?.status).toBe('new');
      expect((await patch(intruder, 2_000_000_000, { status: 'contacted' })).status).toBe(404);
    });

    it('refuses a bad id or status with a 400 naming it', async () => {
      const browser = await signedIn(vendorA.email);
      const lead = await buildLead(vendorA.company);
      const badId = await patch(browser, 'abc', { status: 'contacted' });
      expect(badId.status).toBe(400);
      expect(Object.keys(badId.body.error.fields ?? {})).toEqual(['id']);
      for (const body of [{}, { status: 'archived' }, { status: '' }]) {
        const response = await patch(browser, lead.id, body);
        expect(response.status).toBe(400);
        expect(Object.keys(response.body.error.fields ?? {})).toEqual(['status']);
      }
    });
  });
});

describe('GET /api/admin/leads', () => {
  let admin: TestClient;
  let companies: Company[];
  /** A stretch of time no other test writes leads into, so totals are exact. */
  let window: { from: string; to: string };

  beforeAll(async () => {
    const adminUser = await buildUserWithPassword(PASSWORD, { role: 'admin' });
    admin = await signedIn(adminUser.email);
    companies = [await buildCompany(), await buildCompany(), await buildCompany()];
    // Somewhere in 1980–1997: before any lead other tests write.
    const start = Date.UTC(1980, 0, 1) + randomInt(0, 2 ** 39);
    const minute = (n: number) => new Date(start + n * 60_000);
    window = { from: minute(0).toISOString(), to: minute(60).toISOString() };
    const [c1, c2, c3] = companies as [Company, Company, Company];
    const specs: [Company, 'whatsapp' | 'email' | 'phone', 'new' | 'contacted', number][] = [
      [c1, 'whatsapp', 'new', 1],
      [c1, 'email', 'contacted', 2],
      [c1, 'phone', 'new', 3],
      [c2, 'whatsapp', 'new', 4],
      [c2, 'whatsapp', 'contacted', 5],
      [c3, 'email', 'new', 6],
    ];
    for (const [company, method, status, n] of specs) {
      await buildLead(company, { method, status, createdAt: minute(n) });
    }
    // Just outside the window.
    await buildLead(c1, { createdAt: minute(61) });
  });

  const list = async (query: string) => {
    const response = await admin.get<AdminLeadPage>(`/api/admin/leads${query}`);
    expect(response.status, response.text).toBe(200);
    return adminLeadPageSchema.parse(response.body);
  };
  const inWindow = () =>
    `from=${encodeURIComponent(window.from)}&to=${encodeURIComponent(window.to)}`;

  it("lists every company's leads with the company's name, newest first", async () => {
    const page = await list(`?${inWindow()}`);
    expect(page.total).toBe(6);
    expect(page.items.map((lead) => lead.companyName)).toEqual(
      [2, 1, 1, 0, 0, 0].map((i) => companies[i]!.name),
    );
    const times = page.items.map((lead) => lead.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.totals.byMethod).toEqual({ whatsapp: 3, email: 2, phone: 1 });
    expect(page.totals.byStatus).toEqual({ new: 4, contacted: 2, won: 0, lost: 0 });
    expect(page.totals.byCompany).toEqual([
      { companyId: companies[0]!.id, companyName: companies[0]!.name, count: 3 },
      { companyId: companies[1]!.id, companyName: companies[1]!.name, count: 2 },
      { companyId: companies[2]!.id, companyName: companies[2]!.name, count: 1 },
    ]);
  });

  it('filters by company, channel and status', async () => {
    const [c1, c2] = companies as [Company, Company];
    const ofC1 = await list(`?companyId=${c1.id}&${inWindow()}`);
    expect(ofC1.total).toBe(3);
    expect(new Set(ofC1.items.map((lead) => lead.companyId))).toEqual(new Set([c1.id]));
    // Per company still ranks every company: it leaves the company filter out.
    expect(ofC1.totals.byCompany).toHaveLength(3);
    expect(ofC1.totals.byMethod).toEqual({ whatsapp: 1, email: 1, phone: 1 });
    // Without dates: all of that company's leads, the one outside the window too.
    expect((await list(`?companyId=${c1.id}`)).total).toBe(4);

    const whatsapp = await list(`?method=whatsapp&${inWindow()}`);
    expect(whatsapp.total).toBe(3);
    expect(whatsapp.totals.byCompany.map((row) => [row.companyId, row.count])).toEqual([
      [c2.id, 2],
      [c1.id, 1],
    ]);
    const contacted = await list(`?status=contacted&method=whatsapp&${inWindow()}`);
    expect(contacted.items.map((lead) => lead.companyId)).toEqual([c2.id]);
  });

  it('refuses bad filters with a 400 naming them', async () => {
    for (const [name, query] of [
      ['companyId', '?companyId=x'],
      ['method', '?method=sms'],
      ['pageSize', '?pageSize=500'],
      ['to', '?to=never'],
    ] as const) {
      const response = await admin.get<ErrorBody>(`/api/admin/leads${query}`);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {})).toEqual([name]);
    }
  });

  it('is for admins only', async () => {
    const vendor = await buildVendor(PASSWORD);
    const writer = await buildUserWithPassword(PASSWORD, { role: 'writer' });
    expect((await (await signedIn(vendor.user.email)).get('/api/admin/leads')).status).toBe(403);
    expect((await (await signedIn(writer.email)).get('/api/admin/leads')).status).toBe(403);
    expect((await client().get('/api/admin/leads')).status).toBe(401);
    expect((await client().get('/api/vendor/leads')).status).toBe(401);
    expect(
      (await client().request('PATCH', '/api/vendor/leads/1', { body: { status: 'won' } })).status,
    ).toBe(401);
  });
});
