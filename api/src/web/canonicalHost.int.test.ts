import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/testServer';

/** A GET with a Host header of our choosing (fetch does not let a caller set it). */
function get(server: TestServer, path: string, host?: string) {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    http
      .get({ hostname, port, path, headers: host ? { host } : {} }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
      .on('error', reject);
  });
}

describe('CANONICAL_HOST_REDIRECT', () => {
  let server: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      PUBLIC_URL: 'https://cars.example.ae',
      CANONICAL_HOST_REDIRECT: 'true',
    });
    plain = await startTestServer({ PUBLIC_URL: 'https://cars.example.ae' });
  });
  afterAll(async () => {
    await server.close();
    await plain.close();
  });

  it('sends a page asked for at another host to the same address at PUBLIC_URL', async () => {
    expect(await get(server, '/cars?type=suv&utm_source=x')).toEqual({
      status: 301,
      location: 'https://cars.example.ae/cars?type=suv&utm_source=x',
    });
    expect(await get(server, '/', 'www.cars.example.ae')).toEqual({
      status: 301,
      location: 'https://cars.example.ae/',
    });
    // A path that looks like another host stays on ours.
    expect((await get(server, '//evil.example/x')).location).toBe(
      'https://cars.example.ae//evil.example/x',
    );
  });

  it("leaves PUBLIC_URL's own host and the API alone", async () => {
    expect((await get(server, '/no-such-page', 'cars.example.ae')).status).not.toBe(301);
    expect((await get(server, '/api/health')).status).toBe(200);
    expect((await get(server, '/api/cars')).status).toBe(200);
  });

  it('is off by default', async () => {
    expect((await get(plain, '/api/health')).status).toBe(200);
    expect((await get(plain, '/cars')).status).not.toBe(301);
  });
});
