import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  carShareImagePath,
  pageShareImagePath,
  postShareImagePath,
} from '@core/catalogue/shareImages';
import { buildCar, buildCompany } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The answer's type and the picture's real format and size, read back by sharp. */
async function fetchImage(path: string) {
  const response = await server.request(path);
  const body = Buffer.from(await response.arrayBuffer());
  const meta = response.ok ? await sharp(body).metadata() : undefined;
  return { response, body, meta };
}

describe('share images (Open Graph)', () => {
  it('draws a car as a 1200×630 JPEG, the same bytes again from the cache', async () => {
    const company = await buildCompany();
    const car = await buildCar(company, { title: '2024 Nissan Patrol Platinum share test' });
    const first = await fetchImage(carShareImagePath(car.id));
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('image/jpeg');
    expect(first.meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(first.body.length).toBeGreaterThan(10_000);
    expect(first.body.length).toBeLessThan(400_000);
    expect(first.response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);

    const again = await fetchImage(carShareImagePath(car.id));
    expect(again.body.equals(first.body)).toBe(true);
    const etag = again.response.headers.get('etag')!;
    const notModified = await server.request(carShareImagePath(car.id), {
      // fetch adds "Cache-Control: no-cache" to a conditional request unless one is given.
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(notModified.status).toBe(304);
  });

  it('draws a new image when what it shows changes (a new price)', async () => {
    const company = await buildCompany();
    const car = await buildCar(company, { pricePerDay: 700 });
    const before = await fetchImage(carShareImagePath(car.id));
    await car.$query().patch({ pricePerDay: 720 });
    const after = await fetchImage(carShareImagePath(car.id));
    expect(after.meta).toMatchObject({ width: 1200, height: 630 });
    expect(after.body.equals(before.body)).toBe(false);
  });

  it('draws the landing pages known to core, and 404s the rest and hidden cars', async () => {
    for (const key of ['home', 'suv-rental-dubai', 'car-rental-dubai-deira', 'with-driver']) {
      const { response, meta } = await fetchImage(pageShareImagePath(key));
      expect(response.status, key).toBe(200);
      expect(meta, key).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    }
    const company = await buildCompany();
    const pending = await buildCar(company, { status: 'pending' });
    for (const path of [
      pageShareImagePath('no-such-page'),
      carShareImagePath(pending.id),
      '/media/share/cars/0.jpg',
      '/media/share/cars/99999999999.jpg',
      postShareImagePath('no-such-post'),
      '/media/share/cars/1.png',
    ]) {
      const response = await server.request(path);
      expect(response.status, path).toBe(404);
    }
  });
});
