import {
  carInputSchema,
  carPatchSchema,
  vendorCarsQuerySchema,
  type VendorCar,
  type VendorCarPage,
} from '@core/schemas/car';
import type { Actor } from '../policies/policy';
import { carPolicy } from '../policies/cars';
import { presentVendorCar } from '../presenters/car';
import {
  createCompanyCar,
  deleteCompanyCar,
  editCompanyCar,
  findOwnCar,
  listOwnCars,
  submitDraftCar,
} from '../services/vendorCars';
import { withdrawListingChanges } from '../services/carImages';
import { duplicateCompanyCar } from '../services/duplicateCar';
import { ids, noContent } from './apiRouter';
import type { ApiRouter } from './apiRouter';

const carId = ids({ id: 'Listing not found' });

/** A vendor's car as its GET answers it: the version If-Match is checked against. */
const ownCarVersion = {
  key: ({ params }: { params: { id: number } }) => `car:${params.id}`,
  current: async ({ actor, params }: { actor: Actor; params: { id: number } }) =>
    presentVendorCar(await findOwnCar(actor, params.id), actor) satisfies VendorCar,
};

/** The vendor workspace's listings: the company's own cars, every status. */
export function vendorCarRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/vendor/cars',
    policy: carPolicy.manageOwn,
    query: vendorCarsQuerySchema,
    handler: ({ actor, query }) => listOwnCars(actor.companyId, query),
    present: (result, { actor }): VendorCarPage => ({
      ...result,
      items: result.items.map((car) => presentVendorCar(car, actor)),
    }),
  });

  // A new listing starts pending (not public), so the public catalogue does not change.
  api.add({
    method: 'post',
    path: '/vendor/cars',
    policy: carPolicy.manageOwn,
    body: carInputSchema,
    idempotent: true,
    status: 201,
    handler: ({ actor, body, deps }) => createCompanyCar(actor, body, deps.config.publicUrl),
    present: (car, { actor }): VendorCar => presentVendorCar(car, actor),
  });

  // The copy is a new listing: pending review (not public), counted against the plan's limit.
  // Idempotent: a double click (the same key) makes one copy.
  api.add({
    method: 'post',
    path: '/vendor/cars/:id/duplicate',
    policy: carPolicy.duplicate,
    params: carId,
    idempotent: true,
    status: 201,
    handler: ({ actor, params, deps }) =>
      duplicateCompanyCar(actor, params.id, deps.storage, deps.config.publicUrl),
    present: (car, { actor }): VendorCar => presentVendorCar(car, actor),
  });

  api.add({
    method: 'get',
    path: '/vendor/cars/:id',
    policy: carPolicy.manageOwn,
    params: carId,
    etag: true,
    handler: ({ actor, params }) => findOwnCar(actor, params.id),
    present: (car, { actor }): VendorCar => presentVendorCar(car, actor),
  });

  api.add({
    method: 'patch',
    path: '/vendor/cars/:id',
    policy: carPolicy.manageOwn,
    params: carId,
    body: carPatchSchema,
    version: ownCarVersion,
    handler: ({ actor, params, body, deps }) =>
      editCompanyCar(actor, params.id, body, deps.config.publicUrl),
    changesCatalogue: ({ publicChange }) => publicChange,
    present: ({ car }, { actor }): VendorCar => presentVendorCar(car, actor),
  });

  // A draft (made while the e-mail address was unconfirmed) goes to the review queue.
  api.add({
    method: 'post',
    path: '/vendor/cars/:id/submit',
    policy: carPolicy.manageOwn,
    params: carId,
    version: ownCarVersion,
    handler: ({ actor, params }) => submitDraftCar(actor, params.id),
    present: (car, { actor }): VendorCar => presentVendorCar(car, actor),
  });

  // Withdraws the changes waiting for review (the approved version stays public as it was).
  api.add({
    method: 'delete',
    path: '/vendor/cars/:id/changes',
    policy: carPolicy.manageOwn,
    params: carId,
    version: ownCarVersion,
    handler: async ({ actor, params, deps }) => {
      await withdrawListingChanges(actor, params.id, deps.storage);
      return findOwnCar(actor, params.id);
    },
    present: (car, { actor }): VendorCar => presentVendorCar(car, actor),
  });

  api.add({
    method: 'delete',
    path: '/vendor/cars/:id',
    policy: carPolicy.manageOwn,
    params: carId,
    version: ownCarVersion,
    handler: ({ actor, params }) => deleteCompanyCar(actor, params.id),
    changesCatalogue: ({ wasPublic }) => wasPublic,
    present: noContent,
  });
}
