import { BaseModel } from './BaseModel';

export class CarImage extends BaseModel {
  static override tableName = 'car_images';
  static override hasUpdatedAt = false;

  id!: number;
  carId!: number;
  url!: string;
  storageKey!: string | null;
  width!: number | null;
  height!: number | null;
  position!: number;
  /** Added to an approved listing and not yet reviewed: not public. */
  pending!: boolean;
  createdAt!: Date;
}
