/** Support tickets, the leads CSV export and the dashboard overview. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Car, Lead, SupportTicket, VendorDocument } from '../models';
import { buildCar, buildLead } from '../../test/factories';
import { signedInVendor } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'workspace password';
type Ticket = {
  id: number;
  subject: string;
  status: string;
  messages: { body: string; fromCompany: boolean }[];
};
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const newVendor = () => signedInVendor(server.baseUrl, PASSWORD);

describe('support tickets', () => {
  it('opens a ticket with its first message, adds messages, lists own tickets only', async () => {
    const { client } = await newVendor();
    const other = await newVendor();
    const opened = await client.post<Ticket>('/api/vendor/support', {
      subject: 'Invoice question',
      message: 'Where is my invoice?',
    });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ subject: 'Invoice question', status: 'open' });
    expect(opened.body.messages).toEqual([
      expect.objectContaining({ body: 'Where is my invoice?', fromCompany: true }),
    ]);
    const replied = await client.post<Ticket>(`/api/vendor/support/${opened.body.id}/messages`, {
      message: 'Any news?',
    });
    expect(replied.status).toBe(201);
    expect(replied.body.messages.map((m) => m.body)).toEqual(['Where is my invoice?', 'Any news?']);
    const list = await client.get<{ items: Ticket[] }>('/api/vendor/support');
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.items.map((t) => t.id)).toEqual([opened.body.id]);

    expect((await other.client.get(`/api/vendor/support/${opened.body.id}`)).status).toBe(404);
    expect(
      (await other.client.post(`/api/vendor/support/${opened.body.id}/messages`, { message: 'hi' }))
        .status,
    ).toBe(404);
    expect((await other.client.get<{ items: Ticket[] }>('/api/vendor/support')).body.items).toEqual(
      [],
    );
  });

  it('answers 400 per field and refuses messages on a closed ticket', async () => {
    const { client } = await newVendor();
    const bad = await client.post<ErrorBody>('/api/vendor/support', { subject: ' ', message: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(['message', 'subject']);
    const opened = await client.post<Ticket>('/api/vendor/support', { subject: 'S', message: 'M' });
    await SupportTicket.query().patch({ status: 'closed' }).where('id', opened.body.id);
    const closed = await client.post(`/api/vendor/support/${opened.body.id}/messages`, {
      message: 'again',
    });
    expect(closed.status).toBe(422);
  });
});

describe('leads CSV', () => {
  it('exports own leads with the filters, a header row, RFC 4180 quoting and defused formulas', async () => {
    const { client, company } = await newVendor();
    const other = await newVendor();
    const car = await buildCar(company);
    await buildLead(company, { car, name: '=HYPERLINK("http://evil")', method: 'email' });
    await buildLead(company, { car, name: 'Smith, "Jo"', method: 'whatsapp' });
    await buildLead(other.company, { name: 'Not mine' });
    const csv = await client.get('/api/vendor/leads.csv?method=email');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-/);
    expect(csv.headers.get('cache-control')).toBe('no-store');
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,car_id,car,method,status,name,email,phone,source_page,trip_from,trip_to,trip_days,quoted_total',
    );
    expect(lines.length).toBe(3); // header, one lead, final empty line
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain("'+971509876543");
    const all = await client.get('/api/vendor/leads.csv?sort=oldest');
    expect(all.text).toContain('"Smith, ""Jo"""');
    expect(all.text).not.toContain('Not mine');
    const bad = await client.get<ErrorBody>('/api/vendor/leads.csv?method=fax');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('method');
  });

  it("carries each lead's trip: dates, rental days and the quoted total (empty without)", async () => {
    const { client, company } = await newVendor();
    const car = await buildCar(company);
    await buildLead(company, {
      car,
      name: 'Trip Renter',
      tripFrom: '2026-12-20',
      tripTo: '2026-12-27',
      tripDays: 7,
      quotedTotal: 1575.5,
    });
    await buildLead(company, { car, name: 'No Dates Renter' });
    const csv = await client.get('/api/vendor/leads.csv');
    expect(csv.status).toBe(200);
    const rows = csv.text.split('\r\n');
    const withTrip = rows.find((row) => row.includes('Trip Renter'))!;
    expect(withTrip.endsWith(',2026-12-20,2026-12-27,7,1575.50')).toBe(true);
    const withoutTrip = rows.find((row) => row.includes('No Dates Renter'))!;
    expect(withoutTrip.endsWith(',,,,')).toBe(true);
    // The vendor's list presents the same trip.
    const list = await client.get<{ items: { name: string; from: string | null }[] }>(
      '/api/vendor/leads',
    );
    expect(list.body.items.find((lead) => lead.name === 'Trip Renter')).toMatchObject({
      from: '2026-12-20',
      to: '2026-12-27',
      days: 7,
      quotedTotal: 1575.5,
    });
  });

  it('sorts the vendor lead list oldest first on request', async () => {
    const { client, company } = await newVendor();
    const car = await buildCar(company);
    const older = await buildLead(company, { car, createdAt: new Date(Date.now() - 86_400_000) });
    const newer = await buildLead(company, { car });
    const list = await client.get<{ items: { id: number }[] }>('/api/vendor/leads?sort=oldest');
    expect(list.body.items.map((l) => l.id)).toEqual([older.id, newer.id]);
    expect((await client.get('/api/vendor/leads?sort=sideways')).status).toBe(400);
  });
});

describe('overview', () => {
  it('sums leads of the last 7 days, listings by status, documents and the plan', async () => {
    const { client, company } = await newVendor();
    const car = await buildCar(company);
    await buildCar(company, { status: 'rejected', rejectionReason: 'Blurry photos' });
    await buildCar(company, { status: 'pending' });
    await buildLead(company, { car, method: 'phone' });
    await buildLead(company, { car, method: 'whatsapp' });
    await buildLead(company, { car, createdAt: new Date(Date.now() - 10 * 86_400_000) });
    await VendorDocument.query().insert({
      companyId: company.id,
      kind: 'insurance',
      storageKey: null,
      originalName: 'ins.pdf',
      mime: 'application/pdf',
      size: 1,
      status: 'rejected',
      reviewNote: 'Expired policy',
    });
    const response = await client.get<{
      leads: { thisWeek: number; byMethod: Record<string, number>; byDay: { count: number }[] };
      listings: { byStatus: Record<string, number>; rejected: unknown[] };
      documents: { missing: string[]; rejected: unknown[] };
      plan: Record<string, unknown>;
      company: Record<string, unknown>;
    }>('/api/vendor/overview');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = response.body;
    expect(body.leads.thisWeek).toBe(2);
    expect(body.leads.byMethod).toEqual({ whatsapp: 1, email: 0, phone: 1 });
    expect(body.leads.byDay).toHaveLength(7);
    expect(body.leads.byDay.at(-1)!.count).toBe(2);
    expect(body.listings.byStatus).toEqual({ draft: 0, pending: 1, approved: 1, rejected: 1 });
    expect(body.listings.rejected).toEqual([
      expect.objectContaining({ title: expect.any(String), reason: 'Blurry photos' }),
    ]);
    expect(body.documents.missing).toEqual(['trade_licence', 'rta_permit', 'insurance']);
    expect(body.documents.rejected).toEqual([
      expect.objectContaining({ kind: 'insurance', note: 'Expired policy' }),
    ]);
    expect(body.plan).toEqual({ id: 'free', name: 'Free', carLimit: 5, used: 3, nearLimit: false });
    expect(body.company).toEqual({ name: company.name, verified: true });
    expect(await Car.query().where('company_id', company.id).resultSize()).toBe(3);
    expect(await Lead.query().where('company_id', company.id).resultSize()).toBe(3);
  });
});
