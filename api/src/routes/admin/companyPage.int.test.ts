/** The admin's company page (GET /api/admin/companies/:id) and the audit trail read by people. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCompanyPageSchema,
  auditPageSchema,
  type AdminCompanyPage,
  type AdminVendor,
  type AuditPage,
} from '@core/schemas/admin';
import { Car, VendorDocument } from '../../models';
import {
  buildCar,
  buildCompany,
  buildLead,
  buildSubscription,
  buildUserWithPassword,
} from '../../../test/factories';
import { signedInVendor, TestClient } from '../../../test/testClient';
import { startTestServer, type TestServer } from '../../../test/testServer';

const PASSWORD = 'company page password';
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
let admin: TestClient;
let otherAdmin: TestClient;
let otherAdminId: number;

async function signedInAdmin(name: string) {
  const user = await buildUserWithPassword(PASSWORD, { role: 'admin', name });
  const client = new TestClient(server.baseUrl);
  expect((await client.login(user.email, PASSWORD)).status).toBe(200);
  return { client, user };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAdmin('Aisha Admin')).client;
  const other = await signedInAdmin('Omar Admin');
  otherAdmin = other.client;
  otherAdminId = other.user.id;
});
afterAll(async () => {
  await server?.close();
});

const pageOf = (id: number, client = admin) =>
  client.get<AdminCompanyPage & ErrorBody>(`/api/admin/companies/${id}`);

const addDocument = (companyId: number, status: 'pending' | 'approved' | 'rejected', at: Date) =>
  VendorDocument.query().insertAndFetch({
    companyId,
    kind: 'trade_licence',
    storageKey: null,
    originalName: 'licence.pdf',
    mime: 'application/pdf',
    size: 1000,
    expiresOn: null,
    status,
    reviewNote: status === 'rejected' ? 'Unreadable scan' : null,
    createdAt: at,
  });

describe('GET /api/admin/companies/:id', () => {
  it('answers the whole page in one read: profile, documents, cars, leads, plan, audit', async () => {
    const { company } = await signedInVendor(server.baseUrl, PASSWORD);
    const old = await addDocument(company.id, 'rejected', new Date(Date.now() - 86_400_000));
    const current = await addDocument(company.id, 'pending', new Date());
    const live = await buildCar(company, { status: 'approved', title: '2024 Lexus LX 600' });
    await buildCar(company, { status: 'pending' });
    await buildCar(company, { status: 'pending' });
    await buildLead(company, { car: live, name: 'Rania' });
    await buildLead(company, { car: live, createdAt: new Date(Date.now() - 40 * 86_400_000) });
    await buildSubscription(company, 'pro');
    expect(
      (await admin.post(`/api/admin/listings/${live.id}/reject`, { reason: 'Wrong photos' }))
        .status,
    ).toBe(200);

    const response = await pageOf(company.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = adminCompanyPageSchema.parse(response.body);
    expect(page.company).toMatchObject({
      id: company.id,
      name: company.name,
      status: 'active',
      can: { suspend: true, reinstate: false, reject: true },
    });
    expect(page.company.etag).toEqual(expect.any(String));
    expect(page.documents.map((d) => [d.id, d.status, d.reviewNote])).toEqual([
      [current.id, 'pending', null],
      [old.id, 'rejected', 'Unreadable scan'],
    ]);
    expect(page.cars.counts).toEqual({ draft: 0, pending: 2, approved: 0, rejected: 1 });
    expect(page.cars.recent).toHaveLength(3);
    expect(page.leads).toMatchObject({ total: 2, last30Days: 1 });
    expect(page.leads.recent[0]).toMatchObject({ name: 'Rania', carTitle: '2024 Lexus LX 600' });
    expect(page.subscription).toMatchObject({
      planId: 'pro',
      planName: 'Pro',
      carLimit: 50,
      usage: { cars: 3, featured: 0 },
    });
    expect(page.audit.map((e) => [e.action, e.subjectLabel, e.company?.name])).toEqual([
      ['listing.reject', '2024 Lexus LX 600', company.name],
    ]);
    expect(page.audit[0]!.actor?.name).toBe('Aisha Admin');
  });

  it('suspends with a reason and reinstates through the vendor routes, the page following', async () => {
    const { company } = await signedInVendor(server.baseUrl, PASSWORD);
    const suspended = await admin.post<AdminVendor>(`/api/admin/vendors/${company.id}/suspend`, {
      reason: 'Unpaid fines reported by renters',
    });
    expect(suspended.status).toBe(200);
    let page = (await pageOf(company.id)).body;
    expect(page.company).toMatchObject({
      status: 'suspended',
      suspensionReason: 'Unpaid fines reported by renters',
      can: { suspend: false, reinstate: true },
    });
    expect(page.audit[0]).toMatchObject({
      action: 'company.suspend',
      subjectLabel: company.name,
      reason: 'Unpaid fines reported by renters',
      changes: [
        { field: 'status', label: 'Status', before: 'Active', after: 'Suspended' },
        {
          field: 'suspensionReason',
          label: 'Suspension reason',
          before: '—',
          after: 'Unpaid fines reported by renters',
        },
      ],
    });
    expect((await admin.post(`/api/admin/vendors/${company.id}/reinstate`)).status).toBe(200);
    page = (await pageOf(company.id)).body;
    expect(page.company.status).toBe('active');
    expect(page.audit.map((e) => e.action)).toEqual(['company.reinstate', 'company.suspend']);
  });

  it('is 404 for no such company or a malformed id; vendors 403, signed out 401', async () => {
    const { client: vendor, company } = await signedInVendor(server.baseUrl, PASSWORD);
    const missing = await pageOf(2_000_000_000);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'Company not found' });
    expect((await admin.get('/api/admin/companies/abc')).status).toBe(404);
    // Even the vendor's own company: the page is the admin's.
    expect((await pageOf(company.id, vendor)).status).toBe(403);
    const writer = await buildUserWithPassword(PASSWORD, { role: 'writer' });
    const writerClient = new TestClient(server.baseUrl);
    await writerClient.login(writer.email, PASSWORD);
    expect((await pageOf(company.id, writerClient)).status).toBe(403);
    expect((await pageOf(company.id, new TestClient(server.baseUrl))).status).toBe(401);
  });
});

describe('the audit trail for people', () => {
  it('names the person, the company and the car; filters by person, company and action', async () => {
    const company = await buildCompany();
    const other = await buildCompany();
    const car = await buildCar(company, { status: 'pending', title: '2023 BMW X5 M Sport' });
    const elsewhere = await buildCar(other, { status: 'pending' });
    expect((await otherAdmin.post(`/api/admin/listings/${car.id}/approve`)).status).toBe(200);
    expect((await admin.post(`/api/admin/listings/${elsewhere.id}/approve`)).status).toBe(200);

    const byCompany = await admin.get<AuditPage>(`/api/admin/audit?companyId=${company.id}`);
    expect(byCompany.status).toBe(200);
    const page = auditPageSchema.parse(byCompany.body);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      action: 'listing.approve',
      subjectLabel: '2023 BMW X5 M Sport',
      company: { id: company.id, name: company.name },
      actor: { id: otherAdminId, name: 'Omar Admin' },
      changes: [{ label: 'Status', before: 'Pending review', after: 'Approved' }],
    });
    expect(page.actors).toEqual(
      expect.arrayContaining([
        { id: otherAdminId, name: 'Omar Admin' },
        expect.objectContaining({ name: 'Aisha Admin' }),
      ]),
    );

    const byPerson = await admin.get<AuditPage>(
      `/api/admin/audit?actorId=${otherAdminId}&action=listing.approve`,
    );
    expect(byPerson.body.items.every((e) => e.actor?.id === otherAdminId)).toBe(true);
    expect(byPerson.body.items.map((e) => e.subjectId)).toContain(car.id);
    expect(byPerson.body.items.map((e) => e.subjectId)).not.toContain(elsewhere.id);

    // A deleted car keeps the title it had when decided on.
    await Car.query().deleteById(car.id);
    const after = await admin.get<AuditPage>(`/api/admin/audit?companyId=${company.id}`);
    expect(after.body.items[0]!.subjectLabel).toBe('2023 BMW X5 M Sport');
  });

  it('exports the same filtered query as CSV, with names, readable changes and the reason', async () => {
    const company = await buildCompany({ name: 'Desert, "Dunes" Rentals' });
    const car = await buildCar(company, { status: 'pending', title: '=cmd Nissan Sunny' });
    await admin.post(`/api/admin/listings/${car.id}/reject`, {
      reason: 'The price, per day, looks wrong',
    });
    await buildCar(await buildCompany(), { status: 'pending' }).then((c) =>
      admin.post(`/api/admin/listings/${c.id}/approve`),
    );
    const response = await fetch(`${server.baseUrl}/api/admin/audit.csv?companyId=${company.id}`, {
      headers: { Cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="audit-/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,when,person,person_email,decision,company,subject_type,subject_id,subject,changes,reason',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Aisha Admin,');
    expect(lines[1]).toContain(',Listing rejected,"Desert, ""Dunes"" Rentals",listing,');
    expect(lines[1]).toContain(`,${car.id},'=cmd Nissan Sunny,`);
    expect(lines[1]).toContain(
      '"Status: Pending review → Rejected; Rejection reason: — → The price, per day, looks wrong"',
    );
    expect(lines[1]).toMatch(/,"The price, per day, looks wrong"$/);
  });

  it('refuses bad filters with 400 naming them, and the CSV to non-admins', async () => {
    const bad = await admin.get<ErrorBody>('/api/admin/audit?companyId=abc&action=listing.fly');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(
      expect.arrayContaining(['companyId', 'action']),
    );
    expect((await admin.get('/api/admin/audit.csv?actorId=-1')).status).toBe(400);
    const { client: vendor } = await signedInVendor(server.baseUrl, PASSWORD);
    expect((await vendor.get('/api/admin/audit.csv')).status).toBe(403);
    expect((await new TestClient(server.baseUrl).get('/api/admin/audit.csv')).status).toBe(401);
  });
});
