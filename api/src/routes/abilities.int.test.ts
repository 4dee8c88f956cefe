/**
 * `can` says what the route answers: for each resource the console acts on, an action flagged
 * true succeeds and one flagged false is refused (and changes nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDocumentPage, AdminListingPage, AdminVendorPage } from '@core/schemas/admin';
import type { AdminPost } from '@core/schemas/blog';
import type { VendorCar } from '@core/schemas/car';
import type { VendorDocumentList } from '@core/schemas/document';
import type { VendorLeadPage } from '@core/schemas/lead';
import type { VendorSubscription } from '@core/schemas/plan';
import type { SupportTicketDetail } from '@core/schemas/support';
import { Car, VendorDocument, type Company } from '../models';
import { buildCar, buildCarInput, buildLead, buildUserWithPassword } from '../../test/factories';
import { signedInUser, signedInVendor, TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'abilities password';
const REASON = 'The photos do not show the car clearly';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  const user = await buildUserWithPassword(PASSWORD, { role: 'admin' });
  admin = new TestClient(server.baseUrl);
  expect((await admin.login(user.email, PASSWORD)).status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

const newVendor = () => signedInVendor(server.baseUrl, PASSWORD);

const addDocument = (company: Company, status: 'pending' | 'approved') =>
  VendorDocument.query().insertAndFetch({
    companyId: company.id,
    kind: 'trade_licence',
    storageKey: null,
    originalName: 'licence.pdf',
    mime: 'application/pdf',
    size: 1000,
    expiresOn: null,
    status,
  });

describe('abilities match the routes', () => {
  it("a vendor's listings: submit a draft, not a listing already sent", async () => {
    const { client, company } = await newVendor();
    const draft = await buildCar(company, { status: 'draft' });
    const pending = await buildCar(company, { status: 'pending' });
    const canOf = async (id: number) =>
      (await client.get<VendorCar>(`/api/vendor/cars/${id}`)).body.can;

    expect(await canOf(draft.id)).toEqual({
      edit: true,
      delete: true,
      duplicate: true,
      submit: true,
      feature: false,
      unfeature: false,
    });
    expect((await client.post(`/api/vendor/cars/${draft.id}/submit`)).status).toBe(200);
    expect((await canOf(pending.id)).submit).toBe(false);
    expect((await client.post(`/api/vendor/cars/${pending.id}/submit`)).status).toBe(409);
    // Featuring: a live car only (the plan's slots are the route's 422, not `can`).
    expect((await client.post(`/api/vendor/cars/${draft.id}/feature`, { days: 7 })).status).toBe(
      422,
    );
    const live = await buildCar(company);
    expect(await canOf(live.id)).toMatchObject({ feature: true, unfeature: false });
  });

  it("the review queue's listings: approve a pending one, not an approved one", async () => {
    const { company } = await newVendor();
    const pending = await buildCar(company, { status: 'pending' });
    const approved = await buildCar(company, { status: 'approved' });
    const canOf = async (id: number, status: string) => {
      const page = await admin.get<AdminListingPage>(
        `/api/admin/listings?status=${status}&pageSize=100&q=${encodeURIComponent(company.name)}`,
      );
      return page.body.items.find((item) => item.id === id)!.can;
    };

    expect(await canOf(approved.id, 'approved')).toEqual({ approve: false, reject: true });
    expect((await admin.post(`/api/admin/listings/${approved.id}/approve`, {})).status).toBe(409);
    expect((await canOf(pending.id, 'pending')).approve).toBe(true);
    expect((await admin.post(`/api/admin/listings/${pending.id}/approve`, {})).status).toBe(200);
    expect((await Car.query().findById(pending.id))!.status).toBe('approved');
  });

  it('documents: the vendor withdraws a pending one only; the admin approves once', async () => {
    const { client, company } = await newVendor();
    const pending = await addDocument(company, 'pending');
    const approved = await addDocument(company, 'approved');
    const list = await client.get<VendorDocumentList>('/api/vendor/documents');
    const vendorCan = (id: number) => list.body.items.find((doc) => doc.id === id)!.can;

    expect(vendorCan(approved.id)).toEqual({ withdraw: false });
    expect((await client.request('DELETE', `/api/vendor/documents/${approved.id}`)).status).toBe(
      422,
    );
    expect(vendorCan(pending.id)).toEqual({ withdraw: true });

    const queue = await admin.get<AdminDocumentPage>(
      `/api/admin/documents?status=approved&companyId=${company.id}`,
    );
    expect(queue.body.items.find((doc) => doc.id === approved.id)!.can).toEqual({
      approve: false,
      reject: true,
    });
    expect((await admin.post(`/api/admin/documents/${approved.id}/approve`, {})).status).toBe(409);
    expect((await admin.post(`/api/admin/documents/${pending.id}/approve`, {})).status).toBe(200);
  });

  it('companies: suspend an active one, not reinstate it', async () => {
    const { company } = await newVendor();
    const page = await admin.get<AdminVendorPage>(
      `/api/admin/vendors?pageSize=100&q=${encodeURIComponent(company.name)}`,
    );
    const can = page.body.items.find((vendor) => vendor.id === company.id)!.can;
    expect(can).toMatchObject({ reject: false, suspend: true, reinstate: false });

    expect((await admin.post(`/api/admin/vendors/${company.id}/reinstate`, {})).status).toBe(409);
    expect(
      (await admin.post(`/api/admin/vendors/${company.id}/reject`, { reason: REASON })).status,
    ).toBe(422);
    expect(
      (await admin.post(`/api/admin/vendors/${company.id}/suspend`, { reason: REASON })).status,
    ).toBe(200);
  });

  it('support tickets: reply while open; a closed one takes no message and no second close', async () => {
    const { client } = await newVendor();
    const opened = await client.post<SupportTicketDetail>('/api/vendor/support', {
      subject: 'Invoice question',
      message: 'Where is my invoice?',
    });
    expect(opened.body.can).toEqual({ reply: true, close: false });
    const id = opened.body.id;
    expect((await admin.get<SupportTicketDetail>(`/api/admin/support/${id}`)).body.can).toEqual({
      reply: true,
      close: true,
    });
    expect((await admin.post(`/api/admin/support/${id}/close`)).status).toBe(200);

    const closed = await client.get<SupportTicketDetail>(`/api/vendor/support/${id}`);
    expect(closed.body.can).toEqual({ reply: false, close: false });
    const refused = await client.post(`/api/vendor/support/${id}/messages`, { message: 'Hello?' });
    expect(refused.status).toBe(422);
  });

  it('leads: move a new lead to contacted, not to won', async () => {
    const { client, company } = await newVendor();
    const lead = await buildLead(company);
    const page = await client.get<VendorLeadPage>('/api/vendor/leads');
    const can = page.body.items.find((item) => item.id === lead.id)!.can;
    expect(can).toEqual({ new: false, contacted: true, won: false, lost: true });

    const won = await client.request('PATCH', `/api/vendor/leads/${lead.id}`, {
      body: { status: 'won' },
    });
    expect(won.status).toBe(422);
    const contacted = await client.request('PATCH', `/api/vendor/leads/${lead.id}`, {
      body: { status: 'contacted' },
    });
    expect(contacted.status).toBe(200);
  });

  it('the subscription: add a car while the plan has room, not once it is full', async () => {
    const { client, company } = await newVendor();
    for (let i = 0; i < 3; i++) await buildCar(company);
    const subscription = async () =>
      (await client.get<VendorSubscription>('/api/vendor/subscription')).body;

    // Free allows 5: core's isNearPlanLimit (the console's warning) from 4 on.
    expect(await subscription()).toMatchObject({
      usage: { cars: 3, nearLimit: false },
      can: { addCar: true },
    });
    expect((await client.post('/api/vendor/cars', buildCarInput())).status).toBe(201);
    expect((await subscription()).usage.nearLimit).toBe(true);
    expect((await client.post('/api/vendor/cars', buildCarInput())).status).toBe(201);
    expect((await subscription()).can).toEqual({ addCar: false });
    expect((await client.post('/api/vendor/cars', buildCarInput())).status).toBe(422);
  });

  it("blog posts: a writer submits a draft, then cannot edit it; an admin publishes, doesn't submit", async () => {
    const writer = await signedInUser(server.baseUrl, PASSWORD, 'writer');
    const created = await writer.post<AdminPost>('/api/admin/blog/posts', {
      title: 'Renting in Sharjah',
      contentHtml: '<p>Hello</p>',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body.can).toEqual({
      edit: true,
      submit: true,
      sendBack: false,
      publish: false,
      schedule: false,
      unpublish: false,
      delete: true,
    });
    const submitted = await writer.post<AdminPost>(`/api/admin/blog/posts/${id}/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body.can).toMatchObject({ edit: false, submit: false, delete: true });
    const edit = await writer.request('PATCH', `/api/admin/blog/posts/${id}`, {
      body: { title: 'Changed while in review' },
    });
    expect(edit.status).toBe(422);

    const draft = await admin.post<AdminPost>('/api/admin/blog/posts', {
      title: 'Admin draft',
      contentHtml: '<p>Hi</p>',
    });
    expect(draft.body.can).toMatchObject({ submit: false, publish: true, unpublish: false });
    expect((await admin.post(`/api/admin/blog/posts/${draft.body.id}/submit`)).status).toBe(403);
    const published = await admin.post<AdminPost>(
      `/api/admin/blog/posts/${draft.body.id}/publish`,
      {},
    );
    expect(published.status).toBe(200);
    // The acts come from core's post table, as the routes' 409s do.
    expect(published.body.can).toMatchObject({ sendBack: false, schedule: false, unpublish: true });
    const sendBackPublished = await admin.post(`/api/admin/blog/posts/${draft.body.id}/send-back`, {
      comment: 'Not in review',
    });
    expect(sendBackPublished.status).toBe(409);

    const inReview = await admin.get<AdminPost>(`/api/admin/blog/posts/${id}`);
    expect(inReview.body.can).toMatchObject({ sendBack: true, publish: true, unpublish: false });
    const sentBack = await admin.post<AdminPost>(`/api/admin/blog/posts/${id}/send-back`, {
      comment: 'Add the toll prices',
    });
    expect(sentBack.status).toBe(200);
    expect(sentBack.body.can).toMatchObject({ sendBack: false, publish: true });
  });
});
