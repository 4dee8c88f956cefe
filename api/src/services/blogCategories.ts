/** Blog categories (admins). A category in use is deleted only with a category to take its posts. */
import type { BlogCategoryWithCount, CategoryInput, CategoryPatch } from '@core/schemas/blog';
import { toCount } from '../db/database';
import { badRequest, conflict, notFound } from '../errors';
import { Post, PostCategory } from '../models';
import { presentCategory } from '../presenters/blog';
import { uniqueSlug } from './slugs';
import { transaction } from '../db/transaction';

const slugTaken = () =>
  conflict('Another category already uses this slug', { slug: 'Already used by a category' });

export async function findCategory(id: number): Promise<PostCategory> {
  const category = await PostCategory.query().findById(id);
  if (!category) throw notFound('Category not found');
  return category;
}

/** Every category with its number of posts of any status. */
export async function listCategories(): Promise<BlogCategoryWithCount[]> {
  const [categories, counts] = await Promise.all([
    PostCategory.query().orderBy(['name', 'id']),
    Post.query()
      .select('category_id')
      .count('* as n')
      .whereNotNull('category_id')
      .groupBy('category_id') as unknown as Promise<{ categoryId: number; n: unknown }[]>,
  ]);
  const countOf = new Map(counts.map((row) => [row.categoryId, toCount(row.n)]));
  return categories.map((c) => ({ ...presentCategory(c), postCount: countOf.get(c.id) ?? 0 }));
}

export async function createCategory(input: CategoryInput): Promise<PostCategory> {
  return transaction(async (trx) => {
    if (input.slug && (await PostCategory.query(trx).findOne({ slug: input.slug }))) {
      throw slugTaken();
    }
    return PostCategory.query(trx).insertAndFetch({
      name: input.name,
      description: input.description ?? null,
      nameAr: input.nameAr ?? null,
      descriptionAr: input.descriptionAr ?? null,
      slug: input.slug ?? (await uniqueSlug(trx, 'post_categories', input.name, 'category')),
    });
  });
}

export async function editCategory(id: number, patch: CategoryPatch): Promise<PostCategory> {
  return transaction(async (trx) => {
    const category = await PostCategory.query(trx).findById(id);
    if (!category) throw notFound('Category not found');
    if (patch.slug && patch.slug !== category.slug) {
      const taken = await PostCategory.query(trx).findOne({ slug: patch.slug }).whereNot('id', id);
      if (taken) throw slugTaken();
    }
    return PostCategory.query(trx).patchAndFetchById(id, {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.slug !== undefined ? { slug: patch.slug } : {}),
      ...(patch.description !== undefined ? { description: patch.description ?? null } : {}),
      ...(patch.nameAr !== undefined ? { nameAr: patch.nameAr ?? null } : {}),
      ...(patch.descriptionAr !== undefined ? { descriptionAr: patch.descriptionAr ?? null } : {}),
    });
  });
}

/** Deletes a category; its posts move to `reassignTo` (required when it has any). */
export async function deleteCategory(id: number, reassignTo?: number): Promise<void> {
  await findCategory(id);
  if (reassignTo === id) {
    throw badRequest('Invalid reassignTo: choose another category', {
      reassignTo: 'Choose another category',
    });
  }
  if (reassignTo !== undefined && !(await PostCategory.query().findById(reassignTo))) {
    throw badRequest('Invalid reassignTo: no such category', { reassignTo: 'No such category' });
  }
  await transaction(async (trx) => {
    const [row] = (await Post.query(trx).where('category_id', id).count('* as n')) as unknown as [
      { n: unknown },
    ];
    const inUse = toCount(row?.n);
    if (inUse > 0 && reassignTo === undefined) {
      throw conflict(
        `This category has ${inUse} post${inUse === 1 ? '' : 's'}: move them to another category first (reassignTo)`,
      );
    }
    if (inUse > 0) await Post.query(trx).patch({ categoryId: reassignTo }).where('category_id', id);
    await PostCategory.query(trx).deleteById(id);
  });
}
