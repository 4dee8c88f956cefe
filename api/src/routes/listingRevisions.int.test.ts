/**
 * Changes to an approved listing (issue 15, listing moderation): the public keeps the approved
 * version while material changes wait for review; the rest applies at once; approving applies
 * the revision, rejecting it keeps the approved version. Each field class, photos, merging,
 * and concurrency (two edits; an approval while the vendor edits).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListing, AdminListingPage } from '@core/schemas/admin';
import type { Car as PublicCar, VendorCar } from '@core/schemas/car';
import { AuditEvent, Car, CarImage, type Company } from '../models';
import { buildCar, buildUserWithPassword, buildVendor } from '../../test/factories';
import { TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'listing revisions password';
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
let dataDir: string;
let vendor: TestClient;
let otherVendor: TestClient;
let admin: TestClient;
let company: Company;
const anonymous = () => new TestClient(server.baseUrl);

async function signedIn(email: string): Promise<TestClient> {
  const browser = new TestClient(server.baseUrl);
  expect((await browser.login(email, PASSWORD)).status).toBe(200);
  return browser;
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'listing-revisions-'));
  server = await startTestServer({ DATA_DIR: dataDir });
  const a = await buildVendor(PASSWORD);
  const b = await buildVendor(PASSWORD);
  company = a.company;
  vendor = await signedIn(a.user.email);
  otherVendor = await signedIn(b.user.email);
  admin = await signedIn((await buildUserWithPassword(PASSWORD, { role: 'admin' })).email);
});
afterAll(async () => {
  await server?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const approvedCar = (overrides: Partial<Car> = {}) =>
  buildCar(company, {
    status: 'approved',
    approvedAt: new Date(),
    pricePerDay: 500,
    description: 'Clean, serviced, ready.',
    ...overrides,
  });

const edit = (id: number, body: unknown, browser = vendor) =>
  browser.request<VendorCar & ErrorBody>('PATCH', `/api/vendor/cars/${id}`, { body });
const vendorView = async (id: number) =>
  (await vendor.get<VendorCar>(`/api/vendor/cars/${id}`)).body;
const publicView = (id: number) => anonymous().get<PublicCar>(`/api/cars/${id}`);
const approve = (id: number, body: unknown = {}) =>
  admin.request<AdminListing & ErrorBody>('POST', `/api/admin/listings/${id}/approve`, { body });
const reject = (id: number, body: unknown) =>
  admin.request<AdminListing & ErrorBody>('POST', `/api/admin/listings/${id}/reject`, { body });

async function queueItem(id: number): Promise<AdminListing | undefined> {
  const page = await admin.get<AdminListingPage>(
    `/api/admin/listings?status=pending&pageSize=100&q=${encodeURIComponent(company.name)}`,
  );
  expect(page.status).toBe(200);
  return page.body.items.find((item) => item.id === id);
}

const searchIds = async (params: string) => {
  const response = await anonymous().get<{ items: { id: number }[] }>(`/api/cars?${params}`);
  expect(response.status).toBe(200);
  return response.body.items.map((item) => item.id);
};

const picture = (width: number) =>
  sharp({ create: { width, height: 30, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

async function upload(carId: number, browser = vendor) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await picture(40))], { type: 'image/png' }),
    'p.png',
  );
  const response = await fetch(`${server.baseUrl}/api/vendor/cars/${carId}/images`, {
    method: 'POST',
    headers: {
      'X-Forwarded-For': browser.address,
      Origin: browser.origin,
      Cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { id: number; url: string } };
}

describe('a material edit of an approved listing', () => {
  it('keeps the approved values public (car page, search, facets) and queues a diff', async () => {
    const car = await approvedCar({ emirate: 'dubai' });
    const response = await edit(car.id, {
      title: 'Zanzibarian Patrol call 0501234567',
      description: 'Book on www.example.com',
      emirate: 'fujairah',
      carType: 'sedan',
    });
    expect(response.status).toBe(200);
    // The vendor sees what they saved, and what waits.
    expect(response.body).toMatchObject({
      status: 'approved',
      title: 'Zanzibarian Patrol call 0501234567',
      emirate: 'fujairah',
      changesRejection: null,
    });
    expect(response.body.pendingChanges).toMatchObject({
      diff: [
        { field: 'title', before: car.title, after: 'Zanzibarian Patrol call 0501234567' },
        { field: 'description', before: car.description, after: 'Book on www.example.com' },
        { field: 'carType', before: 'suv', after: 'sedan' },
        { field: 'emirate', before: 'dubai', after: 'fujairah' },
      ],
      photos: null,
    });

    const publicCar = await publicView(car.id);
    expect(publicCar.status).toBe(200);
    expect(publicCar.body).toMatchObject({
      title: car.title,
      description: car.description,
      emirate: 'dubai',
      carType: 'suv',
    });
    expect(JSON.stringify(publicCar.body)).not.toContain('0501234567');
    expect(await searchIds('query=Zanzibarian')).not.toContain(car.id);
    expect(await searchIds('emirate=fujairah&pageSize=60')).not.toContain(car.id);
    expect(await searchIds(`emirate=dubai&brand=nissan&pageSize=60`)).toContain(car.id);

    const queued = await queueItem(car.id);
    expect(queued?.pendingChanges?.diff.map((d) => d.field)).toEqual([
      'title',
      'description',
      'carType',
      'emirate',
    ]);
    expect(queued?.waitingSince).toBe(response.body.pendingChanges?.submittedAt);
    const overview = await admin.get<{ pendingListings: { count: number } }>('/api/admin/overview');
    expect(overview.body.pendingListings.count).toBeGreaterThan(0);
  });

  it('is applied by an approval: public at once, searchable, out of the queue, audited', async () => {
    const car = await approvedCar();
    const saved = await edit(car.id, { title: 'Quokkamobile Patrol', year: 2023 });
    const approved = await approve(car.id, { revision: saved.body.pendingChanges!.revision });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', pendingChanges: null });
    expect((await publicView(car.id)).body).toMatchObject({
      title: 'Quokkamobile Patrol',
      year: 2023,
    });
    expect(await searchIds('query=Quokkamobile')).toContain(car.id);
    expect(await queueItem(car.id)).toBeUndefined();
    const audit = await AuditEvent.query().where({ subject_id: car.id, subject_type: 'listing' });
    expect(audit.map((event) => event.action)).toContain('listing.approve_changes');
  });

  it('is refused by a rejection: the approved version stays, the vendor reads why', async () => {
    const car = await approvedCar();
    await edit(car.id, { description: 'WhatsApp me on 0509999999' });
    const refused = await reject(car.id, { reason: 'No phone numbers in the description' });
    expect(refused.status).toBe(200);
    expect(refused.body.status).toBe('approved');
    const publicCar = await publicView(car.id);
    expect(publicCar.status).toBe(200);
    expect(publicCar.body.description).toBe(car.description);
    const mine = await vendorView(car.id);
    expect(mine).toMatchObject({
      status: 'approved',
      description: car.description,
      pendingChanges: null,
      changesRejection: { reason: 'No phone numbers in the description' },
    });
    // A new change clears the old refusal and waits again.
    const again = await edit(car.id, { description: 'Now without numbers' });
    expect(again.body).toMatchObject({ changesRejection: null });
    expect(again.body.pendingChanges?.diff).toHaveLength(1);
  });

  it('merges two edits in a row into one revision, and withdraws a field set back', async () => {
    const car = await approvedCar();
    const first = await edit(car.id, { title: 'First title' });
    const second = await edit(car.id, { description: 'Second text' });
    expect(second.body.pendingChanges).toMatchObject({
      submittedAt: first.body.pendingChanges!.submittedAt,
      diff: [
        { field: 'title', after: 'First title' },
        { field: 'description', after: 'Second text' },
      ],
    });
    // The vendor finds it by the title they saved.
    const found = await vendor.get<{ items: { id: number }[] }>(
      `/api/vendor/cars?query=${encodeURIComponent('First title')}`,
    );
    expect(found.body.items.map((item) => item.id)).toContain(car.id);
    expect(second.body.pendingChanges!.revision).toBeGreaterThan(
      first.body.pendingChanges!.revision,
    );
    const back = await edit(car.id, { title: car.title, description: car.description });
    expect(back.body.pendingChanges).toBeNull();
    expect(await queueItem(car.id)).toBeUndefined();
  });
});

describe('edits that apply at once', () => {
  it('terms, details and availability are public at once, nothing queued', async () => {
    const car = await approvedCar({ seats: 7 });
    const response = await edit(car.id, {
      seats: 5,
      services: ['airport'],
      terms: { kmPerDay: 400, securityDepositAed: 0 },
    });
    expect(response.body).toMatchObject({ status: 'approved', pendingChanges: null });
    expect((await publicView(car.id)).body).toMatchObject({
      seats: 5,
      services: ['airport'],
      terms: { kmPerDay: 400, securityDepositAed: 0 },
    });
    expect(await queueItem(car.id)).toBeUndefined();
    expect((await edit(car.id, { active: false })).body.status).toBe('approved');
    expect((await publicView(car.id)).status).toBe(404);
  });

  it('a price within ±50 % applies at once; beyond it waits, the old price stays public', async () => {
    const car = await approvedCar({ pricePerDay: 500 });
    expect((await edit(car.id, { pricePerDay: 700 })).body.pendingChanges).toBeNull();
    expect((await publicView(car.id)).body.pricePerDay).toBe(700);

    const far = await edit(car.id, { pricePerDay: 2000 });
    expect(far.body.pendingChanges?.diff).toEqual([
      { field: 'pricePerDay', before: 700, after: 2000 },
    ]);
    expect((await publicView(car.id)).body.pricePerDay).toBe(700);
    // The band is measured from the reviewed 500, so steps cannot add up past it.
    const stepped = await edit(car.id, { pricePerDay: 800 });
    expect(stepped.body.pendingChanges?.diff).toEqual([
      { field: 'pricePerDay', before: 700, after: 800 },
    ]);
    expect((await approve(car.id)).status).toBe(200);
    expect((await publicView(car.id)).body.pricePerDay).toBe(800);
  });
});

describe('photos of an approved listing', () => {
  it('an added photo waits: the car stays online without it until approved', async () => {
    const car = await approvedCar();
    const publicBefore = (await publicView(car.id)).body.images;
    const added = await upload(car.id);
    expect(added.status).toBe(201);
    const publicCar = await publicView(car.id);
    expect(publicCar.status).toBe(200);
    expect(publicCar.body.images).toEqual(publicBefore);
    expect(await searchIds('brand=nissan&pageSize=60&sort=newest')).toContain(car.id);

    const mine = await vendorView(car.id);
    expect(mine.images.map((i) => i.id)).toEqual([...publicBefore.map((i) => i.id), added.body.id]);
    expect(mine.pendingChanges?.photos).toMatchObject({
      added: [{ id: added.body.id }],
      removed: [],
      reordered: false,
    });
    expect((await queueItem(car.id))?.pendingChanges?.photos?.added).toHaveLength(1);

    expect((await approve(car.id)).status).toBe(200);
    expect((await publicView(car.id)).body.images.map((i) => i.id)).toEqual([
      ...publicBefore.map((i) => i.id),
      added.body.id,
    ]);
    expect(await CarImage.query().findById(added.body.id)).toMatchObject({ pending: false });
  });

  it('a removal and a new order wait; rejecting them drops the waiting photo', async () => {
    const car = await approvedCar();
    const [cover] = (await publicView(car.id)).body.images;
    const added = await upload(car.id);
    const reordered = await vendor.request<{ images: { id: number }[] }>(
      'PATCH',
      `/api/vendor/cars/${car.id}/images`,
      { body: { order: [added.body.id, cover!.id] } },
    );
    expect(reordered.status).toBe(200);
    expect(reordered.body.images.map((i) => i.id)).toEqual([added.body.id, cover!.id]);
    expect(
      (await vendor.request('DELETE', `/api/vendor/cars/${car.id}/images/${cover!.id}`)).status,
    ).toBe(204);

    // Still public with its reviewed photo.
    expect((await publicView(car.id)).body.images.map((i) => i.id)).toEqual([cover!.id]);
    expect((await vendorView(car.id)).pendingChanges?.photos).toMatchObject({
      added: [{ id: added.body.id }],
      removed: [{ id: cover!.id }],
    });

    expect((await reject(car.id, { reason: 'Photo shows another car' })).status).toBe(200);
    expect((await publicView(car.id)).body.images.map((i) => i.id)).toEqual([cover!.id]);
    expect(await CarImage.query().findById(added.body.id)).toBeUndefined();
    expect((await vendorView(car.id)).images.map((i) => i.id)).toEqual([cover!.id]);
  });

  it('approving a removal takes the photo off the public listing', async () => {
    const car = await approvedCar();
    const second = await upload(car.id);
    await approve(car.id);
    const [cover] = (await publicView(car.id)).body.images;
    await vendor.request('DELETE', `/api/vendor/cars/${car.id}/images/${cover!.id}`);
    expect((await publicView(car.id)).body.images).toHaveLength(2);
    expect((await approve(car.id)).status).toBe(200);
    expect((await publicView(car.id)).body.images.map((i) => i.id)).toEqual([second.body.id]);
    expect(await CarImage.query().findById(cover!.id)).toBeUndefined();
  });
});

describe('withdrawing waiting changes', () => {
  it('drops them and the waiting photos; the approved version stays; 409 when none wait', async () => {
    const car = await approvedCar();
    const [cover] = (await publicView(car.id)).body.images;
    await edit(car.id, { title: 'Changed my mind' });
    const added = await upload(car.id);
    await vendor.request('DELETE', `/api/vendor/cars/${car.id}/images/${cover!.id}`);
    const path_ = `/api/vendor/cars/${car.id}/changes`;
    expect((await otherVendor.request('DELETE', path_)).status).toBe(404);
    const withdrawn = await vendor.request<VendorCar>('DELETE', path_);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ title: car.title, pendingChanges: null });
    expect(withdrawn.body.images.map((i) => i.id)).toEqual([cover!.id]);
    expect(await CarImage.query().findById(added.body.id)).toBeUndefined();
    expect(await queueItem(car.id)).toBeUndefined();
    expect((await vendor.request<ErrorBody>('DELETE', path_)).status).toBe(409);
  });
});

describe('listings never approved', () => {
  it('are edited directly, as before; a rejected one is resubmitted', async () => {
    const pending = await buildCar(company, { status: 'pending' });
    const response = await edit(pending.id, { title: 'Direct title', pricePerDay: 5000 });
    expect(response.body).toMatchObject({
      title: 'Direct title',
      pricePerDay: 5000,
      status: 'pending',
      pendingChanges: null,
    });
    expect(await Car.query().findById(pending.id)).toMatchObject({ title: 'Direct title' });
    const rejected = await buildCar(company, { status: 'rejected', rejectionReason: 'Blurry' });
    expect((await upload(rejected.id)).status).toBe(201);
    expect(await Car.query().findById(rejected.id)).toMatchObject({
      status: 'pending',
      rejectionReason: null,
    });
  });
});

describe('decisions on waiting changes', () => {
  it('refuse a stale revision (the vendor changed it since) and apply the current one', async () => {
    const car = await approvedCar();
    const seen = (await edit(car.id, { title: 'Seen by the admin' })).body.pendingChanges!;
    await edit(car.id, { description: 'Added after the admin opened it' });
    const stale = await approve(car.id, { revision: seen.revision });
    expect(stale.status).toBe(409);
    expect((await publicView(car.id)).body.title).toBe(car.title);
    const staleReject = await reject(car.id, { reason: 'Not this one', revision: seen.revision });
    expect(staleReject.status).toBe(409);
    const current = (await vendorView(car.id)).pendingChanges!;
    expect((await approve(car.id, { revision: current.revision })).status).toBe(200);
    expect((await publicView(car.id)).body).toMatchObject({
      title: 'Seen by the admin',
      description: 'Added after the admin opened it',
    });
  });

  it('refuse a bad revision with a 400 naming it, and vendors with a 403', async () => {
    const car = await approvedCar();
    await edit(car.id, { title: 'Waiting' });
    const bad = await approve(car.id, { revision: 'latest' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(['revision']);
    const byVendor = await vendor.request('POST', `/api/admin/listings/${car.id}/approve`, {
      body: {},
    });
    expect(byVendor.status).toBe(403);
    expect((await edit(car.id, { title: 'Not theirs' }, otherVendor)).status).toBe(404);
    expect((await publicView(car.id)).body.title).toBe(car.title);
  });

  it('bulk approval applies waiting changes too', async () => {
    const car = await approvedCar();
    await edit(car.id, { model: 'Nismo' });
    const bulk = await admin.request<{ approved: number[] }>(
      'POST',
      '/api/admin/listings/bulk-approve',
      { body: { ids: [car.id] } },
    );
    expect(bulk.body.approved).toEqual([car.id]);
    expect((await publicView(car.id)).body.model).toBe('Nismo');
  });
});

describe('concurrency', () => {
  it('concurrent edits of different fields all land in the one waiting revision', async () => {
    const car = await approvedCar();
    const fields = [
      { title: 'Concurrent title' },
      { description: 'Concurrent text' },
      { model: 'Concurrent model' },
      { year: 2022 },
      { carType: 'sports' },
      { emirate: 'ajman' },
      { terms: { kmPerDay: 321 } },
      { pricePerDay: 450 },
    ];
    const responses = await Promise.all(fields.map((body) => edit(car.id, body)));
    expect(responses.map((r) => r.status)).toEqual(fields.map(() => 200));
    const mine = await vendorView(car.id);
    expect(mine.pendingChanges?.diff.map((d) => d.field).sort()).toEqual(
      ['carType', 'description', 'emirate', 'model', 'title', 'year'].sort(),
    );
    expect(mine).toMatchObject({ pricePerDay: 450, terms: { kmPerDay: 321 } });
    expect((await publicView(car.id)).body).toMatchObject({ title: car.title, pricePerDay: 450 });
  });

  it('an approval while the vendor edits never loses the newer edit', async () => {
    for (let round = 0; round < 4; round += 1) {
      const car = await approvedCar();
      const seen = (await edit(car.id, { title: `Reviewed ${round}` })).body.pendingChanges!;
      const [approval, newer] = await Promise.all([
        approve(car.id, { revision: seen.revision }),
        edit(car.id, { description: `Newer ${round}` }),
      ]);
      expect(newer.status).toBe(200);
      const publicCar = (await publicView(car.id)).body;
      const mine = await vendorView(car.id);
      // The newer description is never public unseen, and never lost.
      expect(publicCar.description).toBe(car.description);
      expect(mine.description).toBe(`Newer ${round}`);
      expect(mine.pendingChanges?.diff.some((d) => d.field === 'description')).toBe(true);
      if (approval.status === 200) {
        expect(publicCar.title).toBe(`Reviewed ${round}`);
      } else {
        expect(approval.status).toBe(409);
        expect(publicCar.title).toBe(car.title);
        expect(mine.title).toBe(`Reviewed ${round}`);
      }
    }
  });

  it('concurrent photo uploads to an approved car all wait, none public', async () => {
    const car = await approvedCar();
    const uploads = await Promise.all([1, 2, 3, 4].map(() => upload(car.id)));
    expect(uploads.map((u) => u.status)).toEqual([201, 201, 201, 201]);
    const mine = await vendorView(car.id);
    expect(mine.pendingChanges?.photos?.added.map((p) => p.id).sort()).toEqual(
      uploads.map((u) => u.body.id).sort(),
    );
    expect((await publicView(car.id)).body.images).toHaveLength(1);
  });
});
