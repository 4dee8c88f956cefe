/**
 * The storage interface on both backends. No real S3 service is reachable here (no internet, no
 * MinIO), so the S3 backend runs against a small in-process stand-in that keeps objects in a
 * Map and checks each request is SigV4-signed: it proves the URLs, methods, headers and the
 * 404 handling, not S3's own behaviour.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createStorage } from './index';
import { objectUrl } from './s3';
import type { Storage } from './types';

const s3Env = {
  S3_BUCKET: 'rentals-test',
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
};

describe('storage selection', () => {
  it('uses the local disk by default and the bucket when S3_BUCKET is set', () => {
    expect(createStorage(loadConfig({})).kind).toBe('local');
    const config = loadConfig({ ...s3Env, S3_ENDPOINT: 'http://127.0.0.1:9000/' });
    expect(config.s3).toEqual({
      bucket: 'rentals-test',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example',
    });
    expect(createStorage(config).kind).toBe('s3');
  });

  it('refuses half an S3 configuration with one clear line', () => {
    expect(() => loadConfig({ S3_BUCKET: 'rentals-test' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3Env, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
  });

  it('addresses objects path-style with an endpoint, virtual-hosted on AWS', () => {
    const base = { bucket: 'b1', region: 'me-central-1', accessKeyId: 'a', secretAccessKey: 's' };
    expect(objectUrl({ ...base, endpoint: 'http://minio:9000' }, 'private/documents/1/x.pdf')).toBe(
      'http://minio:9000/b1/private/documents/1/x.pdf',
    );
    expect(objectUrl({ ...base, endpoint: undefined }, 'public/cars/1/a-400.webp')).toBe(
      'https://b1.s3.me-central-1.amazonaws.com/public/cars/1/a-400.webp',
    );
    expect(() => objectUrl({ ...base, endpoint: undefined }, '../etc/passwd')).toThrow();
  });
});

/** The same behaviour from both backends. */
function behavesAsStorage(name: string, make: () => Storage) {
  describe(`${name} storage`, () => {
    it('stores, reads and deletes a file; a missing file reads as null', async () => {
      const storage = make();
      const key = `private/documents/7/${name}-doc.pdf`;
      const body = Buffer.from('%PDF-1.4 test');
      await storage.put(key, body, 'application/pdf');
      expect(await storage.get(key)).toEqual({ body, contentType: 'application/pdf' });
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('refuses a bad key, a type that does not fit the name, and a public URL of a private file', async () => {
      const storage = make();
      await expect(
        storage.put('private/../x.pdf', Buffer.from('x'), 'application/pdf'),
      ).rejects.toThrow();
      await expect(storage.put('private/a/x.pdf', Buffer.from('x'), 'image/png')).rejects.toThrow();
      expect(() => storage.publicUrl('private/a/x.pdf')).toThrow();
      expect(storage.publicUrl('public/cars/1/a-400.webp')).toBe(
        '/media/uploads/cars/1/a-400.webp',
      );
    });
  });
}

let dataDir: string;
let fakeS3: http.Server;
let endpoint = '';
const objects = new Map<string, { body: Buffer; type: string }>();
const unsigned: string[] = [];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
  fakeS3 = http.createServer((req, res) => {
    const auth = req.headers.authorization ?? '';
    if (
      !auth.startsWith('AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/') ||
      !req.headers['x-amz-date']
    ) {
      unsigned.push(`${req.method} ${req.url}`);
      res.writeHead(403).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      if (req.method === 'PUT') {
        objects.set(url, {
          body: Buffer.concat(chunks),
          type: String(req.headers['content-type']),
        });
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const object = objects.get(url);
        if (!object) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else res.writeHead(200, { 'Content-Type': object.type }).end(object.body);
      } else if (req.method === 'DELETE') {
        objects.delete(url);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => fakeS3.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(fakeS3.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => fakeS3?.close(() => resolve()));
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

behavesAsStorage('local', () => createStorage({ dataDir }));
behavesAsStorage('s3', () => createStorage(loadConfig({ ...s3Env, S3_ENDPOINT: endpoint })));

describe('s3 requests', () => {
  it('are all signed, and objects live under the bucket path', async () => {
    const storage = createStorage(loadConfig({ ...s3Env, S3_ENDPOINT: endpoint }));
    await storage.put('public/cars/3/p-400.webp', Buffer.from('webp'), 'image/webp');
    expect(objects.has('/rentals-test/public/cars/3/p-400.webp')).toBe(true);
    expect(objects.get('/rentals-test/public/cars/3/p-400.webp')?.type).toBe('image/webp');
    expect(unsigned).toEqual([]);
  });
});
