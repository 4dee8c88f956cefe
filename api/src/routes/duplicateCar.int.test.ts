/** POST /api/vendor/cars/:id/duplicate: the copy, its photos, who may, the plan's limit. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorCarSchema, type VendorCar } from '@core/schemas/car';
import { Car, CarImage } from '../models';
import { buildCar, buildUserWithPassword } from '../../test/factories';
import { signedInVendor, TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'duplicate password 1';
type ErrorBody = { error: { code: string; message: string } };

let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'duplicate-car-'));
  server = await startTestServer({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await server?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const newVendor = () => signedInVendor(server.baseUrl, PASSWORD);
const duplicate = (client: TestClient, id: number, headers?: Record<string, string>) =>
  client.post<VendorCar & ErrorBody>(`/api/vendor/cars/${id}/duplicate`, {}, headers);

async function uploadPhoto(client: TestClient, carId: number) {
  const png = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'car.png');
  const response = await client.postForm<{ id: number }>(`/api/vendor/cars/${carId}/images`, form);
  expect(response.status).toBe(201);
  return response.body;
}

const fileExists = (key: string) =>
  fs.stat(path.join(dataDir, 'uploads', key)).then(
    () => true,
    () => false,
  );

async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('duplicating a listing', () => {
  it('creates the same car as a new pending listing, colour left to set, photos copied', async () => {
    const { client, company } = await newVendor();
    const original = await buildCar(company, {
      status: 'pending',
      color: 'White',
      pricePerWeek: 3000,
      kmPerDay: 300,
      services: ['airport'],
    });
    const uploaded = await uploadPhoto(client, original.id);

    const response = await duplicate(client, original.id);
    expect(response.status).toBe(201);
    const copy = vendorCarSchema.parse(response.body);
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      title: original.title,
      brand: 'nissan',
      model: 'Patrol',
      pricePerDay: 650,
      pricePerWeek: 3000,
      services: ['airport'],
      terms: { kmPerDay: 300 },
      status: 'pending',
      featured: false,
      featuredUntil: null,
      can: { edit: true, duplicate: true },
    });
    const row = await Car.query().findById(copy.id);
    expect(row).toMatchObject({ companyId: company.id, color: null, approvedAt: null });

    // Both photos, in order: the demo picture by its URL, the upload as files of its own.
    expect(copy.images).toHaveLength(2);
    expect(copy.images[0]!.url).toBe('/media/demo/cars/suv-white.svg');
    const [source, copied] = await Promise.all([
      CarImage.query().findById(uploaded.id),
      CarImage.query().where({ car_id: copy.id, position: 1 }).first(),
    ]);
    expect(copied!.storageKey).toMatch(new RegExp(`^public/cars/${copy.id}/`));
    expect(copied!.storageKey).not.toBe(source!.storageKey);
    expect(copied).toMatchObject({ width: source!.width, height: source!.height, pending: false });
    const served = await fetch(`${server.baseUrl}${copied!.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    // Deleting the original's photo leaves the copy's files where they are.
    const removed = await client.request(
      'DELETE',
      `/api/vendor/cars/${original.id}/images/${uploaded.id}`,
    );
    expect(removed.status).toBe(204);
    expect(await fileExists(`${source!.storageKey}-1200.webp`)).toBe(false);
    expect(await fileExists(`${copied!.storageKey}-1200.webp`)).toBe(true);
    expect(await fileExists(`${copied!.storageKey}-400.webp`)).toBe(true);
  });

  it('copies an approved listing as its vendor last saved it, waiting changes included', async () => {
    const { client, company } = await newVendor();
    const live = await buildCar(company, { status: 'approved', approvedAt: new Date() });
    const edited = await client.request<VendorCar>('PATCH', `/api/vendor/cars/${live.id}`, {
      body: { title: '2024 Nissan Patrol Nismo', model: 'Patrol Nismo' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.pendingChanges).not.toBeNull();

    const response = await duplicate(client, live.id);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: '2024 Nissan Patrol Nismo',
      model: 'Patrol Nismo',
      status: 'pending',
      pendingChanges: null,
    });
    // The original is untouched: still public as approved, its changes still waiting.
    const after = await Car.query().findById(live.id);
    expect(after).toMatchObject({ status: 'approved', title: live.title });
    expect(after!.pendingChanges).toMatchObject({ title: '2024 Nissan Patrol Nismo' });
    expect((await new TestClient(server.baseUrl).get(`/api/cars/${response.body.id}`)).status).toBe(
      404,
    );
  });

  it("is refused on another company's car (404), to admins and writers (403), signed out (401)", async () => {
    const owner = await newVendor();
    const other = await newVendor();
    const car = await buildCar(owner.company);
    const count = () => Car.query().where('company_id', owner.company.id).resultSize();

    const refused = await duplicate(other.client, car.id);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toEqual({ code: 'not_found', message: 'Listing not found' });
    expect(await Car.query().where('company_id', other.company.id).resultSize()).toBe(0);

    for (const role of ['admin', 'writer'] as const) {
      const user = await buildUserWithPassword(PASSWORD, { role });
      const client = new TestClient(server.baseUrl);
      await client.login(user.email, PASSWORD);
      expect((await duplicate(client, car.id)).status).toBe(403);
    }
    expect((await duplicate(new TestClient(server.baseUrl), car.id)).status).toBe(401);
    // A malformed or unknown id is a listing that does not exist.
    expect((await owner.client.post('/api/vendor/cars/abc/duplicate', {})).status).toBe(404);
    expect((await owner.client.post('/api/vendor/cars/0/duplicate', {})).status).toBe(404);
    expect(await count()).toBe(1);
  });

  it("stops at the plan's limit with 422 plan_limit_reached, storing nothing", async () => {
    const { client, company } = await newVendor();
    const cars = [];
    for (let i = 0; i < 4; i++) cars.push(await buildCar(company, { status: 'pending' }));
    await uploadPhoto(client, cars[0]!.id);
    expect((await duplicate(client, cars[0]!.id)).status).toBe(201);
    const filesBefore = await storedFiles();

    const refused = await duplicate(client, cars[0]!.id);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({
      code: 'plan_limit_reached',
      message: 'Your Free plan allows 5 listings. Upgrade your plan to add more.',
      // The numbers, for a client that says the sentence in another language.
      details: { rule: 'plan_listings', plan: 'Free', limit: 5, used: 5 },
    });
    expect(await Car.query().where('company_id', company.id).resultSize()).toBe(5);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('holds the limit under concurrent clicks: exactly the free places are filled', async () => {
    const { client, company } = await newVendor();
    const car = await buildCar(company, { status: 'pending' });
    await uploadPhoto(client, car.id);
    await buildCar(company, { status: 'pending' });
    await buildCar(company, { status: 'approved' });
    // Three listings on Free (5): eight clicks at once (each its own request) make two copies.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        duplicate(client, car.id, { 'Idempotency-Key': `dup-${company.id}-${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 422, 422, 422, 422, 422, 422]);
    expect(await Car.query().where('company_id', company.id).resultSize()).toBe(5);
    // The refused copies left no file behind: the original's photo and two copies of it.
    const own = (await storedFiles()).filter((file) =>
      [car.id, ...answers.filter((a) => a.status === 201).map((a) => a.body.id)].some((id) =>
        file.includes(`${path.sep}cars${path.sep}${id}${path.sep}`),
      ),
    );
    expect(own).toHaveLength(3 * 2);
    const copied = await CarImage.query()
      .whereIn(
        'car_id',
        answers.filter((a) => a.status === 201).map((a) => a.body.id),
      )
      .whereNotNull('storage_key');
    expect(copied).toHaveLength(2);
  });

  it('makes one copy of a double click (the same Idempotency-Key)', async () => {
    const { client, company } = await newVendor();
    const car = await buildCar(company, { status: 'pending' });
    const key = `double-${company.id}`;
    const [first, second] = await Promise.all([
      duplicate(client, car.id, { 'Idempotency-Key': key }),
      duplicate(client, car.id, { 'Idempotency-Key': key }),
    ]);
    const statuses = [first.status, second.status];
    expect(statuses).toContain(201);
    const created = [first, second].filter((a) => a.status === 201).map((a) => a.body.id);
    expect(new Set(created).size).toBe(1);
    expect(await Car.query().where('company_id', company.id).resultSize()).toBe(2);
  });
});
