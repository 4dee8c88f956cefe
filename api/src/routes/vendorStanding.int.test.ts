/**
 * What a vendor is told about its own standing: the overview's document warnings follow the
 * newest document of each kind, and the profile says whether the company is suspended or its
 * verification was refused, with the admin's reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company, VendorDocument } from '../models';
import type { DocumentKind, DocumentStatus } from '@core/enums';
import { signedInVendor } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'standing password';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const newVendor = () => signedInVendor(server.baseUrl, PASSWORD);

let minutes = 0;
/** A document row uploaded at a distinct, increasing time (the newest is the last one added). */
async function addDocument(
  companyId: number,
  kind: DocumentKind,
  status: DocumentStatus,
  extra: { reviewNote?: string; expiresOn?: string } = {},
) {
  minutes += 1;
  return VendorDocument.query().insertAndFetch({
    companyId,
    kind,
    storageKey: null,
    originalName: `${kind}.pdf`,
    mime: 'application/pdf',
    size: 1,
    status,
    reviewNote: extra.reviewNote ?? null,
    expiresOn: extra.expiresOn ?? null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, minutes)),
  });
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Overview = {
  documents: {
    missing: string[];
    rejected: { kind: string; note: string | null }[];
    expiringSoon: { kind: string }[];
  };
};

describe('overview document warnings', () => {
  it('forgets a refused copy once a newer one of its kind is approved', async () => {
    const { client, company } = await newVendor();
    await addDocument(company.id, 'insurance', 'rejected', { reviewNote: 'Expired policy' });
    await addDocument(company.id, 'insurance', 'approved');
    const { body } = await client.get<Overview>('/api/vendor/overview');
    expect(body.documents.rejected).toEqual([]);
    expect(body.documents.missing).toEqual(['trade_licence', 'rta_permit']);
  });

  it('still warns when the newest copy is the refused one, and names only that copy', async () => {
    const { client, company } = await newVendor();
    await addDocument(company.id, 'trade_licence', 'rejected', { reviewNote: 'Old refusal' });
    await addDocument(company.id, 'trade_licence', 'rejected', { reviewNote: 'Unreadable scan' });
    const { body } = await client.get<Overview>('/api/vendor/overview');
    expect(body.documents.rejected).toEqual([
      expect.objectContaining({ kind: 'trade_licence', note: 'Unreadable scan' }),
    ]);
  });

  it('stops asking to renew once a newer copy is sent', async () => {
    const { client, company } = await newVendor();
    await addDocument(company.id, 'rta_permit', 'approved', { expiresOn: inDays(10) });
    const before = await client.get<Overview>('/api/vendor/overview');
    expect(before.body.documents.expiringSoon).toEqual([
      expect.objectContaining({ kind: 'rta_permit' }),
    ]);
    await addDocument(company.id, 'rta_permit', 'pending', { expiresOn: inDays(400) });
    const after = await client.get<Overview>('/api/vendor/overview');
    expect(after.body.documents.expiringSoon).toEqual([]);
  });
});

type Standing = {
  status: string;
  suspensionReason: string | null;
  verificationStatus: string;
  verificationNote: string | null;
};

describe('the profile tells the company where it stands', () => {
  it('says a suspended company is suspended and why', async () => {
    const { client, company } = await newVendor();
    const active = await client.get<Standing>('/api/vendor/profile');
    expect(active.body).toMatchObject({ status: 'active', suspensionReason: null });
    await Company.query()
      .patch({ status: 'suspended', suspensionReason: 'Unpaid fines', suspendedAt: new Date() })
      .where('id', company.id);
    const suspended = await client.get<Standing>('/api/vendor/profile');
    expect(suspended.body).toMatchObject({ status: 'suspended', suspensionReason: 'Unpaid fines' });
  });

  it("gives the admin's reason when the verification was refused", async () => {
    const { client, company } = await newVendor();
    await addDocument(company.id, 'insurance', 'rejected', { reviewNote: 'Old note' });
    await addDocument(company.id, 'insurance', 'rejected', { reviewNote: 'Policy has expired' });
    await Company.query().patch({ verificationStatus: 'rejected' }).where('id', company.id);
    const { body } = await client.get<Standing>('/api/vendor/profile');
    expect(body).toMatchObject({
      verificationStatus: 'rejected',
      verificationNote: 'Policy has expired',
    });
  });
});
