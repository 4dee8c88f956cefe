import type { Car as PublicCar } from '@core/schemas/car';
import type { VendorCar } from '@core/schemas/car';
import type { Car } from '../models';
import type { CarImage, Company } from '../models';
import type { CarPhoto } from '../services/carImages';

export type CarWithCompany = Car & { company: Company };

const iso = (date: Date | string) => (date instanceof Date ? date : new Date(date)).toISOString();

/**
 * A car as renters see it. An allowlist: a new column never reaches the public by accident.
 * Expects `company` and `images` to be loaded (images ordered by position).
 */
export function presentCar(car: CarWithCompany): PublicCar {
  const images = (car.images ?? []).map((image) => ({
    id: image.id,
    url: image.url,
    width: image.width,
    height: image.height,
    position: image.position,
  }));
  return {
    id: car.id,
    title: car.title,
    description: car.description,
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

/** A car as its own rental company sees it: the public fields plus its review status. */
export function presentVendorCar(car: CarWithCompany): VendorCar {
  return {
    ...presentCar(car),
    status: car.status,
    rejectionReason: car.rejectionReason ?? null,
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
