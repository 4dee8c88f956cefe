/**
 * The search index's freshness: a change announced with `changed()` is answered by the current
 * index until the new one is built (no search waits), then by the new one, and the catalogue's
 * answers are forgotten when it is installed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCar, buildCompany } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/testServer';
import { createFacetIndex } from './facetIndex';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { emptyDatabase: true });
});
afterAll(async () => {
  await server?.close();
});

const everything = { filter: {}, sort: 'relevance', page: 1, pageSize: 24 } as const;

describe('the search index after a change', () => {
  it('keeps answering from the current index while the new one builds, then from the new one', async () => {
    const company = await buildCompany();
    const first = await buildCar(company);
    let rebuilt!: () => void;
    const installed = new Promise<void>((resolve) => (rebuilt = resolve));
    const index = createFacetIndex(server.knex, 3600, { onRebuilt: () => rebuilt() });
    expect((await index.search(everything)).ids).toEqual([first.id]);

    const second = await buildCar(company);
    // Not announced yet: the index built before the car still answers.
    expect((await index.search(everything)).ids).toEqual([first.id]);
    index.changed();
    // Announced: the build has started, the current index answers meanwhile.
    expect((await index.search(everything)).ids).toEqual([first.id]);
    await installed;
    expect((await index.search(everything)).ids).toEqual([second.id, first.id]);
    expect((await index.count({})).total).toBe(2);
  });

  it('is built by warm() at server start, before any search asks for it', async () => {
    const company = await buildCompany();
    await buildCar(company);
    const index = createFacetIndex(server.knex, 3600);
    await index.warm();
    const added = await buildCar(company);
    // The index answering is the one warm() built: the car added since is not in it yet.
    const answer = await index.search(everything);
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.ids).not.toContain(added.id);
  });
});
