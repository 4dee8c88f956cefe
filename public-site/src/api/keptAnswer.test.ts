import { describe, expect, it } from 'vitest';
import { carDetailQuery } from './carDetail';
import { carSearchOptions } from './carSearch';
import { createQueryClient } from './queryClient';
import { restoreQueryState, serialiseQueryState } from './queryState';

const fullCar = (id: number) => ({
  id,
  title: `Car ${id}`,
  description: 'A long description no card shows',
  brand: 'toyota',
  model: 'Corolla',
  year: 2024,
  pricePerDay: 150,
  pricePerWeek: 900,
  pricePerMonth: null,
  carType: 'sedan',
  emirate: 'dubai',
  imageUrl: '/media/demo/cars/sedan-white.svg',
  companyId: 3,
  companyName: 'Marina Cars',
  companyLogoUrl: null,
  companyVerified: true,
  horsepower: 140,
  seats: 5,
  transmission: 'automatic',
  approved: true,
  featured: true,
  active: true,
  withDriver: false,
  services: ['airport'],
  images: [{ id: 1, url: '/a.svg', width: 800, height: 500, position: 0 }],
  terms: {
    securityDepositAed: 0,
    kmPerDay: 250,
    kmPerMonth: 4500,
    extraKmChargeAed: 2,
    minimumDriverAge: 21,
    salikChargeAed: 4,
    insuranceIncluded: true,
    pricesIncludeVat: true,
  },
  createdAt: '2026-11-01T00:00:00.000Z',
});

const CARD = {
  id: 1,
  title: 'Car 1',
  imageUrl: '/media/demo/cars/sedan-white.svg',
  pricePerDay: 150,
  pricePerMonth: null,
  companyId: 3,
  companyName: 'Marina Cars',
  companyLogoUrl: null,
  companyVerified: true,
  terms: { kmPerDay: 250, kmPerMonth: 4500 },
  featured: true,
  carType: 'sedan',
};

/** A query client reading fixed answers by path, as the server renderer reads its API. */
function clientAnswering(answers: Record<string, unknown>) {
  return createQueryClient(async ({ queryKey }) => answers[String(queryKey[0])]);
}

describe('the part of an answer a page keeps', () => {
  it("keeps a search's cars as cards and everything around them", async () => {
    const answer = { items: [fullCar(1)], total: 1, page: 1, pageSize: 24, facets: { brand: {} } };
    const server = clientAnswering({ '/api/cars': answer });
    const data = await server.fetchQuery(carSearchOptions({}));
    expect(data).toEqual({ ...answer, items: [CARD] });

    // What the browser is handed is that part, and it hydrates to the same data.
    const state = serialiseQueryState(server);
    expect(state).not.toContain('description');
    const browser = createQueryClient();
    restoreQueryState(browser, state);
    expect(browser.getQueryData(carSearchOptions({}).queryKey)).toEqual(data);
  });

  it("keeps a car page's car whole and its similar cars as cards", async () => {
    const detail = { ...fullCar(1), company: { id: 3 }, similar: [fullCar(1)] };
    const client = clientAnswering({ '/api/cars/1': detail });
    expect(await client.fetchQuery(carDetailQuery('1', 'en'))).toEqual({
      ...detail,
      similar: [CARD],
    });
  });
});
