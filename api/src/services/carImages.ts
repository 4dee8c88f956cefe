/**
 * A vendor's car photos: upload (checked by content, re-encoded), delete, reorder. The file
 * type is decided by the bytes (file-type), never by the name or the Content-Type header;
 * sharp decodes it, turns it upright by its EXIF orientation, drops every metadata block and
 * writes two WebP renditions (400 and 1200 px wide, never enlarged). Nothing is stored for a
 * refused file. A photo change is a material edit (core rules/listingStatus, field `photos`): on
 * an approved listing it waits for review in the listing's revision (added photos are stored
 * `pending`, removals and the new order are held in the revision) and the listing stays public
 * as approved; a rejected listing is resubmitted.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ERROR_CODES } from '@core/schemas/error';
import { badRequest, conflict, HttpError, notFound } from '../errors';
import { presentVendorCar } from '../presenters/car';
import { Car, CarImage } from '../models';
import type { Actor } from '../policies/policy';
import { CAR_PHOTO_WIDTHS, MAX_PHOTO_BYTES } from '@core/rules/carPhotos';
import { transaction } from '../db/transaction';
import { presentPhoto } from '../presenters/car';
import type { Storage } from '../storage';
import { webpRenditions } from './imagePipeline';
import { findOwnCar, lockOwnCar, publicPhotoIds, saveListingEdit } from './vendorCars';

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

export interface PhotoChange<T> {
  result: T;
  /**
   * Did renters' catalogue change? Never through photos now: those of an approved listing wait
   * for review (the public keeps the approved ones), the others are not public.
   */
  wasPublic: boolean;
}

/** The photo order the vendor works on: the waiting revision's, else the public one. */
async function workingOrder(trx: Knex.Transaction, car: Car): Promise<number[]> {
  const waiting = car.status === 'approved' ? car.pendingChanges?.photos : undefined;
  return (waiting as number[] | undefined) ?? publicPhotoIds(trx, car.id);
}

/**
 * Stores an uploaded photo of one of the vendor's cars as the last of its photos. On an approved
 * listing it is added to the revision waiting for review and stays hidden from renters until
 * then; the listing stays public as approved.
 */
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
    const image = await transaction(async (trx) => {
      // The car's row is locked so that two uploads never take the same position and each
      // lands in the waiting revision.
      const locked = await lockOwnCar(trx, actor, car.id);
      const order = await workingOrder(trx, locked);
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
        pending: locked.status === 'approved',
      });
      await saveListingEdit(
        trx,
        locked,
        { photos: [...order, inserted.id] },
        {
          photosBefore: order,
        },
      );
      return inserted;
    });
    return { result: presentPhoto(image), wasPublic: false };
  } catch (error) {
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
    throw error;
  }
}

/** Deletes the files of photos whose rows are gone. */
export async function deletePhotoFiles(storage: Storage, images: CarImage[]): Promise<void> {
  await Promise.allSettled(
    images.flatMap((image) =>
      image.storageKey
        ? PHOTO_WIDTHS.map((w) => storage.delete(renditionKey(image.storageKey!, w)))
        : [],
    ),
  );
}

/**
 * Removes one photo of one of the vendor's cars. On an approved listing a reviewed photo stays
 * public until the revision that removes it is approved; a photo still waiting goes at once.
 */
export async function deleteCarPhoto(
  actor: Actor,
  carId: number,
  imageId: number,
  storage: Storage,
): Promise<PhotoChange<null>> {
  const gone = await transaction(async (trx) => {
    const car = await lockOwnCar(trx, actor, carId);
    const order = await workingOrder(trx, car);
    const image = await CarImage.query(trx).findOne({ id: imageId, car_id: car.id });
    if (!image || !order.includes(image.id)) throw notFound('Photo not found');
    const next = order.filter((id) => id !== image.id);
    const removeNow = car.status !== 'approved' || image.pending;
    if (removeNow) await CarImage.query(trx).deleteById(image.id);
    await saveListingEdit(trx, car, { photos: next }, { photosBefore: order });
    return removeNow ? image : null;
  });
  if (gone) await deletePhotoFiles(storage, [gone]);
  return { result: null, wasPublic: false };
}

/**
 * Puts the car's photos in the order given (every photo once; the first is the cover). On an
 * approved listing the new order waits for review.
 */
export async function reorderCarPhotos(
  actor: Actor,
  carId: number,
  order: number[],
): Promise<PhotoChange<CarPhoto[]>> {
  await transaction(async (trx) => {
    const car = await lockOwnCar(trx, actor, carId);
    const current = await workingOrder(trx, car);
    const sameSet =
      order.length === current.length &&
      new Set(order).size === order.length &&
      order.every((id) => current.includes(id));
    if (!sameSet) {
      throw badRequest('Invalid order: list every photo of the listing once', {
        order: 'must list every photo of the listing once',
      });
    }
    if (car.status !== 'approved') {
      for (const [position, id] of order.entries()) {
        await CarImage.query(trx).patch({ position }).where({ id, car_id: car.id });
      }
    }
    await saveListingEdit(trx, car, { photos: order }, { photosBefore: current });
  });
  const car = await findOwnCar(actor, carId);
  return { result: presentVendorCar(car, actor).images, wasPublic: false };
}

/**
 * Ends the revision waiting on a locked approved listing (withdrawn by its vendor, or refused
 * with the admin's reason): the approved version stays as it is and the photos that only waited
 * lose their rows. Returns those photos, whose files the caller deletes after the commit.
 */
export async function discardWaitingChanges(
  trx: Knex.Transaction,
  car: Car,
  refused?: { reason: string; at: Date },
): Promise<CarImage[]> {
  const waiting = await CarImage.query(trx).where({ car_id: car.id, pending: true });
  if (waiting.length) {
    await CarImage.query(trx)
      .whereIn(
        'id',
        waiting.map((image) => image.id),
      )
      .delete();
  }
  await Car.query(trx)
    .patch({
      pendingChanges: null,
      changesSubmittedAt: null,
      changesRevision: car.changesRevision + 1,
      ...(refused ? { changesRejectionReason: refused.reason, changesRejectedAt: refused.at } : {}),
    })
    .where('id', car.id);
  return waiting;
}

/**
 * Withdraws the changes of one of the vendor's approved listings that wait for review: the
 * approved version stays as it is, photos that only waited are deleted (rows, then files).
 * 409 when nothing waits.
 */
export async function withdrawListingChanges(
  actor: Actor,
  carId: number,
  storage: Storage,
): Promise<void> {
  const dropped = await transaction(async (trx) => {
    const car = await lockOwnCar(trx, actor, carId);
    if (car.status !== 'approved' || !car.pendingChanges) {
      throw conflict('No changes of this listing wait for review');
    }
    return discardWaitingChanges(trx, car);
  });
  await deletePhotoFiles(storage, dropped);
}
