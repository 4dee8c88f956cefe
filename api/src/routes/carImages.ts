import { photoOrderSchema } from '@core/schemas/car';
import { carPolicy } from '../policies/cars';
import {
  addCarPhoto,
  deleteCarPhoto,
  reorderCarPhotos,
  type CarPhoto,
} from '../services/carImages';
import { findOwnCar } from '../services/vendorCars';
import { ids, noContent, type ApiRouter } from './apiRouter';
import { readPhotoUpload } from './uploads';

const carId = ids({ id: 'Listing not found' });
const photoId = ids({ id: 'Listing not found', imageId: 'Photo not found' });

/** The vendor's photos of their own cars (another company's car answers 404). */
export function carImageRoutes(api: ApiRouter) {
  api.add({
    method: 'post',
    path: '/vendor/cars/:id/images',
    policy: carPolicy.manageOwn,
    params: carId,
    idempotent: true,
    status: 201,
    handler: async ({ ctx, actor, params, deps }) => {
      // Whose car it is is decided before a byte of the file is read.
      await findOwnCar(actor, params.id);
      const { file } = await readPhotoUpload(ctx);
      return addCarPhoto(actor, params.id, file.buffer, deps.storage);
    },
    changesCatalogue: ({ wasPublic }) => wasPublic,
    present: ({ result }): CarPhoto => result,
  });

  api.add({
    method: 'patch',
    path: '/vendor/cars/:id/images',
    policy: carPolicy.manageOwn,
    params: carId,
    body: photoOrderSchema,
    handler: ({ actor, params, body }) => reorderCarPhotos(actor, params.id, body.order),
    changesCatalogue: ({ wasPublic }) => wasPublic,
    present: ({ result }): { images: CarPhoto[] } => ({ images: result }),
  });

  api.add({
    method: 'delete',
    path: '/vendor/cars/:id/images/:imageId',
    policy: carPolicy.manageOwn,
    params: photoId,
    handler: ({ actor, params, deps }) =>
      deleteCarPhoto(actor, params.id, params.imageId, deps.storage),
    changesCatalogue: ({ wasPublic }) => wasPublic,
    present: noContent,
  });
}
