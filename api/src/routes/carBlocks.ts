import { carBlockInputSchema, type CarBlock } from '@core/schemas/trip';
import { carPolicy } from '../policies/cars';
import {
  createCarBlock,
  deleteCarBlock,
  listCarBlocks,
  presentCarBlock,
} from '../services/carBlocks';
import { ids, noContent, type ApiRouter } from './apiRouter';

const carId = ids({ id: 'Listing not found' });
const blockIds = ids({ id: 'Listing not found', blockId: 'No such block' });

/**
 * A car's blocked days, managed by its own company (another company's car answers 404). A
 * change reloads the blocks that searches with dates leave out (availabilityIndex.ts).
 */
export function carBlockRoutes(api: ApiRouter) {
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
