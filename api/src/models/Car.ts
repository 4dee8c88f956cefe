import type { CarTripTerms } from '@core/rules/tripTerms';
import type { Brand, CarType, Emirate, ListingStatus, Service, Transmission } from '@core/enums';
import type { ListingValues, ReviewedPrices } from '@core/rules/listingStatus';
import { BaseModel } from './BaseModel';

export class Car extends BaseModel {
  static override tableName = 'cars';
  static override jsonAttributes = ['pendingChanges', 'reviewedPrices', 'tripTerms'];

  id!: number;
  companyId!: number;
  title!: string;
  description!: string;
  /** The title and description in Arabic (null: none; the Arabic site shows the English). */
  titleAr!: string | null;
  descriptionAr!: string | null;
  brand!: Brand;
  model!: string;
  year!: number;
  carType!: CarType;
  emirate!: Emirate;
  color!: string | null;
  pricePerDay!: number;
  pricePerWeek!: number | null;
  pricePerMonth!: number | null;
  horsepower!: number | null;
  seats!: number;
  transmission!: Transmission;
  withDriver!: boolean;
  services!: Service[];
  securityDeposit!: number;
  kmPerDay!: number;
  kmPerMonth!: number;
  extraKmCharge!: number;
  minimumDriverAge!: number;
  salikCharge!: number;
  insuranceIncluded!: boolean;
  /** The car's own structured terms (core rules/tripTerms), over its company's. */
  tripTerms!: CarTripTerms | null;
  status!: ListingStatus;
  rejectionReason!: string | null;
  featured!: boolean;
  /** The end of the car's featured placement (null: never featured or stopped). */
  featuredUntil!: Date | null;
  active!: boolean;
  approvedAt!: Date | null;
  /** The revision of an approved listing waiting for review (core rules/listingStatus). */
  pendingChanges!: ListingValues | null;
  changesSubmittedAt!: Date | null;
  /** Goes up with every change of the waiting revision: a decision names the one it saw. */
  changesRevision!: number;
  changesRejectionReason!: string | null;
  changesRejectedAt!: Date | null;
  /** The prices at the last review: the price band is measured from them. */
  reviewedPrices!: ReviewedPrices | null;
  createdAt!: Date;
  updatedAt!: Date;

  static override get relationMappings() {
    return {
      company: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Company,
        join: { from: 'cars.company_id', to: 'companies.id' },
      },
      images: {
        relation: BaseModel.HasManyRelation,
        modelClass: CarImage,
        join: { from: 'cars.id', to: 'car_images.car_id' },
      },
    };
  }

  company?: Company;
  images?: CarImage[];
}

import { CarImage } from './CarImage';
import { Company } from './Company';
