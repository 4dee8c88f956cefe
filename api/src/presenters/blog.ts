/** What each audience sees of the blog: allowlists, so a new column never leaks by accident. */
import type {
  AdminPost,
  AdminPostSummary,
  BlogCategory,
  BlogInvitation,
  BlogTag,
  BlogWriter,
  PublicPostSummary,
} from '@core/schemas/blog';
import { textInLanguage } from '@core/i18n/companyTexts';
import { DEFAULT_LANGUAGE } from '@core/i18n/languages';
import type { Invitation, Post, PostCategory, Tag, User } from '../models';
import { abilitiesOf, type Actor } from '../policies/policy';
import { postRules } from '../policies/blog';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value ? iso(value) : null);

/** The date a public post shows: when it went live (a due scheduled post: its time). */
export const publicDateOf = (post: Post) => iso((post.publishedAt ?? post.publishAt)!);

/** A category in the console: its texts as written and in Arabic. */
export const presentCategory = (category: PostCategory): BlogCategory => ({
  id: category.id,
  slug: category.slug,
  name: category.name,
  description: category.description,
  nameAr: category.nameAr ?? null,
  descriptionAr: category.descriptionAr ?? null,
});

/**
 * A category on the public blog in the page's language: its name there, else as written; its
 * description only when written in that language (else null: the site says its own sentence in
 * the page's language rather than an English one).
 */
export const presentPublicCategory = (category: PostCategory, language: string): BlogCategory => ({
  id: category.id,
  slug: category.slug,
  name: textInLanguage(language, category.name, category.nameAr),
  description:
    language === DEFAULT_LANGUAGE
      ? category.description
      : textInLanguage(language, null, category.descriptionAr),
});

export const presentTag = (tag: Tag): BlogTag => ({ slug: tag.slug, name: tag.name });

const orderedTags = (post: Post) =>
  [...(post.tags ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.id - b.id);

/** A card of the public list; the post needs `author` and `category` fetched. */
export function presentPublicSummary(post: Post): PublicPostSummary {
  return {
    slug: post.slug,
    language: post.language,
    title: post.title,
    excerpt: post.excerpt,
    coverImageUrl: post.coverImageUrl,
    publishedAt: publicDateOf(post),
    readingMinutes: post.readingMinutes,
    author: { name: post.author?.name ?? '' },
    // A post's category is named in the post's language (the list and the page are in it).
    category: post.category
      ? {
          slug: post.category.slug,
          name: textInLanguage(post.language, post.category.name, post.category.nameAr),
        }
      : null,
  };
}

export function presentPublicTags(post: Post): BlogTag[] {
  return orderedTags(post).map(presentTag);
}

/** A post in the console's list, with what this user may do; `author` and `tags` fetched. */
export function presentAdminSummary(post: Post, actor: Actor): AdminPostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    status: post.status,
    coverImageUrl: post.coverImageUrl,
    publishAt: isoOrNull(post.publishAt),
    publishedAt: isoOrNull(post.publishedAt),
    author: { id: post.authorId, name: post.author?.name ?? '' },
    categoryId: post.categoryId,
    tags: orderedTags(post).map((tag) => tag.name),
    readingMinutes: post.readingMinutes,
    language: post.language,
    translationOfId: post.translationOfId,
    createdAt: iso(post.createdAt),
    updatedAt: iso(post.updatedAt),
    can: abilitiesOf(postRules, actor, post),
  };
}

/** A post in the console's editor. */
export function presentAdminPost(post: Post, actor: Actor): AdminPost {
  return {
    ...presentAdminSummary(post, actor),
    contentHtml: post.contentHtml,
    contentJson: post.contentJson,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    review:
      post.reviewComment && post.sentBackAt
        ? { comment: post.reviewComment, sentBackAt: iso(post.sentBackAt) }
        : null,
  };
}

export function presentWriter(
  user: User,
  counts: { postCount: number; publishedCount: number },
): BlogWriter {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    ...counts,
    lastLoginAt: isoOrNull(user.lastLoginAt),
    createdAt: iso(user.createdAt),
  };
}

export function presentInvitation(invitation: Invitation, now = new Date()): BlogInvitation {
  const status = invitation.acceptedAt
    ? 'accepted'
    : invitation.revokedAt
      ? 'revoked'
      : new Date(invitation.expiresAt) <= now
        ? 'expired'
        : 'pending';
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    status,
    expiresAt: iso(invitation.expiresAt),
    acceptedAt: isoOrNull(invitation.acceptedAt),
    revokedAt: isoOrNull(invitation.revokedAt),
    invitedBy: invitation.inviter?.name ?? null,
    createdAt: iso(invitation.createdAt),
  };
}
