import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOfAnswer } from '@core/http/inProcessAnswer';
import { ApiRequestError } from '@core/http/apiError';
import { buildCar, buildCompany } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/testServer';

/**
 * The server renderer reads a page's data from the API in process (ApiRouter.read): it must get
 * what the same GET answers over HTTP, errors included, for every read a page declares.
 */
let server: TestServer;
let carId: number;
let companyId: number;
beforeAll(async () => {
  server = await startTestServer();
  const company = await buildCompany();
  companyId = company.id;
  carId = (await buildCar(company)).id;
});
afterAll(async () => {
  await server?.close();
});

async function overHttp(path: string) {
  const response = await server.request(path);
  return { status: response.status, body: (await response.json()) as unknown };
}

async function inProcess(path: string) {
  const answer = await server.readApi(path);
  try {
    return { status: answer.status, body: valueOfAnswer(answer) };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return { status: error.status, body: { error: error.error } };
  }
}

describe('a public read in process', () => {
  it('answers what HTTP answers, for every read of the site’s pages', async () => {
    const paths = [
      '/api/cars/featured',
      '/api/cars/category-counts?emirate=dubai',
      '/api/cars?type=suv&sort=price_asc&pageSize=1',
      `/api/cars/${carId}`,
      '/api/companies?pageSize=10',
      `/api/companies/${companyId}`,
      `/api/companies/${companyId}/cars?page=2&pageSize=12`,
      '/api/blog/posts?page=2',
      '/api/blog/categories',
      // Errors: a 404, a malformed id (404), a bad query (400 naming the field).
      '/api/cars/2147483600',
      '/api/cars/abc',
      '/api/blog/posts/no-such-post',
      '/api/cars?sort=cheapest',
      '/api/companies/0/cars',
    ];
    for (const path of paths) {
      expect(await inProcess(path), path).toEqual(await overHttp(path));
    }
    expect((await inProcess('/api/cars?sort=cheapest')).status).toBe(400);
  });

  it('refuses a route not marked for it, instead of answering without its session', async () => {
    await expect(server.readApi('/api/auth/me')).rejects.toThrow(/not an inProcess route/);
    await expect(server.readApi('/api/no-such-route')).rejects.toThrow(/not an inProcess route/);
  });
});
