import { effectiveTripTerms } from '@core/rules/tripTerms';
import { DEFAULT_LANGUAGE } from '@core/i18n/languages';
import { textInLanguage } from '@core/i18n/companyTexts';
import { pendingFieldChanges, type ListingValues } from '@core/rules/listingStatus';
import type { CarImage as PublicImage, Car as PublicCar, PendingChanges } from '@core/schemas/car';
import type { VendorCar } from '@core/schemas/car';
import type { Car, CarImage, Company } from '../models';
import type { CarPhoto } from '../services/carImages';
import { carRules } from '../policies/cars';
import { abilitiesOf, type Actor } from '../policies/policy';

export type CarWithCompany = Car & { company: Company };

const iso = (date: Date | string) => (date instanceof Date ? date : new Date(date)).toISOString();

const presentImage = (image: CarImage): PublicImage => ({
  id: image.id,
  url: image.url,
  width: image.width,
  height: image.height,
  position: image.position,
});

/** The photos renters see: reviewed ones only, in their order (loaded ordered by position). */
const publicImages = (car: Car): CarImage[] => (car.images ?? []).filter((image) => !image.pending);

/**
 * A car as renters see it: the approved version (the row; a waiting revision and its photos
 * never show). An allowlist: a new column never reaches the public by accident.
 * Expects `company` and `images` to be loaded (images ordered by position).
 */
export function presentCar(car: CarWithCompany): PublicCar {
  return presentCarVersion(car, publicImages(car));
}

/** presentCar for a page in `language`: the company's texts in it where written (a `map` callback). */
export const presentCarIn =
  (language: string) =>
  (car: CarWithCompany): PublicCar =>
    presentCarVersion(car, publicImages(car), language);

function presentCarVersion(
  car: CarWithCompany,
  photos: CarImage[],
  language: string = DEFAULT_LANGUAGE,
): PublicCar {
  const images = photos.map(presentImage);
  return {
    id: car.id,
    // In the page's language where the company wrote it (core i18n/companyTexts).
    title: textInLanguage(language, car.title, car.titleAr),
    description: textInLanguage(language, car.description, car.descriptionAr),
    brand: car.brand,
    model: car.model,
    year: car.year,
    pricePerDay: car.pricePerDay,
    pricePerWeek: car.pricePerWeek,
    pricePerMonth: car.pricePerMonth,
    carType: car.carType,
    emirate: car.emirate,
    imageUrl: images[0]?.url ?? '',
    companyId: car.companyId,
    companyName: car.company.name,
    companyLogoUrl: car.company.logoUrl,
    companyVerified: car.company.verificationStatus === 'verified',
    horsepower: car.horsepower,
    seats: car.seats,
    transmission: car.transmission,
    approved: car.status === 'approved',
    featured: car.featured,
    active: car.active,
    withDriver: car.withDriver,
    services: car.services,
    images,
    terms: {
      securityDepositAed: car.securityDeposit,
      kmPerDay: car.kmPerDay,
      kmPerMonth: car.kmPerMonth,
      extraKmChargeAed: Number(car.extraKmCharge),
      minimumDriverAge: car.minimumDriverAge,
      salikChargeAed: Number(car.salikCharge),
      insuranceIncluded: car.insuranceIncluded,
      pricesIncludeVat: true,
    },
    createdAt: iso(car.createdAt),
  };
}

/** The listing's photos in the order the waiting revision proposes (its own when none). */
function proposedImages(car: Car): CarImage[] {
  const order = car.pendingChanges?.photos as number[] | undefined;
  if (!order) return publicImages(car);
  const byId = new Map((car.images ?? []).map((image) => [image.id, image]));
  return order.flatMap((id) => byId.get(id) ?? []);
}

/** The version the vendor last saved: the approved row with the waiting revision over it. */
function proposedVersion(car: CarWithCompany): CarWithCompany {
  const { photos: _photos, ...fields } = car.pendingChanges ?? {};
  return Object.assign(Object.create(Object.getPrototypeOf(car)), car, fields) as CarWithCompany;
}

/** The waiting revision against the approved version: fields before → after, photos. */
export function presentPendingChanges(car: CarWithCompany): PendingChanges | null {
  const pending = car.pendingChanges;
  if (!pending || !car.changesSubmittedAt) return null;
  const diff = pendingFieldChanges(car as unknown as ListingValues, pending).map((change) => ({
    field: change.field,
    before: change.before as string | number | null,
    after: change.after as string | number | null,
  }));
  let photos: PendingChanges['photos'] = null;
  const order = pending.photos as number[] | undefined;
  if (order) {
    const live = publicImages(car);
    const liveIds = live.map((image) => image.id);
    const kept = order.filter((id) => liveIds.includes(id));
    photos = {
      added: proposedImages(car)
        .filter((image) => !liveIds.includes(image.id))
        .map(presentImage),
      removed: live.filter((image) => !order.includes(image.id)).map(presentImage),
      reordered: JSON.stringify(kept) !== JSON.stringify(liveIds.filter((id) => kept.includes(id))),
    };
  }
  return { revision: car.changesRevision, submittedAt: iso(car.changesSubmittedAt), diff, photos };
}

/**
 * A car as its own rental company sees it: the version it last saved (the approved one with any
 * waiting changes over it), its review status and what waits for review.
 */
export function presentVendorCar(car: CarWithCompany, actor: Actor): VendorCar {
  const proposed = proposedVersion(car);
  return {
    ...presentCarVersion(proposed, proposedImages(car)),
    titleAr: proposed.titleAr ?? null,
    descriptionAr: proposed.descriptionAr ?? null,
    status: car.status,
    rejectionReason: car.rejectionReason ?? null,
    pendingChanges: presentPendingChanges(car),
    changesRejection:
      car.changesRejectionReason && car.changesRejectedAt
        ? { reason: car.changesRejectionReason, at: iso(car.changesRejectedAt) }
        : null,
    tripTerms: car.tripTerms ?? {},
    inheritedTripTerms: effectiveTripTerms(null, car.company.tripTerms),
    featuredUntil: car.featured && car.featuredUntil ? iso(car.featuredUntil) : null,
    can: abilitiesOf(carRules, actor, car),
  };
}

/** One photo of a car as its vendor manages it. */
export const presentPhoto = (image: CarImage): CarPhoto => ({
  id: image.id,
  url: image.url,
  width: image.width,
  height: image.height,
  position: image.position,
});
