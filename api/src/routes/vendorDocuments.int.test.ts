import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company, VendorDocument } from '../models';
import { signedInVendor } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'documents password';
type Doc = { id: number; kind: string; status: string; expiresOn: string | null; mime: string };
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vendor-docs-'));
  server = await startTestServer({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await server?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const newVendor = (overrides: Partial<Company> = {}) =>
  signedInVendor(server.baseUrl, PASSWORD, overrides);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;

function form(
  bytes: Buffer,
  fields: Record<string, string>,
  name = 'licence.pdf',
  type = 'application/pdf',
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

async function storedFiles(): Promise<string[]> {
  try {
    const entries = await fs.readdir(path.join(dataDir, 'uploads'), {
      recursive: true,
      withFileTypes: true,
    });
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

describe('verification documents', () => {
  it('stores a PDF privately, lists it newest first with the kinds still missing', async () => {
    const { client, company } = await newVendor({ verificationStatus: 'unverified' });
    const sent = await client.postForm<Doc>(
      '/api/vendor/documents',
      form(PDF, { kind: 'trade_licence', expiresOn: nextYear }),
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      kind: 'trade_licence',
      status: 'pending',
      mime: 'application/pdf',
      expiresOn: nextYear,
    });
    const row = await VendorDocument.query().findById(sent.body.id);
    expect(row!.storageKey).toMatch(
      new RegExp(`^private/documents/${company.id}/[0-9a-f-]+\\.pdf$`),
    );
    expect(JSON.stringify(sent.body)).not.toContain('private/');
    const files = await storedFiles();
    expect(files.some((f) => f.includes(`${path.sep}private${path.sep}documents`))).toBe(true);
    expect(
      files.some((f) => f.includes(`${path.sep}public${path.sep}`) && f.endsWith('.pdf')),
    ).toBe(false);

    const png = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    await client.postForm('/api/vendor/documents', form(png, { kind: 'insurance' }, 'ins.png'));
    const list = await client.get<{ items: Doc[]; missing: string[] }>('/api/vendor/documents');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.items.map((d) => d.kind)).toEqual(['insurance', 'trade_licence']);
    expect(list.body.missing).toEqual(['rta_permit']);
    // The company now waits for review.
    expect((await Company.query().findById(company.id))!.verificationStatus).toBe('pending');
  });

  it('sends the file to its owner only, as an attachment that is never cached', async () => {
    const { client } = await newVendor();
    const other = await newVendor();
    const sent = await client.postForm<Doc>(
      '/api/vendor/documents',
      form(PDF, { kind: 'rta_permit' }, 'RTA permit "2026".pdf'),
    );
    const file = await client.get(`/api/vendor/documents/${sent.body.id}/file`);
    expect(file.status).toBe(200);
    expect(file.text).toBe(PDF.toString());
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect((await other.client.get(`/api/vendor/documents/${sent.body.id}/file`)).status).toBe(404);
    expect(
      (await other.client.request('DELETE', `/api/vendor/documents/${sent.body.id}`)).status,
    ).toBe(404);
    const theirs = await other.client.get<{ items: Doc[] }>('/api/vendor/documents');
    expect(theirs.body.items).toEqual([]);
    // Nothing under the public media URL.
    const key = (await VendorDocument.query().findById(sent.body.id))!.storageKey!;
    const publicTry = await fetch(
      `${server.baseUrl}/media/uploads/${key.replace(/^private\//, '')}`,
    );
    expect(publicTry.status).toBe(404);
  });

  it('refuses a disguised file (415) and one above 15 MB (413), writing nothing', async () => {
    const { client, company } = await newVendor();
    const before = await storedFiles();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const disguised = await client.postForm<ErrorBody>(
      '/api/vendor/documents',
      form(html, { kind: 'insurance' }, 'policy.pdf', 'application/pdf'),
    );
    expect(disguised.status).toBe(415);
    expect(disguised.body.error.code).toBe('unsupported_type');
    const big = Buffer.concat([PDF, Buffer.alloc(15 * 1024 * 1024 + 1)]);
    const tooLarge = await client.postForm<ErrorBody>(
      '/api/vendor/documents',
      form(big, { kind: 'insurance' }),
    );
    expect(tooLarge.status).toBe(413);
    expect(await storedFiles()).toEqual(before);
    expect(await VendorDocument.query().where('company_id', company.id).resultSize()).toBe(0);
  });

  it('answers 400 per field: unknown kind, past or malformed expiry, missing file', async () => {
    const { client } = await newVendor();
    const before = await storedFiles();
    const badKind = await client.postForm<ErrorBody>(
      '/api/vendor/documents',
      form(PDF, { kind: 'passport' }),
    );
    expect(badKind.status).toBe(400);
    expect(badKind.body.error.fields).toHaveProperty('kind');
    const past = await client.postForm<ErrorBody>(
      '/api/vendor/documents',
      form(PDF, { kind: 'insurance', expiresOn: '2020-01-01' }),
    );
    expect(past.status).toBe(400);
    expect(past.body.error.fields?.expiresOn).toBe('Must be a date in the future');
    const malformed = await client.postForm<ErrorBody>(
      '/api/vendor/documents',
      form(PDF, { kind: 'insurance', expiresOn: '2030-02-30' }),
    );
    expect(malformed.body.error.fields).toHaveProperty('expiresOn');
    const noFile = new FormData();
    noFile.append('kind', 'insurance');
    const missing = await client.postForm<ErrorBody>('/api/vendor/documents', noFile);
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toHaveProperty('file');
    expect(await storedFiles()).toEqual(before);
  });

  it('withdraws only a pending document, with its file', async () => {
    const { client } = await newVendor();
    const sent = await client.postForm<Doc>(
      '/api/vendor/documents',
      form(PDF, { kind: 'emirates_id' }),
    );
    const before = (await storedFiles()).length;
    expect((await client.request('DELETE', `/api/vendor/documents/${sent.body.id}`)).status).toBe(
      204,
    );
    expect((await storedFiles()).length).toBe(before - 1);
    const again = await client.postForm<Doc>(
      '/api/vendor/documents',
      form(PDF, { kind: 'emirates_id' }),
    );
    await VendorDocument.query().patch({ status: 'approved' }).where('id', again.body.id);
    const refused = await client.request<ErrorBody>(
      'DELETE',
      `/api/vendor/documents/${again.body.id}`,
    );
    expect(refused.status).toBe(422);
  });
});
