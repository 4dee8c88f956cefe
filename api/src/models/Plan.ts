import { BaseModel } from './BaseModel';

/** A plan a company subscribes to (rows written by the migration that made the table). */
export class Plan extends BaseModel {
  static override tableName = 'plans';
  static override hasUpdatedAt = false;

  id!: string;
  name!: string;
  carLimit!: number;
  featuredSlots!: number;
  priceMonthly!: number;
  position!: number;
}
