import { BaseModel } from './BaseModel';

export class PostCategory extends BaseModel {
  static override tableName = 'post_categories';

  id!: number;
  slug!: string;
  name!: string;
  description!: string | null;
  /** The name and description in Arabic (null: none; the Arabic blog shows the ones as written). */
  nameAr!: string | null;
  descriptionAr!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}
