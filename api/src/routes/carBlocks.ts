import {
  carBlockInputSchema,
  quoteQuerySchema,
  type CarBlock,
  type FleetBlockResult,
  type Quote,
} from '@core/schemas/trip';
import { findOwnCar } from '../services/vendorCars';
import { quoteCar } from '../services/quotes';
import { carPolicy } from '../policies/cars';
import {
  blockFleet,
  createCarBlock,
  deleteCarBlock,
  listCarBlocks,
  presentCarBlock,
} from '../services/carBlocks';
import { ids, noContent, type ApiRouter } from './apiRouter';

const carId = ids({ id: 'Listing not found' });
const blockIds = ids({ id: 'Listing not found', blockId: 'No such block' });

/**
 * A car's quote preview and its blocked days, managed by its own company (another company's
 * car answers 404). A block change reloads the blocks that searches with dates leave out
 * (availabilityIndex.ts).
 */
export function carBlockRoutes(api: ApiRouter) {
  // The quote preview: what GET /api/cars/:id/quote answers renters for this car, by the same
  // service, for any status (a car under review is quoted as it will be once approved). An
  // approved car is quoted with its public values, never with changes waiting for review.
  api.add({
    method: 'get',
    path: '/vendor/cars/:id/quote',
    policy: carPolicy.manageOwn,
    params: carId,
    query: quoteQuerySchema,
    handler: async ({ actor, deps, params, query }): Promise<Quote> =>
      quoteCar(deps.knex, await findOwnCar(actor, params.id), query),
  });

  api.add({
    method: 'get',
    path: '/vendor/cars/:id/blocks',
    policy: carPolicy.manageOwn,
    params: carId,
    handler: async ({ actor, params }): Promise<{ items: CarBlock[] }> => ({
      items: (await listCarBlocks(actor, params.id)).map(presentCarBlock),
    }),
  });

  api.add({
    method: 'post',
    path: '/vendor/cars/:id/blocks',
    policy: carPolicy.manageOwn,
    params: carId,
    body: carBlockInputSchema,
    idempotent: true,
    status: 201,
    handler: async ({ actor, params, body }): Promise<CarBlock> =>
      presentCarBlock(await createCarBlock(actor, params.id, body)),
    changesAvailability: (_block, { params }) => params.id,
  });

  // The same days on every car of the company (a holiday): cars already blocked on any of them
  // keep their block and are answered as skipped. One notification reloads all the cars' blocks.
  api.add({
    method: 'post',
    path: '/vendor/blocks',
    policy: carPolicy.blockFleet,
    body: carBlockInputSchema,
    idempotent: true,
    status: 201,
    handler: ({ actor, body }): Promise<FleetBlockResult> => blockFleet(actor, body),
    changesAvailability: (result) => result.blocked,
  });

  api.add({
    method: 'delete',
    path: '/vendor/cars/:id/blocks/:blockId',
    policy: carPolicy.manageOwn,
    params: blockIds,
    handler: ({ actor, params }) => deleteCarBlock(actor, params.id, params.blockId),
    changesAvailability: (_none, { params }) => params.id,
    present: noContent,
  });
}
