import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import contentDisposition from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/testClient';
import { signedInUser, signedInVendor } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'downloads password 1';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

let server: TestServer;
let dataDir: string;
let admin: TestClient;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'downloads-'));
  server = await startTestServer({ DATA_DIR: dataDir });
  admin = await signedInUser(server.baseUrl, PASSWORD, 'admin');
});
afterAll(async () => {
  await server?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** Uploads a PDF under `name` as a browser does (the name in UTF-8) and returns its id. */
async function upload(client: TestClient, name: string): Promise<number> {
  const form = new FormData();
  form.append('kind', 'trade_licence');
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), name);
  const sent = await client.postForm<{ id: number }>('/api/vendor/documents', form);
  expect(sent.status, sent.text).toBe(201);
  return sent.body.id;
}

/** The file name a browser saves the answer under (RFC 6266: `filename*` first). */
function savedName(response: { headers: Headers }, type: 'attachment' | 'inline') {
  const header = response.headers.get('content-disposition') ?? '';
  const parsed = contentDisposition.parse(header);
  expect(parsed.type).toBe(type);
  return { name: parsed.parameters.filename, header };
}

describe('document downloads', () => {
  it('keep an Arabic name intact, as filename* with an ASCII fallback, for the owner and for admins', async () => {
    const { client } = await signedInVendor(server.baseUrl, PASSWORD);
    const id = await upload(client, 'رخصة تجارية.pdf');

    const own = await client.get(`/api/vendor/documents/${id}/file`);
    expect(own.status).toBe(200);
    const saved = savedName(own, 'attachment');
    expect(saved.name).toBe('رخصة تجارية.pdf');
    expect(saved.header).toContain(`filename*=UTF-8''`);
    expect(saved.header).toMatch(/filename="[\x20-\x7e]+"/);

    const reviewed = await admin.get(`/api/admin/documents/${id}/file`);
    expect(reviewed.status).toBe(200);
    expect(savedName(reviewed, 'inline').name).toBe('رخصة تجارية.pdf');
  });

  it("take the stored type's extension, never the uploader's (.html, .exe)", async () => {
    const { client } = await signedInVendor(server.baseUrl, PASSWORD);
    for (const [sent, expected] of [
      ['licence.html', 'licence.pdf'],
      ['setup.exe', 'setup.pdf'],
      ['scan', 'scan.pdf'],
    ]) {
      const id = await upload(client, sent!);
      const own = await client.get(`/api/vendor/documents/${id}/file`);
      expect(savedName(own, 'attachment').name).toBe(expected);
      expect(own.headers.get('content-type')).toBe('application/pdf');
      expect(own.headers.get('x-content-type-options')).toBe('nosniff');
      const reviewed = await admin.get(`/api/admin/documents/${id}/file`);
      expect(savedName(reviewed, 'inline').name).toBe(expected);
    }
  });
});
