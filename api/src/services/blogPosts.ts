/**
 * The console's posts: writers draft their own, admins edit any post (the acts that move a
 * post through its statuses are blogPostMoves.ts). The body is sanitised before it is stored (blogHtml.ts), the
 * reading time is computed from it, and the slug comes from the title unless one is given: a
 * made slug that is taken gets -2, -3…; a slug given by hand that is taken is a 409.
 */
import type { Knex } from 'knex';
import { DEFAULT_LANGUAGE } from '@core/i18n/languages';
import { isLivePost } from '@core/rules/postStatus';
import { readingMinutes } from '@core/rules/readingTime';
import { slugify } from '@core/rules/slug';
import type { AdminPostPage, AdminPostsQuery, PostInput, PostPatch } from '@core/schemas/blog';
import { ERROR_CODES } from '@core/schemas/error';
import { toCount } from '../db/database';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../errors';
import { Post, PostCategory, Tag } from '../models';
import { blogPolicy, postRules } from '../policies/blog';
import type { Actor } from '../policies/policy';
import { presentAdminSummary } from '../presenters/blog';
import { sanitisePostHtml } from './blogHtml';
import { publicPostsQuery } from './publicBlog';
import { uniqueSlug } from './slugs';
import { transaction } from '../db/transaction';

const businessRule = (message: string) => new HttpError(422, ERROR_CODES.businessRule, message);

/** Public now or at a set time: a change to it changes what visitors see. */
export const isLiveOrScheduled = (post: Pick<Post, 'status'>) => isLivePost(post.status);

const withEditorGraph = <Q extends ReturnType<typeof Post.query>>(qb: Q) =>
  qb
    .withGraphFetched('[author(name), tags]')
    .modifiers({ name: (author) => author.select('id', 'name') });

/** The posts this user may see in the console: a writer's own, every post for an admin. */
export async function listPostsFor(actor: Actor, query: AdminPostsQuery): Promise<AdminPostPage> {
  const qb = Post.query();
  if (actor.role !== 'admin') qb.where('posts.author_id', actor.id);
  if (query.status) qb.where('posts.status', query.status);
  if (query.language) qb.where('posts.language', query.language);
  if (query.query) {
    qb.where('posts.title', 'ilike', `%${query.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  const [countRow] = (await qb.clone().count('* as n')) as unknown as [{ n: unknown }];
  const posts = await withEditorGraph(qb)
    .orderBy([
      { column: 'posts.updated_at', order: 'desc' },
      { column: 'posts.id', order: 'desc' },
    ])
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: posts.map((post) => presentAdminSummary(post, actor)),
    total: toCount(countRow?.n),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One post this user may see; another writer's post answers 404, as if it did not exist. */
export async function findPostFor(actor: Actor, id: number, trx?: Knex.Transaction): Promise<Post> {
  const post = await withEditorGraph(Post.query(trx)).findById(id);
  if (!post || !blogPolicy.canManagePost(actor, post)) throw notFound('Post not found');
  return post;
}

/** The PATCH route's rule: the post's `can.edit`. */
function mustEdit(actor: Actor, post: Post) {
  mustChange(actor, post);
  if (!postRules.edit(actor, post)) {
    throw businessRule('This post waits for review: an admin changes it now');
  }
}

export function mustChange(actor: Actor, post: Post) {
  if (!blogPolicy.canChangePost(actor, post)) {
    throw businessRule('This post is published or scheduled: an admin changes it now');
  }
}

function refuseSchedulingByWriter(actor: Actor, fields: { publishAt?: string | null }) {
  if (fields.publishAt !== undefined && !blogPolicy.publish.allows(actor)) {
    throw forbidden('Only an admin can publish or schedule a post');
  }
}

async function checkCategory(trx: Knex.Transaction, categoryId: number | null | undefined) {
  if (categoryId == null) return;
  if (!(await PostCategory.query(trx).findById(categoryId))) {
    throw badRequest('Invalid categoryId: no such category', { categoryId: 'No such category' });
  }
}

async function slugFor(
  trx: Knex.Transaction,
  given: string | undefined,
  title: string,
  exceptId?: number,
): Promise<string> {
  let slug = given;
  if (slug === undefined) {
    slug = await uniqueSlug(trx, 'posts', title, 'post', exceptId);
  } else {
    const taken = Post.query(trx).findOne({ slug });
    if (exceptId !== undefined) taken.whereNot('id', exceptId);
    if (await taken) {
      throw conflict('Another post already uses this slug', { slug: 'Already used by a post' });
    }
  }
  // A post's own address wins over another's old one.
  await trx('post_slug_redirects').where({ slug }).delete();
  return slug;
}

/** Once a post has been public, its old address keeps leading to it. */
async function keepOldAddress(trx: Knex.Transaction, post: Post) {
  if (!post.publishedAt) return;
  await trx('post_slug_redirects')
    .insert({ slug: post.slug, post_id: post.id })
    .onConflict('slug')
    .merge(['post_id']);
}

/** The tags named, created when new (one tag per slug), in the order given. */
async function setTags(trx: Knex.Transaction, post: Post, names: string[]) {
  const bySlug = new Map<string, string>();
  for (const name of names) {
    const slug = slugify(name);
    if (slug && !bySlug.has(slug)) bySlug.set(slug, name.trim());
  }
  const slugs = [...bySlug.keys()];
  if (slugs.length) {
    await Tag.query(trx)
      .insert(slugs.map((slug) => ({ slug, name: bySlug.get(slug)! })))
      .onConflict('slug')
      .ignore();
  }
  const tags = slugs.length ? await Tag.query(trx).whereIn('slug', slugs) : [];
  await trx('post_tags').where('post_id', post.id).delete();
  if (tags.length) {
    await trx('post_tags').insert(
      tags.map((tag) => ({ post_id: post.id, tag_id: tag.id, position: slugs.indexOf(tag.slug) })),
    );
  }
}

/** The columns of a post's body and fields, from the editor's input. */
function contentColumns(input: PostPatch): Partial<Post> {
  const columns: Partial<Post> = {};
  if (input.title !== undefined) columns.title = input.title;
  if (input.excerpt !== undefined) columns.excerpt = input.excerpt;
  if (input.contentHtml !== undefined) {
    columns.contentHtml = sanitisePostHtml(input.contentHtml);
    columns.readingMinutes = readingMinutes(columns.contentHtml);
  }
  if (input.contentJson !== undefined) columns.contentJson = input.contentJson ?? null;
  if (input.categoryId !== undefined) columns.categoryId = input.categoryId ?? null;
  if (input.coverImageUrl !== undefined) columns.coverImageUrl = input.coverImageUrl ?? null;
  if (input.metaTitle !== undefined) columns.metaTitle = input.metaTitle;
  if (input.metaDescription !== undefined) columns.metaDescription = input.metaDescription;
  if (input.publishAt !== undefined) {
    columns.publishAt = input.publishAt ? new Date(input.publishAt) : null;
  }
  if (input.language !== undefined) columns.language = input.language;
  if (input.translationOfId !== undefined) columns.translationOfId = input.translationOfId ?? null;
  return columns;
}

const invalid = (field: 'language' | 'translationOfId', message: string) =>
  badRequest(`Invalid ${field}: ${message}`, { [field]: message });

/**
 * A post's language and the original it translates, as they will be after a change: the
 * original is a post this user may see (their own, or a public one; an admin: any), another
 * post, itself no translation, in another language, with no other translation into this
 * post's language; a post that others translate stays an original. (issue #21)
 */
async function checkTranslation(
  trx: Knex.Transaction,
  actor: Actor,
  post: { id?: number; language: string; translationOfId: number | null },
) {
  if (post.id !== undefined) {
    const translations = await Post.query(trx).where('translation_of_id', post.id);
    if (post.translationOfId !== null && translations.length > 0) {
      throw invalid('translationOfId', 'Other posts translate this one: it stays an original');
    }
    if (translations.some((translation) => translation.language === post.language)) {
      throw invalid('language', 'A translation of this post is already in this language');
    }
  }
  if (post.translationOfId === null) return;
  const original = await Post.query(trx).findById(post.translationOfId);
  const visible =
    original &&
    (blogPolicy.canManagePost(actor, original) ||
      (await publicPostsQuery(trx).findById(original.id)) !== undefined);
  if (!original || !visible) throw invalid('translationOfId', 'No such post');
  if (original.id === post.id) throw invalid('translationOfId', 'A post cannot translate itself');
  if (original.translationOfId !== null) {
    throw invalid('translationOfId', 'Choose the original post, not one of its translations');
  }
  if (original.language === post.language) {
    throw invalid('translationOfId', 'The original must be in another language');
  }
  const taken = Post.query(trx).findOne({
    translation_of_id: original.id,
    language: post.language,
  });
  if (post.id !== undefined) taken.whereNot('id', post.id);
  if (await taken) {
    throw conflict('That post already has a translation in this language', {
      translationOfId: 'Already translated into this language',
    });
  }
}

/** A new post by this user: a draft. */
export async function createPost(actor: Actor, input: PostInput): Promise<Post> {
  refuseSchedulingByWriter(actor, input);
  return transaction(async (trx) => {
    await checkCategory(trx, input.categoryId);
    await checkTranslation(trx, actor, {
      language: input.language ?? DEFAULT_LANGUAGE,
      translationOfId: input.translationOfId ?? null,
    });
    const post = await Post.query(trx).insertAndFetch({
      ...contentColumns(input),
      slug: await slugFor(trx, input.slug, input.title),
      status: 'draft',
      authorId: actor.id,
    });
    if (input.tags) await setTags(trx, post, input.tags);
    return findPostFor(actor, post.id, trx);
  });
}

export interface PostChange {
  post: Post;
  /** What visitors see may have changed (the post is or was live or scheduled). */
  publicChange: boolean;
}

/** Changes what is sent. A scheduled post's `publishAt` moves its time (admins only). */
export async function editPost(actor: Actor, id: number, patch: PostPatch): Promise<PostChange> {
  refuseSchedulingByWriter(actor, patch);
  return transaction(async (trx) => {
    const post = await findPostFor(actor, id, trx);
    mustEdit(actor, post);
    if (patch.publishAt === null && post.status === 'scheduled') {
      throw badRequest('Invalid publishAt: a scheduled post needs its time', {
        publishAt: 'A scheduled post needs its time',
      });
    }
    await checkCategory(trx, patch.categoryId);
    if (patch.language !== undefined || patch.translationOfId !== undefined) {
      await checkTranslation(trx, actor, {
        id: post.id,
        language: patch.language ?? post.language,
        translationOfId:
          patch.translationOfId === undefined ? post.translationOfId : patch.translationOfId,
      });
    }
    const columns = contentColumns(patch);
    if (patch.slug !== undefined && patch.slug !== post.slug) {
      columns.slug = await slugFor(trx, patch.slug, post.title, post.id);
      await keepOldAddress(trx, post);
    }
    await Post.query(trx).patch(columns).where('id', post.id);
    if (patch.tags) await setTags(trx, post, patch.tags);
    return { post: await findPostFor(actor, id, trx), publicChange: isLiveOrScheduled(post) };
  });
}

/** Removes a post (a writer: their own draft or post in review). */
export async function deletePost(actor: Actor, id: number): Promise<{ wasPublic: boolean }> {
  return transaction(async (trx) => {
    const post = await findPostFor(actor, id, trx);
    mustChange(actor, post);
    await Post.query(trx).deleteById(post.id);
    return { wasPublic: isLiveOrScheduled(post) };
  });
}
