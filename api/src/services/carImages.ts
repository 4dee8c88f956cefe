/**
 * A vendor's car photos: upload (checked by content, re-encoded), delete, reorder. The file
 * type is decided by the bytes (file-type), never by the name or the Content-Type header;
 * sharp decodes it, turns it upright by its EXIF orientation, drops every metadata block and
 * writes two WebP renditions (400 and 1200 px wide, never enlarged). Nothing is stored for a
 * refused file. Any photo change is material for the review (core `statusAfterEdit` with
 * `photos`): an approved listing goes back to `pending`, a rejected one is resubmitted.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ERROR_CODES } from '@core/schemas/error';
import { badRequest, HttpError, notFound } from '../errors';
import { Car, CarImage } from '../models';
import type { Actor } from '../policies/policy';
import { CAR_PHOTO_WIDTHS, MAX_PHOTO_BYTES } from '@core/rules/carPhotos';
import type { Storage } from '../storage';
import { webpRenditions } from './imagePipeline';
import { findOwnCar, saveListingEdit } from './vendorCars';

// The limit lives in core, so the console checks a file before sending it.
export { MAX_PHOTO_BYTES };
export { ACCEPTED_PHOTO_TYPES } from './imagePipeline';
/** The renditions stored (core's widths, which the site's srcset uses); the largest is the listing's `url`. */
export const PHOTO_WIDTHS = CAR_PHOTO_WIDTHS;
export const MAIN_WIDTH = Math.max(...CAR_PHOTO_WIDTHS);

export interface CarPhoto {
  id: number;
  url: string;
  width: number | null;
  height: number | null;
  position: number;
}

export const presentPhoto = (image: CarImage): CarPhoto => ({
  id: image.id,
  url: image.url,
  width: image.width,
  height: image.height,
  position: image.position,
});

export const unsupportedPhoto = (message = 'The photo must be a JPEG, PNG or WebP image') =>
  new HttpError(415, ERROR_CODES.unsupportedType, message);
export const photoTooLarge = () =>
  new HttpError(413, ERROR_CODES.tooLarge, 'The photo must be 8 MB or smaller');

/** `public/cars/12/<random>` → the key of one rendition. */
export const renditionKey = (storageKey: string, width: number) => `${storageKey}-${width}.webp`;

export const renditions = (input: Buffer) =>
  webpRenditions(input, PHOTO_WIDTHS, {
    unsupported: () => unsupportedPhoto(),
    unreadable: () => unsupportedPhoto('The photo could not be read as an image'),
  });

/** A photo change is an edit of the listing: its review status moves as core's rule says. */
async function markPhotosChanged(trx: Knex.Transaction, car: Car): Promise<void> {
  await saveListingEdit(car, ['photos'], {}, trx);
}

export interface PhotoChange<T> {
  result: T;
  /** The listing was public: renters' catalogue has changed. */
  wasPublic: boolean;
}

/** Stores an uploaded photo of one of the vendor's cars as the last of its photos. */
export async function addCarPhoto(
  actor: Actor,
  carId: number,
  input: Buffer,
  storage: Storage,
): Promise<PhotoChange<CarPhoto>> {
  const car = await findOwnCar(actor, carId);
  const made = await renditions(input);
  const storageKey = `public/cars/${car.id}/${randomUUID()}`;
  const keys = made.map((r) => renditionKey(storageKey, r.width));
  try {
    for (const [index, rendition] of made.entries()) {
      await storage.put(keys[index]!, rendition.body, 'image/webp');
    }
    const main = made.find((r) => r.width === MAIN_WIDTH)!;
    const image = await Car.transaction(async (trx) => {
      // The car's row is locked so that two uploads never take the same position.
      const locked = await Car.query(trx).findById(car.id).forUpdate();
      if (!locked) throw notFound('Listing not found');
      const last = await CarImage.query(trx)
        .where('car_id', car.id)
        .max('position as max')
        .first()
        .castTo<{ max: number | null } | undefined>();
      const inserted = await CarImage.query(trx).insertAndFetch({
        carId: car.id,
        url: storage.publicUrl(renditionKey(storageKey, MAIN_WIDTH)),
        storageKey,
        width: main.info.width,
        height: main.info.height,
        position: last?.max == null ? 0 : Number(last.max) + 1,
      });
      await markPhotosChanged(trx, locked);
      return inserted;
    });
    return { result: presentPhoto(image), wasPublic: car.status === 'approved' };
  } catch (error) {
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
    throw error;
  }
}

async function ownImage(car: Car, imageId: number): Promise<CarImage> {
  const image = await CarImage.query().findOne({ id: imageId, car_id: car.id });
  if (!image) throw notFound('Photo not found');
  return image;
}

/** Removes one photo of one of the vendor's cars: its row, then its files. */
export async function deleteCarPhoto(
  actor: Actor,
  carId: number,
  imageId: number,
  storage: Storage,
): Promise<PhotoChange<null>> {
  const car = await findOwnCar(actor, carId);
  const image = await ownImage(car, imageId);
  await Car.transaction(async (trx) => {
    await CarImage.query(trx).deleteById(image.id);
    await markPhotosChanged(trx, car);
  });
  if (image.storageKey) {
    await Promise.all(PHOTO_WIDTHS.map((w) => storage.delete(renditionKey(image.storageKey!, w))));
  }
  return { result: null, wasPublic: car.status === 'approved' };
}

/** Puts the car's photos in the order given (every photo once; the first is the cover). */
export async function reorderCarPhotos(
  actor: Actor,
  carId: number,
  order: number[],
): Promise<PhotoChange<CarPhoto[]>> {
  const car = await findOwnCar(actor, carId);
  const current = (car.images ?? []).map((image) => image.id);
  const sameSet =
    order.length === current.length &&
    new Set(order).size === order.length &&
    order.every((id) => current.includes(id));
  if (!sameSet) {
    throw badRequest('Invalid order: list every photo of the listing once', {
      order: 'must list every photo of the listing once',
    });
  }
  const changed = order.some((id, index) => current[index] !== id);
  if (changed) {
    await Car.transaction(async (trx) => {
      for (const [position, id] of order.entries()) {
        await CarImage.query(trx).patch({ position }).where({ id, car_id: car.id });
      }
      await markPhotosChanged(trx, car);
    });
  }
  const images = await CarImage.query().where('car_id', car.id).orderBy(['position', 'id']);
  return {
    result: images.map(presentPhoto),
    wasPublic: changed && car.status === 'approved',
  };
}
