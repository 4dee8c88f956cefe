import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Car, CarImage } from '../models';
import type { Company } from '../models';
import { buildCar, buildUserWithPassword, buildVendor } from '../../test/factories';
import { TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'car photos password';
type Photo = { id: number; url: string; width: number; height: number; position: number };
type ErrorBody = { error: { code: string; message: string } };

let server: TestServer;
let dataDir: string;
let vendorA: TestClient;
let vendorB: TestClient;
let writer: TestClient;
let admin: TestClient;
let companyA: Company;

async function signedIn(email: string): Promise<TestClient> {
  const browser = new TestClient(server.baseUrl);
  expect((await browser.login(email, PASSWORD)).status).toBe(200);
  return browser;
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'car-photos-'));
  server = await startTestServer({ DATA_DIR: dataDir });
  const a = await buildVendor(PASSWORD);
  const b = await buildVendor(PASSWORD);
  companyA = a.company;
  vendorA = await signedIn(a.user.email);
  vendorB = await signedIn(b.user.email);
  writer = await signedIn((await buildUserWithPassword(PASSWORD, { role: 'writer' })).email);
  admin = await signedIn((await buildUserWithPassword(PASSWORD, { role: 'admin' })).email);
});
afterAll(async () => {
  await server?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** A picture made here, by sharp itself: no binary fixture in the repository. */
const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .toFormat(format)
    .toBuffer();

/** A multipart upload as a browser sends it (cookies, Origin), the bytes under any name/type. */
async function upload(
  browser: TestClient,
  carId: number,
  bytes: Buffer,
  { name = 'photo.png', type = 'image/png', origin = browser.origin } = {},
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${server.baseUrl}/api/vendor/cars/${carId}/images`, {
    method: 'POST',
    headers: {
      'X-Forwarded-For': browser.address,
      Origin: origin,
      ...(browser.cookies.size
        ? { Cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
        : {}),
    },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Photo & ErrorBody };
}

async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  try {
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}

const imageRows = (carId: number) => CarImage.query().where('car_id', carId).orderBy('position');
const pendingCar = () => buildCar(companyA, { status: 'pending' });

describe('POST /api/vendor/cars/:id/images', () => {
  it('stores two WebP renditions, a row, and serves the photo at its URL', async () => {
    const car = await pendingCar();
    const response = await upload(vendorA, car.id, await picture(1600, 1000));
    expect(response.status).toBe(201);
    const photo = response.body;
    expect(photo).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(
        new RegExp(`^/media/uploads/cars/${car.id}/[0-9a-f-]+-1200\\.webp$`),
      ),
      width: 1200,
      height: 750,
      position: 1, // after the factory's demo picture
    });

    const row = await CarImage.query().findById(photo.id);
    expect(row).toMatchObject({ carId: car.id, url: photo.url, width: 1200, height: 750 });
    const key = row!.storageKey!;
    expect(key).toMatch(new RegExp(`^public/cars/${car.id}/`));
    const files = await storedFiles();
    expect(files).toContain(`${key}-1200.webp`);
    expect(files).toContain(`${key}-400.webp`);
    const small = await sharp(path.join(dataDir, 'uploads', `${key}-400.webp`)).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 400, height: 250 });

    const served = await fetch(`${server.baseUrl}${photo.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 750 });
  });

  it('never enlarges, turns the photo upright by EXIF, drops metadata, and appends', async () => {
    const car = await pendingCar();
    const tilted = await sharp(await picture(300, 100, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(tilted).metadata()).orientation).toBe(6);
    const first = await upload(vendorA, car.id, tilted, { name: 'a.jpg', type: 'image/jpeg' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ width: 100, height: 300, position: 1 });
    const file = path.join(
      dataDir,
      'uploads',
      (await CarImage.query().findById(first.body.id))!.storageKey! + '-1200.webp',
    );
    const meta = await sharp(file).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    const second = await upload(
      vendorA,
      car.id,
      await sharp(await picture(50, 50))
        .webp()
        .toBuffer(),
    );
    expect(second.status).toBe(201);
    expect(second.body.position).toBe(2);
  });

  it("answers 404 for another company's car and for unknown ids, storing nothing", async () => {
    const car = await pendingCar();
    const before = await storedFiles();
    expect((await upload(vendorB, car.id, await picture(20, 20))).status).toBe(404);
    expect((await upload(vendorA, 2_000_000_000, await picture(20, 20))).status).toBe(404);
    expect(await storedFiles()).toEqual(before);
    expect(await imageRows(car.id)).toHaveLength(1);
  });

  it('refuses writers, admins and anonymous callers', async () => {
    const car = await pendingCar();
    const bytes = await picture(20, 20);
    expect((await upload(writer, car.id, bytes)).status).toBe(403);
    expect((await upload(admin, car.id, bytes)).status).toBe(403);
    expect((await upload(new TestClient(server.baseUrl), car.id, bytes)).status).toBe(401);
    expect(await imageRows(car.id)).toHaveLength(1);
  });

  it('refuses a cross-site multipart upload', async () => {
    const car = await pendingCar();
    const response = await upload(vendorA, car.id, await picture(20, 20), {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(await imageRows(car.id)).toHaveLength(1);
  });

  it('answers 413 above 8 MB and keeps nothing', async () => {
    const car = await pendingCar();
    const before = await storedFiles();
    const big = Buffer.alloc(9 * 1024 * 1024, 0x41);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]).copy(big);
    const response = await upload(vendorA, car.id, big, { name: 'big.jpg', type: 'image/jpeg' });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('too_large');
    expect(await storedFiles()).toEqual(before);
    expect(await imageRows(car.id)).toHaveLength(1);
  });

  it('decides the type by the content: disguised files answer 415 and keep nothing', async () => {
    const car = await pendingCar();
    const before = await storedFiles();
    const disguised = [
      Buffer.from('just some text, not a photo\n'),
      Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
      await picture(20, 20, 'png').then((png) => sharp(png).gif().toBuffer()),
      // A JPEG header with nothing readable after it.
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
        Buffer.alloc(500, 1),
      ]),
    ];
    for (const bytes of disguised) {
      const response = await upload(vendorA, car.id, bytes, {
        name: 'photo.jpg',
        type: 'image/jpeg',
      });
      expect(response.status).toBe(415);
      expect(response.body.error.code).toBe('unsupported_type');
    }
    const json = await vendorA.post(`/api/vendor/cars/${car.id}/images`, { file: 'x' });
    expect(json.status).toBe(415);
    expect(await storedFiles()).toEqual(before);
    expect(await imageRows(car.id)).toHaveLength(1);
  });

  it('keeps an approved listing public without the new photo until its review', async () => {
    const car = await buildCar(companyA, { status: 'approved', approvedAt: new Date() });
    const anonymous = new TestClient(server.baseUrl);
    const before = await anonymous.get<{ images: Photo[] }>(`/api/cars/${car.id}`);
    expect(before.status).toBe(200);
    const added = await upload(vendorA, car.id, await picture(40, 30));
    expect(added.status).toBe(201);
    expect(await Car.query().findById(car.id)).toMatchObject({ status: 'approved' });
    const after = await anonymous.get<{ images: Photo[] }>(`/api/cars/${car.id}`);
    expect(after.status).toBe(200);
    expect(after.body.images).toEqual(before.body.images);
    expect((await imageRows(car.id)).find((row) => row.id === added.body.id)?.pending).toBe(true);
  });
});

describe('GET /media/uploads', () => {
  it('serves only stored public files: no traversal, no private area', async () => {
    await fs.mkdir(path.join(dataDir, 'uploads', 'private'), { recursive: true });
    await fs.writeFile(path.join(dataDir, 'uploads', 'private', 'licence.pdf'), '%PDF-1.4');
    // (fetch itself resolves `../` and `%2e%2e/` before sending: only encoded slashes arrive.)
    for (const attempt of [
      '/media/uploads/..%2fprivate%2flicence.pdf',
      '/media/uploads/..%5cprivate%5clicence.pdf',
      '/media/uploads/%2e%2e%2f%2e%2e%2fprivate/licence.pdf',
      '/media/uploads/cars/nothing-1200.webp',
    ]) {
      const response = await fetch(`${server.baseUrl}${attempt}`);
      expect(response.status, attempt).toBe(404);
      expect(await response.text()).not.toContain('%PDF');
    }
    // A literal `../`, sent as is (not through fetch, which would resolve it).
    const raw = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.get(
        `${server.baseUrl}/media/uploads/../private/licence.pdf`,
        { path: '/media/uploads/../private/licence.pdf' },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
    });
    expect(raw.status).toBe(404);
    expect(raw.body).not.toContain('%PDF');
  });
});

describe('DELETE /api/vendor/cars/:id/images/:imageId', () => {
  it('removes the row and both files; another vendor gets 404', async () => {
    const car = await buildCar(companyA, { status: 'approved', approvedAt: new Date() });
    const photo = (await upload(vendorA, car.id, await picture(40, 30))).body;
    const key = (await CarImage.query().findById(photo.id))!.storageKey!;
    await Car.query().patch({ status: 'approved' }).where('id', car.id);

    const path_ = `/api/vendor/cars/${car.id}/images/${photo.id}`;
    expect((await vendorB.request('DELETE', path_)).status).toBe(404);
    expect(
      (await vendorA.request('DELETE', `/api/vendor/cars/${car.id}/images/2000000000`)).status,
    ).toBe(404);
    expect((await vendorA.request('DELETE', path_)).status).toBe(204);
    expect(await CarImage.query().findById(photo.id)).toBeUndefined();
    const files = await storedFiles();
    expect(files).not.toContain(`${key}-1200.webp`);
    expect(files).not.toContain(`${key}-400.webp`);
    expect((await fetch(`${server.baseUrl}${photo.url}`)).status).toBe(404);
    // The photo only waited for review: removing it withdraws the change, the car stays public.
    expect(await Car.query().findById(car.id)).toMatchObject({
      status: 'approved',
      pendingChanges: null,
    });
  });
});

describe('PATCH /api/vendor/cars/:id/images', () => {
  it('reorders the photos (the first is the cover) and checks the list', async () => {
    const car = await pendingCar();
    const p1 = (await upload(vendorA, car.id, await picture(20, 20))).body;
    const p2 = (await upload(vendorA, car.id, await picture(30, 20))).body;
    const ids = (await imageRows(car.id)).map((row) => row.id);
    expect(ids.slice(1)).toEqual([p1.id, p2.id]);
    const order = [p2.id, ids[0]!, p1.id];

    const path_ = `/api/vendor/cars/${car.id}/images`;
    expect((await vendorB.request('PATCH', path_, { body: { order } })).status).toBe(404);
    const bad = await vendorA.request('PATCH', path_, { body: { order: [p2.id, p1.id] } });
    expect(bad.status).toBe(400);
    const dup = await vendorA.request('PATCH', path_, { body: { order: [p2.id, p2.id, p1.id] } });
    expect(dup.status).toBe(400);

    const response = await vendorA.request<{ images: Photo[] }>('PATCH', path_, {
      body: { order },
    });
    expect(response.status).toBe(200);
    expect(response.body.images.map((i) => [i.id, i.position])).toEqual([
      [p2.id, 0],
      [ids[0], 1],
      [p1.id, 2],
    ]);
    const vendorView = await vendorA.get<{ images: { url: string }[] }>(
      `/api/vendor/cars/${car.id}`,
    );
    expect(vendorView.body.images[0]!.url).toBe(p2.url);
  });
});
