/**
 * The cars' search-result JSON kept in memory (carCards.ts): what a search then sends is what
 * presentCar makes of the row, a kept card is not read again until a change clears it, and a
 * load that a change overtook is not kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCar, buildCompany } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/testServer';
import { Car } from '../models';
import { presentCar } from '../presenters/car';
import { createCarCards, type CarCard } from './carCards';
import { loadCars } from './carSearch';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { emptyDatabase: true });
});
afterAll(async () => {
  await server?.close();
});

const titleOf = (card: CarCard) => (JSON.parse(card.json) as { title: string }).title;

describe('car cards', () => {
  it('are presentCar’s JSON, in the order asked, without cars that are not public', async () => {
    const company = await buildCompany();
    const [a, b] = [await buildCar(company), await buildCar(company)];
    const hidden = await buildCar(company, { status: 'pending' });
    const cards = createCarCards({ maxBytes: 1024 * 1024 });
    const found = await cards.get(server.knex, [b.id, hidden.id, a.id]);
    const expected = (await loadCars(server.knex, [b.id, a.id])).map((car) => ({
      id: car.id,
      json: JSON.stringify(presentCar(car)),
    }));
    expect(found).toEqual(expected);
  });

  it('are kept until a change clears them, then read again', async () => {
    const company = await buildCompany();
    const car = await buildCar(company, { title: 'Before the change' });
    const cards = createCarCards({ maxBytes: 1024 * 1024 });
    expect((await cards.get(server.knex, [car.id])).map(titleOf)).toEqual(['Before the change']);

    let statements = 0;
    const count = () => (statements += 1);
    server.knex.on('query', count);
    await Car.query().patch({ title: 'After the change' }).where('id', car.id);
    statements = 0;
    // Kept: no SQL, the card as it was shown.
    expect((await cards.get(server.knex, [car.id])).map(titleOf)).toEqual(['Before the change']);
    expect(statements).toBe(0);
    cards.clear();
    expect((await cards.get(server.knex, [car.id])).map(titleOf)).toEqual(['After the change']);
    expect(statements).toBe(1);
    server.knex.off('query', count);
    expect(cards.stats).toMatchObject({ hits: 1, loaded: 2 });
  });

  it('do not keep a card loaded while a change was announced', async () => {
    const company = await buildCompany();
    const car = await buildCar(company, { title: 'Old version' });
    const cards = createCarCards({ maxBytes: 1024 * 1024 });
    const loading = cards.get(server.knex, [car.id]);
    // The change lands and is announced while the load is on its way.
    await Car.query().patch({ title: 'New version' }).where('id', car.id);
    cards.clear();
    await loading;
    expect((await cards.get(server.knex, [car.id])).map(titleOf)).toEqual(['New version']);
  });

  it('keep nothing when given no bytes (the index built for every search)', async () => {
    const company = await buildCompany();
    const car = await buildCar(company, { title: 'Read every time' });
    const cards = createCarCards({ maxBytes: 0 });
    await cards.get(server.knex, [car.id]);
    await Car.query().patch({ title: 'Read again' }).where('id', car.id);
    expect((await cards.get(server.knex, [car.id])).map(titleOf)).toEqual(['Read again']);
  });

  it('stay within their bytes', async () => {
    const company = await buildCompany();
    const cars = await Promise.all(Array.from({ length: 6 }, () => buildCar(company)));
    const oneCard = (
      await createCarCards({ maxBytes: 1024 * 1024 }).get(server.knex, [cars[0]!.id])
    )[0]!;
    // Room for about two cards (a byte a character: the demo's cards are Latin-1 text).
    const cards = createCarCards({ maxBytes: oneCard.json.length * 2 + 100 });
    await cards.get(
      server.knex,
      cars.map((car) => car.id),
    );
    const before = cards.stats.hits;
    await cards.get(
      server.knex,
      cars.map((car) => car.id),
    );
    expect(cards.stats.hits - before).toBeLessThanOrEqual(2);
  });
});
