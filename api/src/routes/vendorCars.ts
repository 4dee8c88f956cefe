import {
  carInputSchema,
  carPatchSchema,
  vendorCarsQuerySchema,
  type VendorCar,
  type VendorCarPage,
} from '@core/schemas/car';
import { idOr404, parseInput } from '../errors';
import { carPolicy } from '../policies/cars';
import { presentVendorCar } from '../presenters/car';
import {
  createCompanyCar,
  deleteCompanyCar,
  editCompanyCar,
  findOwnCar,
  listOwnCars,
} from '../services/vendorCars';
import { withdrawListingChanges } from '../services/carImages';
import type { ApiRouter } from './apiRouter';

const carIdOf = (raw: unknown) => idOr404(raw, 'Listing not found');

/** The vendor workspace's listings: the company's own cars, every status. */
export function vendorCarRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/vendor/cars',
    policy: carPolicy.manageOwn,
    handler: async (ctx) => {
      const query = parseInput(vendorCarsQuerySchema, ctx.query, 'query');
      const result = await listOwnCars(ctx.state.actor!.companyId, query);
      const body: VendorCarPage = { ...result, items: result.items.map(presentVendorCar) };
      ctx.set('Cache-Control', 'no-store');
      ctx.body = body;
    },
  });

  // A new listing starts pending (not public), so the public catalogue does not change.
  api.add({
    method: 'post',
    path: '/vendor/cars',
    policy: carPolicy.manageOwn,
    handler: async (ctx) => {
      const input = parseInput(carInputSchema, ctx.request.body, 'body');
      const car = await createCompanyCar(ctx.state.actor!, input);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = presentVendorCar(car) satisfies VendorCar;
    },
  });

  api.add({
    method: 'get',
    path: '/vendor/cars/:id',
    policy: carPolicy.manageOwn,
    handler: async (ctx) => {
      const car = await findOwnCar(ctx.state.actor!, carIdOf(ctx.params.id));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentVendorCar(car) satisfies VendorCar;
    },
  });

  api.add({
    method: 'patch',
    path: '/vendor/cars/:id',
    policy: carPolicy.manageOwn,
    handler: async (ctx) => {
      const id = carIdOf(ctx.params.id);
      const patch = parseInput(carPatchSchema, ctx.request.body, 'body');
      const { car, publicChange } = await editCompanyCar(ctx.state.actor!, id, patch);
      if (publicChange) ctx.deps.catalogue.changed();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentVendorCar(car) satisfies VendorCar;
    },
  });

  // Withdraws the changes waiting for review (the approved version stays public as it was).
  api.add({
    method: 'delete',
    path: '/vendor/cars/:id/changes',
    policy: carPolicy.manageOwn,
    handler: async (ctx) => {
      const id = carIdOf(ctx.params.id);
      await withdrawListingChanges(ctx.state.actor!, id, ctx.deps.storage);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentVendorCar(await findOwnCar(ctx.state.actor!, id)) satisfies VendorCar;
    },
  });

  api.add({
    method: 'delete',
    path: '/vendor/cars/:id',
    policy: carPolicy.manageOwn,
    handler: async (ctx) => {
      const { wasPublic } = await deleteCompanyCar(ctx.state.actor!, carIdOf(ctx.params.id));
      if (wasPublic) ctx.deps.catalogue.changed();
      ctx.status = 204;
    },
  });
}
