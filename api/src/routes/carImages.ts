import multer from '@koa/multer';
import type { UploadedFile } from '@koa/multer';
import { photoOrderSchema } from '@core/schemas/car';
import { badRequest, idOr404, parseInput } from '../errors';
import { carPolicy } from '../policies/cars';
import {
  addCarPhoto,
  deleteCarPhoto,
  MAX_PHOTO_BYTES,
  photoTooLarge,
  reorderCarPhotos,
  unsupportedPhoto,
  type CarPhoto,
} from '../services/carImages';
import { findOwnCar } from '../services/vendorCars';
import type { ApiRouter } from './apiRouter';

const idOf = (raw: unknown, what: string) => idOr404(raw, `${what} not found`);

/**
 * One file in the field `file`, kept in memory: the parser stops reading (and buffers nothing
 * more) past 8 MB, and the rest of the request is drained, not kept.
 */
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
}).single('file');

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
      if (!ctx.is('multipart/form-data')) {
        throw unsupportedPhoto('Send the photo as multipart/form-data in the field "file"');
      }
      try {
        await upload(ctx, async () => undefined);
      } catch (error) {
        const { name, code } = error as { name?: string; code?: string };
        if (name !== 'MulterError') throw badRequest('The upload could not be read');
        if (code === 'LIMIT_FILE_SIZE') throw photoTooLarge();
        throw badRequest('Send one photo in the field "file"', { file: 'one photo expected' });
      }
      const file = (ctx.request as { file?: UploadedFile }).file;
      if (!file) throw badRequest('Send one photo in the field "file"', { file: 'required' });
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
