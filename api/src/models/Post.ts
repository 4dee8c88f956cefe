import type { PostStatus } from '@core/enums';
import { BaseModel } from './BaseModel';

export class Post extends BaseModel {
  static override tableName = 'posts';
  static override jsonAttributes = ['contentJson'];

  id!: number;
  slug!: string;
  title!: string;
  excerpt!: string | null;
  contentJson!: Record<string, unknown> | null;
  contentHtml!: string;
  readingMinutes!: number;
  coverImageUrl!: string | null;
  status!: PostStatus;
  publishAt!: Date | null;
  publishedAt!: Date | null;
  authorId!: number;
  categoryId!: number | null;
  metaTitle!: string | null;
  metaDescription!: string | null;
  reviewComment!: string | null;
  /** A site language's code (core/i18n/languages.ts). */
  language!: string;
  /** The original this post translates (issue #21). */
  translationOfId!: number | null;
  sentBackAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;

  author?: User;
  category?: PostCategory | null;
  tags?: Tag[];

  static override get relationMappings() {
    return {
      author: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'posts.author_id', to: 'users.id' },
      },
      category: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: PostCategory,
        join: { from: 'posts.category_id', to: 'post_categories.id' },
      },
      tags: {
        relation: BaseModel.ManyToManyRelation,
        modelClass: Tag,
        join: {
          from: 'posts.id',
          through: { from: 'post_tags.post_id', to: 'post_tags.tag_id', extra: ['position'] },
          to: 'tags.id',
        },
      },
    };
  }
}

import { PostCategory } from './PostCategory';
import { Tag } from './Tag';
import { User } from './User';
