import { BaseModel } from './BaseModel';

export class PostCategory extends BaseModel {
  static override tableName = 'post_categories';

  id!: number;
  slug!: string;
  name!: string;
  description!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}
