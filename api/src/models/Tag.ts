import { BaseModel } from './BaseModel';

export class Tag extends BaseModel {
  static override tableName = 'tags';
  static override hasUpdatedAt = false;

  id!: number;
  slug!: string;
  name!: string;
  createdAt!: Date;
  /** From post_tags, when fetched through a post. */
  position?: number;
}
