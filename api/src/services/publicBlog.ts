/**
 * The blog as visitors see it. One rule decides what is public (`whereBlogPostIsPublic`): a
 * published post, or a scheduled one whose time has come, so a scheduled post goes live at its
 * time without anyone pressing a button (housekeeping later marks it published).
 */
import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import {
  BLOG_LIMITS,
  type BlogCategoryWithCount,
  type BlogTagWithCount,
  type PublicPost,
  type PublicPostPage,
  type PublicPostsQuery,
  type PostTranslation,
} from '@core/schemas/blog';
import { toCount } from '../db/database';
import { notFound } from '../errors';
import { Post, PostCategory, Tag } from '../models';
import {
  presentPublicCategory,
  presentPublicSummary,
  presentPublicTags,
  presentTag,
} from '../presenters/blog';
import { getBlogSettings } from './blogSettings';

interface WhereRawBuilder {
  whereRaw(sql: string): unknown;
}

/** The date a public post is shown with and sorted by. */
export const PUBLIC_POST_DATE = 'coalesce(posts.published_at, posts.publish_at)';

/** Which posts visitors see, as SQL on `posts` (for counts that need it inside a FILTER). */
export const PUBLIC_POST_CONDITION =
  "(posts.status = 'published' OR (posts.status = 'scheduled' AND posts.publish_at <= now()))";

/** The one rule of which posts visitors see; every public blog query applies it on `posts`. */
export function whereBlogPostIsPublic<Q extends WhereRawBuilder>(qb: Q): Q {
  qb.whereRaw(PUBLIC_POST_CONDITION);
  return qb;
}

export function publicPostsQuery(trx?: Knex.Transaction): QueryBuilder<Post> {
  return whereBlogPostIsPublic(Post.query(trx));
}

const newestFirst = (qb: QueryBuilder<Post>) =>
  qb.orderByRaw(`${PUBLIC_POST_DATE} DESC, posts.id DESC`);

const withCard = (qb: QueryBuilder<Post>) =>
  qb
    .withGraphFetched('[author(name), category]')
    .modifiers({ name: (author) => author.select('id', 'name') });

/** A page of public posts, newest first, of a category or tag; an unknown one answers 404. */
export async function listPublicPosts(query: PublicPostsQuery): Promise<PublicPostPage> {
  const settings = await getBlogSettings();
  const pageSize = settings.postsPerPage;
  const category = query.category
    ? await PostCategory.query().findOne({ slug: query.category })
    : null;
  if (query.category && !category) throw notFound('Category not found');
  const tag = query.tag ? await Tag.query().findOne({ slug: query.tag }) : null;
  if (query.tag && !tag) throw notFound('Tag not found');

  const filtered = publicPostsQuery().where('posts.language', query.language);
  if (category) filtered.where('posts.category_id', category.id);
  if (tag) {
    filtered.whereExists(Post.relatedQuery('tags').where('tags.id', tag.id).select(Post.raw('1')));
  }
  const [countRow] = (await filtered.clone().count('* as n')) as unknown as [{ n: unknown }];
  const total = toCount(countRow?.n);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (query.page > pageCount) throw notFound('No such page');
  const posts = await newestFirst(withCard(filtered))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  return {
    items: posts.map(presentPublicSummary),
    total,
    page: query.page,
    pageSize,
    pageCount,
    blog: {
      title: settings.title,
      description: settings.description,
      defaultSeoImage: settings.defaultSeoImage,
    },
    category: category ? presentPublicCategory(category, query.language) : null,
    tag: tag ? presentTag(tag) : null,
  };
}

/**
 * The same post in other languages, public ones only: its original and the original's other
 * translations (a post stands alone when it has none). Each language once.
 */
export async function publicTranslations(
  post: Pick<Post, 'id' | 'language' | 'translationOfId'>,
  trx?: Knex.Transaction,
): Promise<PostTranslation[]> {
  const originalId = post.translationOfId ?? post.id;
  const rows = await publicPostsQuery(trx)
    .where((qb) => qb.where('posts.id', originalId).orWhere('posts.translation_of_id', originalId))
    .whereNot('posts.id', post.id)
    .whereNot('posts.language', post.language)
    .orderBy('posts.id')
    .select('posts.language', 'posts.slug');
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.language) && seen.add(row.language))
    .map((row) => ({ language: row.language, slug: row.slug }));
}

/**
 * A public post with its tags, related posts (its language; same category, then shared tags,
 * newest) and translations. Asked for in another language than its own: 404 (the site's
 * address for it is in its own language).
 */
export async function findPublicPost(slug: string, language?: string): Promise<PublicPost> {
  const post = await withCard(publicPostsQuery())
    .withGraphFetched('tags')
    .findOne({ 'posts.slug': slug });
  if (!post || (language !== undefined && post.language !== language)) {
    throw notFound('Post not found');
  }
  const tagIds = (post.tags ?? []).map((t) => t.id);
  const related = publicPostsQuery()
    .whereNot('posts.id', post.id)
    .where('posts.language', post.language);
  related.orderByRaw('coalesce(posts.category_id = ?, false) DESC', [post.categoryId]);
  if (tagIds.length) {
    related.orderByRaw(
      `(SELECT count(*) FROM post_tags WHERE post_tags.post_id = posts.id AND post_tags.tag_id IN (${tagIds.map(() => '?').join(', ')})) DESC`,
      tagIds,
    );
  }
  const relatedPosts = await newestFirst(withCard(related)).limit(BLOG_LIMITS.related);
  const settings = await getBlogSettings();
  return {
    ...presentPublicSummary(post),
    contentHtml: post.contentHtml,
    updatedAt: new Date(post.updatedAt).toISOString(),
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    seoImageUrl: post.coverImageUrl ?? settings.defaultSeoImage,
    tags: presentPublicTags(post),
    related: relatedPosts.map(presentPublicSummary),
    translations: await publicTranslations(post),
  };
}

const publicPostCounts = (column: 'posts.category_id' | 'post_tags.tag_id', language?: string) => {
  const qb = publicPostsQuery().select(`${column} as id`).count('* as n').groupBy(column);
  if (language !== undefined) qb.where('posts.language', language);
  if (column === 'post_tags.tag_id') qb.join('post_tags', 'post_tags.post_id', 'posts.id');
  return qb as unknown as Promise<{ id: number | null; n: unknown }[]>;
};

/**
 * Every category with its number of public posts in a language (the blog of that language lists
 * them), named in that language, by name.
 */
export async function listPublicCategories(language: string): Promise<BlogCategoryWithCount[]> {
  const [categories, counts] = await Promise.all([
    PostCategory.query(),
    publicPostCounts('posts.category_id', language),
  ]);
  const countOf = new Map(counts.map((row) => [row.id, toCount(row.n)]));
  return categories
    .map((c) => ({ ...presentPublicCategory(c, language), postCount: countOf.get(c.id) ?? 0 }))
    .sort((a, b) => a.name.localeCompare(b.name, language) || a.id - b.id);
}

/** Tags that have public posts, most used first. */
export async function listPublicTags(): Promise<BlogTagWithCount[]> {
  const [tags, counts] = await Promise.all([Tag.query(), publicPostCounts('post_tags.tag_id')]);
  const countOf = new Map(counts.map((row) => [row.id, toCount(row.n)]));
  return tags
    .map((tag) => ({ ...presentTag(tag), postCount: countOf.get(tag.id) ?? 0 }))
    .filter((tag) => tag.postCount > 0)
    .sort((a, b) => b.postCount - a.postCount || a.name.localeCompare(b.name));
}
