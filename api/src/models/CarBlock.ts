import type { CarBlockReason } from '@core/schemas/trip';
import { BaseModel } from './BaseModel';

/** Days a car cannot be rented, both ends included (UAE dates). */
export class CarBlock extends BaseModel {
  static override tableName = 'car_blocks';
  static override hasUpdatedAt = false;

  id!: number;
  carId!: number;
  /** `date` columns: read through `dateText` (pg and PGlite give local midnight). */
  startsOn!: string | Date;
  endsOn!: string | Date;
  reason!: CarBlockReason;
  note!: string | null;
  leadId!: number | null;
  createdBy!: number | null;
  createdAt!: Date;
}
