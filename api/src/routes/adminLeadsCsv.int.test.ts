/** GET /api/admin/leads.csv: every company's leads as CSV with the admin list's filters. */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLeadPage } from '@core/schemas/lead';
import { Car } from '../models';
import type { Company } from '../models';
import {
  buildCar,
  buildCompany,
  buildLead,
  buildUserWithPassword,
  buildVendor,
} from '../../test/factories';
import { TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'admin leads csv password';
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

let server: TestServer;
let admin: TestClient;
let dubai: Company;
let sharjah: Company;
let window: string;
const ids: Record<string, number> = {};

async function signedIn(email: string) {
  const client = new TestClient(server.baseUrl);
  expect((await client.login(email, PASSWORD)).status).toBe(200);
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn((await buildUserWithPassword(PASSWORD, { role: 'admin' })).email);
  dubai = await buildCompany({ emirate: 'dubai', name: 'Dubai, "Best" Cars' });
  sharjah = await buildCompany({ emirate: 'sharjah' });
  // A stretch of 1980–1997 no other test writes leads into.
  const start = Date.UTC(1980, 0, 1) + randomInt(0, 2 ** 39);
  const minute = (n: number) => new Date(start + n * 60_000);
  window = `from=${encodeURIComponent(minute(0).toISOString())}&to=${encodeURIComponent(minute(60).toISOString())}`;
  const inAbuDhabi = await buildCar(dubai, { emirate: 'abu-dhabi', title: '=HYPERLINK("x")' });
  const inDubai = await buildCar(dubai, { emirate: 'dubai' });
  const gone = await buildCar(sharjah, { emirate: 'ajman' });
  ids.abuDhabi = (
    await buildLead(dubai, { car: inAbuDhabi, method: 'whatsapp', createdAt: minute(1) })
  ).id;
  ids.dubai = (
    await buildLead(dubai, { car: inDubai, method: 'email', name: 'Sara', createdAt: minute(2) })
  ).id;
  ids.gone = (await buildLead(sharjah, { car: gone, method: 'phone', createdAt: minute(3) })).id;
  ids.outside = (await buildLead(dubai, { car: inDubai, createdAt: minute(90) })).id;
  // A deleted car's lead keeps its title and goes by its company's emirate.
  await Car.query().deleteById(gone.id);
});
afterAll(async () => {
  await server?.close();
});

async function csv(query: string, client = admin) {
  const response = await fetch(`${server.baseUrl}/api/admin/leads.csv?${query}`, {
    headers: { Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  const text = await response.text();
  return { response, lines: text.trimEnd().split('\r\n') };
}
const idsIn = (lines: string[]) => lines.slice(1).map((line) => Number(line.split(',')[0]));

describe('GET /api/admin/leads.csv', () => {
  it('exports the filtered leads newest first, with company and emirate', async () => {
    const { response, lines } = await csv(window);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-all-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(lines[0]).toBe(
      'id,created_at,company_id,company,emirate,car_id,car,method,status,name,email,phone,source_page,trip_from,trip_to,trip_days,quoted_total',
    );
    expect(idsIn(lines)).toEqual([ids.gone, ids.dubai, ids.abuDhabi]);
    const abuDhabi = lines.find((line) => line.startsWith(`${ids.abuDhabi},`))!;
    // Quotes doubled, a formula defused.
    expect(abuDhabi).toContain(`,${dubai.id},"Dubai, ""Best"" Cars",abu-dhabi,`);
    expect(abuDhabi).toContain(`,"'=HYPERLINK(""x"")",whatsapp,new,`);
    const gone = lines.find((line) => line.startsWith(`${ids.gone},`))!;
    expect(gone).toContain(`,${sharjah.id},${sharjah.name},sharjah,,`);
  });

  it('filters by company, channel and emirate as the list does', async () => {
    expect(idsIn((await csv(`${window}&companyId=${dubai.id}`)).lines)).toEqual([
      ids.dubai,
      ids.abuDhabi,
    ]);
    expect(idsIn((await csv(`${window}&method=email`)).lines)).toEqual([ids.dubai]);
    expect(idsIn((await csv(`${window}&emirate=abu-dhabi`)).lines)).toEqual([ids.abuDhabi]);
    expect(idsIn((await csv(`${window}&emirate=sharjah`)).lines)).toEqual([ids.gone]);
    expect(idsIn((await csv(`${window}&emirate=ajman`)).lines)).toEqual([]);
    // Without dates: the lead outside the window too.
    expect(idsIn((await csv(`companyId=${dubai.id}&emirate=dubai`)).lines)).toEqual([
      ids.outside,
      ids.dubai,
    ]);
    // The list answers the same leads for the same filters.
    const listed = await admin.get<AdminLeadPage>(`/api/admin/leads?${window}&emirate=abu-dhabi`);
    expect(listed.body.items.map((lead) => lead.id)).toEqual([ids.abuDhabi]);
  });

  it('refuses bad filters with a 400 naming them', async () => {
    for (const [name, query] of [
      ['emirate', 'emirate=atlantis'],
      ['companyId', 'companyId=x'],
      ['method', 'method=sms'],
      ['to', 'from=2026-11-20&to=2026-11-01'],
    ] as const) {
      const response = await admin.get<ErrorBody>(`/api/admin/leads.csv?${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {})).toEqual([name]);
    }
  });

  it('is for admins only: vendors and writers 403, signed out 401', async () => {
    const vendor = await signedIn((await buildVendor(PASSWORD)).user.email);
    const writer = await signedIn(
      (await buildUserWithPassword(PASSWORD, { role: 'writer' })).email,
    );
    expect((await vendor.get('/api/admin/leads.csv')).status).toBe(403);
    expect((await writer.get('/api/admin/leads.csv')).status).toBe(403);
    expect((await new TestClient(server.baseUrl).get('/api/admin/leads.csv')).status).toBe(401);
  });
});
