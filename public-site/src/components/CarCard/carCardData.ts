import type { Car } from '@core/schemas/car';

/**
 * What a car card shows. A full `Car` from the API fits it; so does the small snapshot the
 * favourites keep on the device, so a saved car can be shown offline.
 */
export type CarCardData = Pick<
  Car,
  | 'id'
  | 'title'
  | 'imageUrl'
  | 'pricePerDay'
  | 'pricePerMonth'
  | 'companyId'
  | 'companyName'
  | 'companyLogoUrl'
  | 'companyVerified'
> & {
  featured?: boolean;
  terms: Pick<Car['terms'], 'kmPerDay' | 'kmPerMonth'>;
};

/** The card's fields of a car, and nothing else (what the favourites store keeps). */
export function carCardData(car: CarCardData): CarCardData {
  return {
    id: car.id,
    title: car.title,
    imageUrl: car.imageUrl,
    pricePerDay: car.pricePerDay,
    pricePerMonth: car.pricePerMonth,
    companyId: car.companyId,
    companyName: car.companyName,
    companyLogoUrl: car.companyLogoUrl,
    companyVerified: car.companyVerified,
    terms: { kmPerDay: car.terms.kmPerDay, kmPerMonth: car.terms.kmPerMonth },
  };
}
