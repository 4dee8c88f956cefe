import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminDocumentPage,
  AdminListing,
  AdminListingPage,
  AdminOverview,
  AdminSupportPage,
  AdminVendor,
  AdminVendorPage,
  AuditPage,
  BulkApproveResult,
} from '@core/schemas/admin';
import type { VendorCarPage } from '@core/schemas/car';
import type { SupportTicketDetail } from '@core/schemas/support';
import { Company, VendorDocument } from '../../models';
import { buildCar, buildCompany, buildUserWithPassword } from '../../../test/factories';
import { signedInVendor, TestClient } from '../../../test/testClient';
import { startTestServer, type TestServer } from '../../../test/testServer';

const PASSWORD = 'admin console password';
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
let dataDir: string;
let admin: TestClient;
let adminId: number;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'admin-api-'));
  server = await startTestServer({ DATA_DIR: dataDir });
  const user = await buildUserWithPassword(PASSWORD, { role: 'admin', name: 'Aisha Admin' });
  adminId = user.id;
  admin = new TestClient(server.baseUrl);
  expect((await admin.login(user.email, PASSWORD)).status).toBe(200);
});
afterAll(async () => {
  await server?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const newVendor = (overrides: Partial<Company> = {}) =>
  signedInVendor(server.baseUrl, PASSWORD, overrides);
const publicStatus = async (carId: number) =>
  (await new TestClient(server.baseUrl).get(`/api/cars/${carId}`)).status;
const auditOf = async (subjectType: string, subjectId: number) =>
  (await admin.get<AuditPage>(`/api/admin/audit?subjectType=${subjectType}&subjectId=${subjectId}`))
    .body.items;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;

async function sendDocument(client: TestClient, kind: string, expiresOn = nextYear) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('expiresOn', expiresOn);
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'doc.pdf');
  const sent = await client.postForm<{ id: number }>('/api/vendor/documents', form);
  expect(sent.status).toBe(201);
  return sent.body.id;
}

describe('admin door', () => {
  it('lets only admins in: anonymous 401, vendor and writer 403', async () => {
    const { client: vendor } = await newVendor();
    const writerUser = await buildUserWithPassword(PASSWORD, { role: 'writer' });
    const writer = new TestClient(server.baseUrl);
    await writer.login(writerUser.email, PASSWORD);
    for (const path of ['/api/admin/overview', '/api/admin/listings', '/api/admin/audit']) {
      expect((await new TestClient(server.baseUrl).get(path)).status, path).toBe(401);
      expect((await vendor.get(path)).status, path).toBe(403);
      expect((await writer.get(path)).status, path).toBe(403);
      expect((await admin.get(path)).status, path).toBe(200);
    }
    const company = await buildCompany();
    const car = await buildCar(company, { status: 'pending' });
    expect((await vendor.post(`/api/admin/listings/${car.id}/approve`)).status).toBe(403);
    expect(await publicStatus(car.id)).toBe(404);
  });
});

describe('listing review', () => {
  it('lists the pending queue with what the preview needs, searchable', async () => {
    const company = await buildCompany({ name: `Queue Motors ${Date.now()}` });
    const car = await buildCar(company, { status: 'pending', pricePerMonth: 9000 });
    const page = await admin.get<AdminListingPage>(
      `/api/admin/listings?status=pending&q=${encodeURIComponent(company.name)}`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.body.items.map((i) => i.id)).toEqual([car.id]);
    const [item] = page.body.items;
    expect(item).toMatchObject({
      status: 'pending',
      pricePerDay: 650,
      pricePerMonth: 9000,
      company: { id: company.id, name: company.name, suspended: false },
      terms: { kmPerDay: 250 },
    });
    expect(item!.images[0]!.url).toContain('/media/');
    expect(page.body.counts.pending).toBe(1);
    const bad = await admin.get<ErrorBody>('/api/admin/listings?status=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('status');
  });

  it('approves a pending listing: it is public at once, and the trail says who and what', async () => {
    const company = await buildCompany();
    const car = await buildCar(company, { status: 'pending' });
    expect(await publicStatus(car.id)).toBe(404);
    const approved = await admin.post<AdminListing>(`/api/admin/listings/${car.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: car.id, status: 'approved', approved: true });
    expect(approved.body.approvedAt).not.toBeNull();
    expect(await publicStatus(car.id)).toBe(200);

    const again = await admin.post<ErrorBody>(`/api/admin/listings/${car.id}/approve`);
    expect(again.status).toBe(409);
    const [event, ...others] = await auditOf('listing', car.id);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      action: 'listing.approve',
      subjectType: 'listing',
      subjectId: car.id,
      actor: { id: adminId, name: 'Aisha Admin' },
      before: { status: 'pending' },
      after: { status: 'approved' },
      reason: null,
    });
    expect(Date.now() - new Date(event!.createdAt).getTime()).toBeLessThan(60_000);
  });

  it('rejects only with a reason of 3 to 500 characters, which the vendor reads', async () => {
    const { client: vendor, company } = await newVendor();
    const car = await buildCar(company, { status: 'pending' });
    for (const body of [{}, { reason: '  ' }, { reason: 'no' }, { reason: 'x'.repeat(501) }]) {
      const refused = await admin.post<ErrorBody>(`/api/admin/listings/${car.id}/reject`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.fields).toHaveProperty('reason');
    }
    const reason = 'Photos show a different car than the title says';
    const rejected = await admin.post<AdminListing>(`/api/admin/listings/${car.id}/reject`, {
      reason,
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const own = await vendor.get<VendorCarPage>('/api/vendor/cars?status=rejected');
    expect(own.body.items.find((c) => c.id === car.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
    });
    expect(await publicStatus(car.id)).toBe(404);
    const [event] = await auditOf('listing', car.id);
    expect(event).toMatchObject({
      action: 'listing.reject',
      reason,
      before: { status: 'pending', rejectionReason: null },
      after: { status: 'rejected', rejectionReason: reason },
    });
  });

  it('takes an approved listing down by rejecting it', async () => {
    const company = await buildCompany();
    const car = await buildCar(company, { status: 'approved' });
    expect(await publicStatus(car.id)).toBe(200);
    await admin.post(`/api/admin/listings/${car.id}/reject`, { reason: 'Misleading price' });
    expect(await publicStatus(car.id)).toBe(404);
  });

  it('bulk-approves the pending ones and reports the others untouched', async () => {
    const company = await buildCompany();
    const a = await buildCar(company, { status: 'pending' });
    const b = await buildCar(company, { status: 'pending' });
    const rejected = await buildCar(company, { status: 'rejected', rejectionReason: 'Blurry' });
    const result = await admin.post<BulkApproveResult>('/api/admin/listings/bulk-approve', {
      ids: [b.id, a.id, rejected.id, 2_000_000_000, a.id],
    });
    expect(result.status).toBe(200);
    expect(result.body.approved).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect(result.body.skipped.map((s) => s.id)).toEqual([rejected.id, 2_000_000_000]);
    expect(await publicStatus(a.id)).toBe(200);
    expect(await publicStatus(b.id)).toBe(200);
    expect(await publicStatus(rejected.id)).toBe(404);
    expect((await auditOf('listing', a.id))[0]).toMatchObject({
      action: 'listing.bulk_approve',
      actor: { id: adminId },
    });
    expect(await auditOf('listing', rejected.id)).toEqual([]);
    const empty = await admin.post<ErrorBody>('/api/admin/listings/bulk-approve', { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toHaveProperty('ids');
  });
});

describe('rental companies', () => {
  it('suspends a company: its cars leave the public site at once; reinstating brings them back', async () => {
    const { company } = await newVendor();
    const car = await buildCar(company, { status: 'approved' });
    expect(await publicStatus(car.id)).toBe(200);
    const refused = await admin.post<ErrorBody>(`/api/admin/vendors/${company.id}/suspend`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty('reason');

    const suspended = await admin.post<AdminVendor>(`/api/admin/vendors/${company.id}/suspend`, {
      reason: 'Renters report hidden fees',
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({
      status: 'suspended',
      suspensionReason: 'Renters report hidden fees',
    });
    expect(await publicStatus(car.id)).toBe(404);
    expect((await new TestClient(server.baseUrl).get(`/api/companies/${company.id}`)).status).toBe(
      404,
    );
    expect(
      (await admin.post(`/api/admin/vendors/${company.id}/suspend`, { reason: 'again' })).status,
    ).toBe(409);

    const list = await admin.get<AdminVendorPage>(
      `/api/admin/vendors?status=suspended&q=${encodeURIComponent(company.name)}`,
    );
    expect(list.body.items.map((c) => c.id)).toEqual([company.id]);

    const back = await admin.post<AdminVendor>(`/api/admin/vendors/${company.id}/reinstate`);
    expect(back.body).toMatchObject({ status: 'active', suspensionReason: null });
    expect(await publicStatus(car.id)).toBe(200);
    const events = await auditOf('company', company.id);
    expect(events.map((e) => e.action)).toEqual(['company.reinstate', 'company.suspend']);
    expect(events[1]).toMatchObject({
      reason: 'Renters report hidden fees',
      before: { status: 'active' },
      after: { status: 'suspended' },
      actor: { id: adminId },
    });
  });

  it('verifies a company by approving its waiting documents, and refuses while one is missing', async () => {
    const { client, company } = await newVendor({ verificationStatus: 'unverified' });
    const licence = await sendDocument(client, 'trade_licence');
    const permit = await sendDocument(client, 'rta_permit');
    const early = await admin.post<ErrorBody>(`/api/admin/vendors/${company.id}/verify`);
    expect(early.status).toBe(422);
    expect(early.body.error.message).toMatch(/Insurance/i);
    // Nothing was kept: both documents still wait.
    expect((await VendorDocument.query().findById(licence))!.status).toBe('pending');

    await sendDocument(client, 'insurance');
    const listed = await admin.get<AdminVendorPage>(
      `/api/admin/vendors?status=pending&q=${encodeURIComponent(company.name)}`,
    );
    expect(listed.body.items[0]!.documents.map((d) => d.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
    const verified = await admin.post<AdminVendor>(`/api/admin/vendors/${company.id}/verify`);
    expect(verified.status).toBe(200);
    expect(verified.body.verificationStatus).toBe('verified');
    expect(verified.body.documents.every((d) => d.status === 'approved')).toBe(true);
    expect((await Company.query().findById(company.id))!.verificationStatus).toBe('verified');
    const [event] = await auditOf('company', company.id);
    expect(event).toMatchObject({
      action: 'company.verify',
      before: { verificationStatus: 'pending' },
      after: { verificationStatus: 'verified' },
    });
    expect((await auditOf('document', permit))[0]!.action).toBe('document.approve');
  });

  it('rejects a company’s waiting documents with the reason', async () => {
    const { client, company } = await newVendor({ verificationStatus: 'unverified' });
    const licence = await sendDocument(client, 'trade_licence');
    const rejected = await admin.post<AdminVendor>(`/api/admin/vendors/${company.id}/reject`, {
      reason: 'The licence is not legible',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.verificationStatus).toBe('rejected');
    const doc = await VendorDocument.query().findById(licence);
    expect(doc).toMatchObject({ status: 'rejected', reviewNote: 'The licence is not legible' });
    expect(
      (await admin.post(`/api/admin/vendors/${company.id}/reject`, { reason: 'again' })).status,
    ).toBe(422);
  });
});

describe('document review', () => {
  it('serves the file inline to admins and the owner only, never cached, sandboxed', async () => {
    const { client: owner } = await newVendor();
    const { client: other } = await newVendor();
    const id = await sendDocument(owner, 'trade_licence');
    const file = await admin.get(`/api/admin/documents/${id}/file`);
    expect(file.status).toBe(200);
    expect(file.text).toBe(PDF.toString());
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="doc.pdf"/);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(file.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");

    expect((await owner.get(`/api/vendor/documents/${id}/file`)).status).toBe(200);
    expect((await other.get(`/api/vendor/documents/${id}/file`)).status).toBe(404);
    expect((await other.get(`/api/admin/documents/${id}/file`)).status).toBe(403);
    expect(
      (await new TestClient(server.baseUrl).get(`/api/admin/documents/${id}/file`)).status,
    ).toBe(401);
  });

  it('lists the queue with companies and expiry flags; decisions set verification', async () => {
    const { client, company } = await newVendor({ verificationStatus: 'unverified' });
    const soon = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const licence = await sendDocument(client, 'trade_licence', soon);
    const permit = await sendDocument(client, 'rta_permit');
    const insurance = await sendDocument(client, 'insurance');

    const queue = await admin.get<AdminDocumentPage>(
      `/api/admin/documents?status=pending&companyId=${company.id}`,
    );
    expect(queue.body.items.map((d) => d.id)).toEqual([licence, permit, insurance]);
    expect(queue.body.items[0]).toMatchObject({
      company: { id: company.id, name: company.name },
      fileUrl: `/api/admin/documents/${licence}/file`,
      expired: false,
      expiringSoon: false,
    });

    for (const id of [licence, permit]) {
      expect((await admin.post(`/api/admin/documents/${id}/approve`)).status).toBe(200);
    }
    expect((await Company.query().findById(company.id))!.verificationStatus).toBe('pending');
    const noReason = await admin.post<ErrorBody>(`/api/admin/documents/${insurance}/reject`, {});
    expect(noReason.status).toBe(400);
    const refused = await admin.post<{ status: string; reviewNote: string }>(
      `/api/admin/documents/${insurance}/reject`,
      { reason: 'The policy has ended' },
    );
    expect(refused.body).toMatchObject({ status: 'rejected', reviewNote: 'The policy has ended' });
    expect((await Company.query().findById(company.id))!.verificationStatus).toBe('rejected');
    // A change of mind: the refused certificate approved after all → verified.
    expect((await admin.post(`/api/admin/documents/${insurance}/approve`)).status).toBe(200);
    expect((await Company.query().findById(company.id))!.verificationStatus).toBe('verified');
    expect((await admin.post(`/api/admin/documents/${insurance}/approve`)).status).toBe(409);

    const expiring = await admin.get<AdminDocumentPage>(
      `/api/admin/documents?status=expiring&companyId=${company.id}`,
    );
    expect(expiring.body.items.map((d) => d.id)).toEqual([licence]);
    expect(expiring.body.items[0]!.expiringSoon).toBe(true);
    expect(expiring.body.counts).toMatchObject({ approved: 3, pending: 0, expiring: 1 });

    const events = await auditOf('document', insurance);
    expect(events.map((e) => e.action)).toEqual(['document.approve', 'document.reject']);
    expect(events[1]).toMatchObject({ reason: 'The policy has ended', actor: { id: adminId } });
  });
});

describe('overview, support and audit filters', () => {
  it('counts each queue and names the item waiting longest', async () => {
    const company = await buildCompany();
    await buildCar(company, { status: 'pending' });
    const overview = await admin.get<AdminOverview>('/api/admin/overview');
    expect(overview.status).toBe(200);
    expect(overview.body.pendingListings.count).toBeGreaterThan(0);
    expect(overview.body.pendingListings.oldest).toMatchObject({
      id: expect.any(Number),
      label: expect.any(String),
      since: expect.any(String),
    });
    for (const key of [
      'vendorsAwaitingVerification',
      'documentsToReview',
      'newLeads',
      'openSupportTickets',
    ] as const) {
      expect(overview.body[key].count).toBeGreaterThanOrEqual(0);
    }
  });

  it('answers a vendor’s ticket (answered), and closes it (no more messages)', async () => {
    const { client: vendor, company } = await newVendor();
    const opened = await vendor.post<SupportTicketDetail>('/api/vendor/support', {
      subject: 'Invoice question',
      message: 'Where is my invoice?',
    });
    const id = opened.body.id;
    const inbox = await admin.get<AdminSupportPage>('/api/admin/support?status=open&pageSize=100');
    expect(inbox.body.items.find((t) => t.id === id)).toMatchObject({
      company: { id: company.id, name: company.name },
      status: 'open',
    });
    const replied = await admin.post<SupportTicketDetail>(`/api/admin/support/${id}/messages`, {
      message: 'Sent to your e-mail today.',
    });
    expect(replied.status).toBe(201);
    expect(replied.body.status).toBe('answered');
    const seen = await vendor.get<SupportTicketDetail>(`/api/vendor/support/${id}`);
    expect(seen.body.messages.map((m) => m.fromCompany)).toEqual([true, false]);
    const closed = await admin.post<SupportTicketDetail>(`/api/admin/support/${id}/close`);
    expect(closed.body.status).toBe('closed');
    expect(
      (await vendor.post(`/api/vendor/support/${id}/messages`, { message: 'Thanks' })).status,
    ).toBe(422);
  });

  it('filters the trail by actor', async () => {
    const other = await buildUserWithPassword(PASSWORD, { role: 'admin', name: 'Omar Admin' });
    const client = new TestClient(server.baseUrl);
    await client.login(other.email, PASSWORD);
    const car = await buildCar(await buildCompany(), { status: 'pending' });
    await client.post(`/api/admin/listings/${car.id}/approve`);
    const mine = await admin.get<AuditPage>(`/api/admin/audit?actorId=${other.id}`);
    expect(mine.body.items.map((e) => [e.action, e.subjectId, e.actor?.name])).toEqual([
      ['listing.approve', car.id, 'Omar Admin'],
    ]);
    expect((await admin.get('/api/admin/audit?subjectType=car')).status).toBe(400);
  });
});
