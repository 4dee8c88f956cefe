import type { ContactMethod, LeadStatus } from '@core/enums';
import { BaseModel } from './BaseModel';

/** A renter's contact with a rental company about one car. */
export class Lead extends BaseModel {
  static override tableName = 'leads';

  id!: number;
  carId!: number | null;
  companyId!: number;
  carTitle!: string | null;
  method!: ContactMethod;
  name!: string;
  email!: string;
  phone!: string;
  status!: LeadStatus;
  sourcePage!: string | null;
  /** The trip asked about (UAE dates), its rental days and the total quoted then (AED). */
  tripFrom!: string | Date | null;
  tripTo!: string | Date | null;
  tripDays!: number | null;
  quotedTotal!: number | null;
  createdAt!: Date;
  updatedAt!: Date;
}
