import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarDetail, VendorCar } from '@core/schemas/car';
import type { CarSearchResult } from '@core/schemas/carSearch';
import type { CompanyProfile } from '@core/schemas/company';
import type { VendorProfile } from '@core/schemas/profile';
import { buildCar, buildCarInput, buildCompany } from '../../test/factories';
import { signedInUser, signedInVendor, TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

/**
 * Company texts in Arabic (issue #21): a vendor writes a car's title and description and the
 * company's description in Arabic too; public reads answer them in the page's language
 * (`?language=ar`), the text as written where there is no Arabic.
 */
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer({ SEARCH_CACHE_SECONDS: '0' });
  admin = await signedInUser(server.baseUrl, 'Arabic-admin-password-1', 'admin');
});
afterAll(async () => {
  await server?.close();
});

const anonymous = () => new TestClient(server.baseUrl);
const PASSWORD = 'Arabic texts password 1';

describe('a car in two languages', () => {
  it('is written in Arabic by its vendor and shown on Arabic reads once approved', async () => {
    const { client } = await signedInVendor(server.baseUrl, PASSWORD);
    const created = await client.post<VendorCar & ErrorBody>(
      '/api/vendor/cars',
      buildCarInput({
        title: 'Toyota Land Cruiser GXR 2024',
        titleAr: '  تويوتا لاند كروزر GXR 2024  ',
        description: 'Seven seats, desert ready.',
        descriptionAr: 'سبعة مقاعد، جاهزة للصحراء.',
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Toyota Land Cruiser GXR 2024',
      titleAr: 'تويوتا لاند كروزر GXR 2024',
      descriptionAr: 'سبعة مقاعد، جاهزة للصحراء.',
    });
    const id = created.body.id;
    expect((await admin.post(`/api/admin/listings/${id}/approve`, {})).status).toBe(200);

    const arabic = await anonymous().get<CarDetail>(`/api/cars/${id}?language=ar`);
    expect(arabic.status).toBe(200);
    expect(arabic.body.title).toBe('تويوتا لاند كروزر GXR 2024');
    expect(arabic.body.description).toBe('سبعة مقاعد، جاهزة للصحراء.');
    // English (and no language) read the text as written; the payload never carries both.
    for (const path of [`/api/cars/${id}`, `/api/cars/${id}?language=en`]) {
      const english = await anonymous().get<CarDetail>(path);
      expect(english.body.title).toBe('Toyota Land Cruiser GXR 2024');
      expect(english.body).not.toHaveProperty('titleAr');
    }
    // The server renderer's in-process read answers the same.
    const inProcess = await server.readApi(`/api/cars/${id}?language=ar`);
    expect('json' in inProcess && JSON.parse(inProcess.json).title).toBe(
      'تويوتا لاند كروزر GXR 2024',
    );

    // Arabic search finds it by its Arabic title, with or without short vowels; another word not.
    const search = async (query: string) =>
      (
        await anonymous().get<CarSearchResult>(
          `/api/cars?query=${encodeURIComponent(query)}&pageSize=60`,
        )
      ).body.items.map((car) => car.id);
    for (const query of ['تويوتا', 'لاند كروزر', 'لانْد', 'كروز']) {
      expect(await search(query), query).toContain(id);
    }
    expect(await search('مرسيدس')).not.toContain(id);
  });

  it('shows the text as written on Arabic reads where no Arabic was written', async () => {
    const company = await buildCompany();
    const car = await buildCar(company, { title: 'Kia Picanto 2023' });
    const arabic = await anonymous().get<CarDetail>(`/api/cars/${car.id}?language=ar`);
    expect(arabic.body.title).toBe('Kia Picanto 2023');
    expect(arabic.body.description).toBe('A test car.');
  });

  it('refuses an Arabic text over the English limit with a 400 naming the field, and changes nothing', async () => {
    const { client } = await signedInVendor(server.baseUrl, PASSWORD);
    const tooLong = await client.post<ErrorBody>(
      '/api/vendor/cars',
      buildCarInput({ titleAr: 'ا'.repeat(121) }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toEqual({ titleAr: 'At most 120 characters' });
    const list = await client.get<{ items: unknown[] }>('/api/vendor/cars');
    expect(list.body.items).toHaveLength(0);

    const created = await client.post<VendorCar>('/api/vendor/cars', buildCarInput());
    const edit = await client.request<ErrorBody>('PATCH', `/api/vendor/cars/${created.body.id}`, {
      body: { descriptionAr: 'ب'.repeat(5001) },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.error.fields).toEqual({ descriptionAr: 'At most 5000 characters' });
  });

  it('is an Arabic change reviewed like the English text, and a blank clears it', async () => {
    const { client, company } = await signedInVendor(server.baseUrl, PASSWORD);
    const car = await buildCar(company, {
      title: 'Nissan Patrol 2024',
      titleAr: 'نيسان باترول 2024',
    });
    const edit = await client.request<VendorCar>('PATCH', `/api/vendor/cars/${car.id}`, {
      body: { titleAr: 'نيسان باترول بلاتينيوم 2024' },
    });
    expect(edit.status).toBe(200);
    // The vendor sees what they saved; renters the approved Arabic until an admin approves.
    expect(edit.body.titleAr).toBe('نيسان باترول بلاتينيوم 2024');
    expect(edit.body.pendingChanges?.diff).toEqual([
      { field: 'titleAr', before: 'نيسان باترول 2024', after: 'نيسان باترول بلاتينيوم 2024' },
    ]);
    const shown = await anonymous().get<CarDetail>(`/api/cars/${car.id}?language=ar`);
    expect(shown.body.title).toBe('نيسان باترول 2024');

    const cleared = await client.request<VendorCar>('PATCH', `/api/vendor/cars/${car.id}`, {
      body: { titleAr: '  ' },
    });
    expect(cleared.body.titleAr).toBeNull();
    // Another vendor cannot touch it.
    const other = await signedInVendor(server.baseUrl, PASSWORD);
    const refused = await other.client.request('PATCH', `/api/vendor/cars/${car.id}`, {
      body: { titleAr: 'ليست سيارتي' },
    });
    expect(refused.status).toBe(404);
  });
});

describe('a company profile in two languages', () => {
  it('takes an Arabic description and answers it on Arabic reads', async () => {
    const { client, company } = await signedInVendor(server.baseUrl, PASSWORD);
    await buildCar(company);
    const patched = await client.request<VendorProfile>('PATCH', '/api/vendor/profile', {
      body: { description: 'Family cars since 2009.', descriptionAr: 'سيارات عائلية منذ 2009.' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ descriptionAr: 'سيارات عائلية منذ 2009.' });

    const arabic = await anonymous().get<CompanyProfile>(
      `/api/companies/${company.id}?language=ar`,
    );
    expect(arabic.body.description).toBe('سيارات عائلية منذ 2009.');
    const english = await anonymous().get<CompanyProfile>(`/api/companies/${company.id}`);
    expect(english.body.description).toBe('Family cars since 2009.');

    const tooLong = await client.request<ErrorBody>('PATCH', '/api/vendor/profile', {
      body: { descriptionAr: 'س'.repeat(2001) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toEqual({ descriptionAr: 'At most 2000 characters' });
  });

  it('refuses a language the site does not have, naming the field', async () => {
    const company = await buildCompany();
    for (const path of [`/api/companies/${company.id}?language=fr`, '/api/cars/1?language=xx']) {
      const answer = await anonymous().get<ErrorBody>(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.error.fields, path).toHaveProperty('language');
    }
  });
});
