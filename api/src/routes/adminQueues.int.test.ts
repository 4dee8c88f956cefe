/**
 * The console menu's badges (GET /api/admin/queues): each count is the overview's count of the
 * same queue, follows a new item and a decision at once, and only admins may read it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview, AdminQueueCounts } from '@core/schemas/admin';
import { SupportTicket, VendorDocument } from '../models';
import { buildCar, buildCompany, buildUserWithPassword, buildVendor } from '../../test/factories';
import { TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'admin queues password';

let server: TestServer;
let dataDir: string;
let admin: TestClient;

async function signedIn(email: string): Promise<TestClient> {
  const browser = new TestClient(server.baseUrl);
  expect((await browser.login(email, PASSWORD)).status).toBe(200);
  return browser;
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'admin-queues-'));
  // Counts of whole queues: a database of its own (on PostgreSQL other files add to the queues).
  server = await startTestServer({ DATA_DIR: dataDir }, { emptyDatabase: true });
  admin = await signedIn((await buildUserWithPassword(PASSWORD, { role: 'admin' })).email);
});
afterAll(async () => {
  await server?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const counts = async () => {
  const response = await admin.get<AdminQueueCounts>('/api/admin/queues');
  expect(response.status).toBe(200);
  return response.body;
};

describe('GET /api/admin/queues', () => {
  it('counts what the overview counts, queue by queue', async () => {
    const [badges, overview] = await Promise.all([
      counts(),
      admin.get<AdminOverview>('/api/admin/overview'),
    ]);
    expect(badges).toEqual({
      listings: overview.body.pendingListings.count,
      vendors: overview.body.vendorsAwaitingVerification.count,
      documents: overview.body.documentsToReview.count,
      support: overview.body.openSupportTickets.count,
    });
  });

  it('follows a new item in each queue, and a decision', async () => {
    const before = await counts();
    const company = await buildCompany({ verificationStatus: 'pending' });
    const car = await buildCar(company, { status: 'pending' });
    await VendorDocument.query().insert({
      companyId: company.id,
      kind: 'trade_licence',
      status: 'pending',
      originalName: 'licence.pdf',
      storageKey: null,
      mime: 'application/pdf',
      size: 1000,
      expiresOn: null,
    });
    await SupportTicket.query().insert({
      companyId: company.id,
      subject: 'A question',
      status: 'open',
    });
    expect(await counts()).toEqual({
      listings: before.listings + 1,
      vendors: before.vendors + 1,
      documents: before.documents + 1,
      support: before.support + 1,
    });

    const approved = await admin.post(`/api/admin/listings/${car.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect((await counts()).listings).toBe(before.listings);
  });

  it('answers 30 requests at once alike', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => counts()));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });

  it('is refused to vendors and to the signed-out', async () => {
    const { user } = await buildVendor(PASSWORD);
    const vendor = await signedIn(user.email);
    expect((await vendor.get('/api/admin/queues')).status).toBe(403);
    expect((await new TestClient(server.baseUrl).get('/api/admin/queues')).status).toBe(401);
  });
});
