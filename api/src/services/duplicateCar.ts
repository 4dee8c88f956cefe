/**
 * "Duplicate" on one of the vendor's cars: the same car again (another colour or plate of a
 * model the company already lists) as a new listing, created like one from the form: pending
 * review (a draft while the e-mail address is unconfirmed), within the plan's listing limit
 * (the company's row is locked as for any new listing, so concurrent clicks never overfill the
 * plan), never featured.
 *
 * What is copied is what the vendor sees on the car's edit screen: the approved values with the
 * changes waiting for review over them, and the photos in that order. The colour is left empty:
 * it is what differs between the two cars, and the vendor sets it on the copy's edit screen.
 *
 * Photos are copied file by file (already encoded WebP renditions: no re-encoding) to keys of
 * the new car, never shared: deleting one car's photo deletes its own files only. Demo photos
 * without stored files are referenced by URL as the original does.
 */
import { randomUUID } from 'node:crypto';
import type { CarInput } from '@core/schemas/car';
import { transaction } from '../db/transaction';
import { Car, CarImage } from '../models';
import type { Actor } from '../policies/policy';
import type { CarWithCompany } from '../presenters/car';
import type { Storage } from '../storage';
import { PHOTO_WIDTHS, renditionKey } from './carImages';
import { ownCompanyId } from './ownCompany';
import { enqueueLimitReachedMail } from './planMail';
import { assertRoomForListing } from './plans';
import { findOwnCar, newListingRow } from './vendorCars';

/** The car as its vendor last saved it: the row with the waiting revision over it. */
function savedVersion(car: Car): Car {
  const { photos: _photos, ...fields } = car.pendingChanges ?? {};
  return { ...car, ...fields } as Car;
}

/** The form's input that would create this car again (the colour left for the vendor). */
export function duplicateInput(car: Car): CarInput {
  const saved = savedVersion(car);
  return {
    title: saved.title,
    description: saved.description,
    titleAr: saved.titleAr ?? null,
    descriptionAr: saved.descriptionAr ?? null,
    brand: saved.brand,
    model: saved.model,
    year: saved.year,
    carType: saved.carType,
    emirate: saved.emirate,
    pricePerDay: Number(saved.pricePerDay),
    pricePerWeek: saved.pricePerWeek === null ? null : Number(saved.pricePerWeek),
    pricePerMonth: saved.pricePerMonth === null ? null : Number(saved.pricePerMonth),
    horsepower: saved.horsepower,
    seats: saved.seats,
    transmission: saved.transmission,
    withDriver: saved.withDriver,
    services: saved.services,
    active: saved.active,
    color: undefined,
    terms: {
      securityDepositAed: Number(saved.securityDeposit),
      kmPerDay: saved.kmPerDay,
      kmPerMonth: saved.kmPerMonth,
      extraKmChargeAed: Number(saved.extraKmCharge),
      minimumDriverAge: saved.minimumDriverAge,
      salikChargeAed: Number(saved.salikCharge),
      insuranceIncluded: saved.insuranceIncluded,
    },
  };
}

/** The photos the vendor sees on the car, in their order (the waiting revision's, if any). */
function savedPhotos(car: CarWithCompany): CarImage[] {
  const images = car.images ?? [];
  const order = car.pendingChanges?.photos as number[] | undefined;
  if (!order) return images.filter((image) => !image.pending);
  const byId = new Map(images.map((image) => [image.id, image]));
  return order.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Creates the copy of one of the vendor's cars and answers it. 404 for another company's car,
 * 422 `plan_limit_reached` (nothing stored, no file left) when the plan is full.
 */
export async function duplicateCompanyCar(
  actor: Actor,
  id: number,
  storage: Storage,
  publicUrl?: string,
): Promise<CarWithCompany> {
  const original = await findOwnCar(actor, id);
  const companyId = ownCompanyId(actor);
  const photos = savedPhotos(original);
  const written: string[] = [];
  try {
    const copy = await transaction(async (trx) => {
      // The company's row stays locked until the copy is stored: a concurrent duplicate (or any
      // new listing) waits and then counts this one.
      const room = await assertRoomForListing(companyId, trx);
      if (publicUrl) await enqueueLimitReachedMail(trx, companyId, room, publicUrl);
      const car = await Car.query(trx).insertAndFetch({
        ...newListingRow(actor, companyId, duplicateInput(original)),
        tripTerms: original.tripTerms,
      });
      for (const [position, photo] of photos.entries()) {
        let storageKey: string | null = null;
        let url = photo.url;
        if (photo.storageKey) {
          storageKey = `public/cars/${car.id}/${randomUUID()}`;
          for (const width of PHOTO_WIDTHS) {
            const file = await storage.get(renditionKey(photo.storageKey, width));
            if (!file) continue; // a rendition lost from storage: the copy does without it
            const key = renditionKey(storageKey, width);
            await storage.put(key, file.body, file.contentType);
            written.push(key);
          }
          url = storage.publicUrl(renditionKey(storageKey, Math.max(...PHOTO_WIDTHS)));
        }
        await CarImage.query(trx).insert({
          carId: car.id,
          url,
          storageKey,
          width: photo.width,
          height: photo.height,
          position,
          pending: false,
        });
      }
      return car;
    });
    return await findOwnCar(actor, copy.id);
  } catch (error) {
    // Nothing of a refused or failed copy stays: its rows were rolled back, its files go too.
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}
