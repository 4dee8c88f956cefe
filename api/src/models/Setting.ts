import { BaseModel } from './BaseModel';

/** A named group of settings (e.g. `blog`), stored as JSON. */
export class Setting extends BaseModel {
  static override tableName = 'settings';
  static override idColumn = 'key';
  static override jsonAttributes = ['value'];

  key!: string;
  value!: Record<string, unknown>;
  updatedAt!: Date;
}
