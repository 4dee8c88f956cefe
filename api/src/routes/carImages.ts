import { photoOrderSchema } from '@core/schemas/car';
import { idOr404, parseInput } from '../errors';
import { carPolicy } from '../policies/cars';
import {
  addCarPhoto,
  deleteCarPhoto,
  reorderCarPhotos,
  type CarPhoto,
} from '../services/carImages';
import { findOwnCar } from '../services/vendorCars';
import type { ApiRouter } from './apiRouter';
import { readPhotoUpload } from './uploads';

const idOf = (raw: unknown, what: string) => idOr404(raw, `${what} not found`);

/** The vendor's photos of their own cars (another company's car answers 404). */
export function carImageRoutes(api: ApiRouter) {
  api.add({
    method: 'post',
    path: '/vendor/cars/:id/images',
    policy: carPolicy.manageOwn,
    handler: async (ctx) => {
      const actor = ctx.state.actor!;
      const carId = idOf(ctx.params.id, 'Listing');
      // Whose car it is is decided before a byte of the file is read.
      await findOwnCar(actor, carId);
      const { file } = await readPhotoUpload(ctx);
      const { result, wasPublic } = await addCarPhoto(actor, carId, file.buffer, ctx.deps.storage);
      if (wasPublic) ctx.deps.catalogue.changed();
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = result satisfies CarPhoto;
    },
  });

  api.add({
    method: 'patch',
    path: '/vendor/cars/:id/images',
    policy: carPolicy.manageOwn,
    handler: async (ctx) => {
      const carId = idOf(ctx.params.id, 'Listing');
      const { order } = parseInput(photoOrderSchema, ctx.request.body, 'body');
      const { result, wasPublic } = await reorderCarPhotos(ctx.state.actor!, carId, order);
      if (wasPublic) ctx.deps.catalogue.changed();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { images: result satisfies CarPhoto[] };
    },
  });

  api.add({
    method: 'delete',
    path: '/vendor/cars/:id/images/:imageId',
    policy: carPolicy.manageOwn,
    handler: async (ctx) => {
      const carId = idOf(ctx.params.id, 'Listing');
      const imageId = idOf(ctx.params.imageId, 'Photo');
      const { wasPublic } = await deleteCarPhoto(
        ctx.state.actor!,
        carId,
        imageId,
        ctx.deps.storage,
      );
      if (wasPublic) ctx.deps.catalogue.changed();
      ctx.status = 204;
    },
  });
}
