import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company } from '../models';
import { buildCar } from '../../test/factories';
import { signedInVendor, TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

const PASSWORD = 'profile password 1';
type Profile = Record<string, unknown> & { logoUrl: string | null };
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vendor-profile-'));
  server = await startTestServer({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await server?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const newVendor = () => signedInVendor(server.baseUrl, PASSWORD);

describe('company profile', () => {
  it('answers the own company only, never cached', async () => {
    const { client, company } = await newVendor();
    const response = await client.get<Profile>('/api/vendor/profile');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toMatchObject({ id: company.id, name: company.name, verified: true });
  });

  it('saves a change, normalises UAE numbers, and hands renters the new contacts', async () => {
    const { client, company } = await newVendor();
    const car = await buildCar(company);
    const patched = await client.request<Profile>('PATCH', '/api/vendor/profile', {
      body: {
        name: 'Renamed Rent a Car',
        whatsapp: '050 111 2233',
        phone: '+971 4 555 0000',
        email: 'NEW@Renamed.ae',
        minimumAge: 25,
        depositPolicy: 'AED 1,000 refundable',
        licencesAccepted: ['uae', 'gcc'],
        website: 'https://renamed.ae',
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      name: 'Renamed Rent a Car',
      whatsapp: '+971501112233',
      phone: '+97145550000',
      email: 'new@renamed.ae',
      minimumAge: 25,
      licencesAccepted: ['gcc', 'uae'],
      licencesText: 'UAE or GCC driving licence',
    });
    const lead = await new TestClient(server.baseUrl).post<{ contact: unknown }>('/api/leads', {
      carId: car.id,
      method: 'whatsapp',
      name: 'Renter',
      email: 'renter@test.ae',
      phone: '+971509998877',
    });
    expect(lead.status).toBe(201);
    expect(lead.body.contact).toEqual({
      whatsapp: '+971501112233',
      email: 'new@renamed.ae',
      phone: '+97145550000',
    });
    const publicProfile = await new TestClient(server.baseUrl).get<{ name: string }>(
      `/api/companies/${company.id}`,
    );
    expect(publicProfile.body.name).toBe('Renamed Rent a Car');
  });

  it('answers 400 naming each bad field and changes nothing', async () => {
    const { client, company } = await newVendor();
    const bad = await client.request<ErrorBody>('PATCH', '/api/vendor/profile', {
      body: {
        whatsapp: '+44 20 7946 0958',
        minimumAge: 35,
        email: 'nope',
        name: ' ',
        website: 'x',
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(
      ['email', 'minimumAge', 'name', 'website', 'whatsapp'].sort(),
    );
    expect((await Company.query().findById(company.id))!.name).toBe(company.name);
    const unknown = await client.request<ErrorBody>('PATCH', '/api/vendor/profile', {
      body: { verificationStatus: 'verified' },
    });
    expect(unknown.status).toBe(400);
  });

  it('takes a logo through the image pipeline and refuses what is not an image', async () => {
    const { client } = await newVendor();
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const sent = await client.postForm<Profile>('/api/vendor/profile/logo', form);
    expect(sent.status).toBe(200);
    expect(sent.body.logoUrl).toMatch(/^\/media\/uploads\/logos\/\d+\/[0-9a-f-]+-400\.webp$/);
    const image = await fetch(`${server.baseUrl}${sent.body.logoUrl}`);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.width).toBe(400);

    const fake = new FormData();
    fake.append('file', new Blob(['GIF89a not really'], { type: 'image/png' }), 'logo.png');
    expect((await client.postForm('/api/vendor/profile/logo', fake)).status).toBe(415);
  });
});
