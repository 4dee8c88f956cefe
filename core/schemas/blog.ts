/**
 * The blog's payloads (API.md's blog rows): public reads, the console's post editor, categories,
 * writers, invitations and settings. The API validates with these; the apps type their calls.
 */
import { z } from './zod';
import { abilitiesSchema } from './abilities';
import type { INVITATION_STATUSES } from '../enums';
import type { roleSchema } from './enums';
import { USER_STATUSES } from '../enums';
import { invitationRoleSchema, postStatusSchema } from './enums';
import { passwordSchema } from './auth';
import { decisionReasonSchema } from './admin';
import { emailSchema, idSchema, requiredText } from './common';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES } from '../i18n/languages';

/** A post's language: one of the site's (core/i18n/languages.ts). */
export const postLanguageSchema = z
  .string()
  .refine((code) => SITE_LANGUAGES.some((language) => language.code === code), {
    message: `Use one of: ${SITE_LANGUAGES.map((language) => language.code).join(', ')}`,
  });

export const BLOG_LIMITS = {
  title: 160,
  slug: 120,
  excerpt: 400,
  /** Sanitised HTML of one post (the editor's requests may be up to 1 MB with its JSON). */
  contentHtml: 90_000,
  metaTitle: 70,
  metaDescription: 170,
  tagName: 40,
  tags: 10,
  categoryName: 60,
  categoryDescription: 300,
  /** Related posts under a post. */
  related: 3,
  postsPerPage: { min: 1, max: 48, default: 9 },
  /**
   * Levels of the editor's document (objects and arrays). Tiptap's deepest real documents (a
   * list in a quote in a list…) stay far below; a document nested thousands deep only
   * exhausts the database's JSON parser (a 500).
   */
  contentJsonDepth: 100,
  adminPageSize: 100,
} as const;

/** Where the console opens an invitation: the link is this path plus the token. */
export const BLOG_INVITATION_PATH = '/admin/invitation/';
/** An invitation link works this long. */
export const INVITATION_TTL_DAYS = 7;

/** A URL slug as typed: lowercase letters, digits and single hyphens. */
export const slugInputSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(BLOG_LIMITS.slug)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens');

/** An image of a post or of the blog: one of our uploads (site path) or an https URL. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine(
    (url) => (url.startsWith('/') && !url.startsWith('//')) || /^https:\/\/[^\s]+$/i.test(url),
    'Use an uploaded image or an https:// address',
  );

const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

// ---------------------------------------------------------------------------------------------
// The editor's post

/** How deep a JSON value nests (a scalar is 0), counted without recursion; stops past `limit`. */
export function jsonDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** The editor's document: an object, nested at most BLOG_LIMITS.contentJsonDepth levels. */
const editorDocumentSchema = z
  .record(z.string(), z.unknown())
  .refine(
    (doc) => jsonDepth(doc, BLOG_LIMITS.contentJsonDepth) <= BLOG_LIMITS.contentJsonDepth,
    `The editor document is nested more than ${BLOG_LIMITS.contentJsonDepth} levels deep`,
  );

/** POST /api/admin/blog/posts (and, all optional, PATCH …/:id). */
export const postInputSchema = z.object({
  title: requiredText(BLOG_LIMITS.title),
  /** Left out: made from the title (a taken one gets -2, -3…). Given and taken: 409. */
  slug: slugInputSchema.optional(),
  excerpt: nullableText(BLOG_LIMITS.excerpt),
  /** The editor's HTML; sanitised on the server before it is stored. */
  contentHtml: z.string().max(BLOG_LIMITS.contentHtml, 'The post is too long'),
  /** The editor's own document (Tiptap JSON), stored as given for editing. */
  contentJson: editorDocumentSchema.nullish(),
  categoryId: idSchema.nullish(),
  /** Tag names; new ones are created. */
  tags: z.array(requiredText(BLOG_LIMITS.tagName)).max(BLOG_LIMITS.tags).optional(),
  coverImageUrl: imageUrlSchema.nullish(),
  metaTitle: nullableText(BLOG_LIMITS.metaTitle),
  metaDescription: nullableText(BLOG_LIMITS.metaDescription),
  /** Admins only: the time a scheduled post goes live (also kept on drafts as the plan). */
  publishAt: z.iso.datetime({ offset: true }).nullish(),
  /** The post's language; left out of a new post: English. */
  language: postLanguageSchema.optional(),
  /**
   * The post this one translates (its original, in another language; never a translation
   * itself); null: none. The two pages then point at each other with hreflang.
   */
  translationOfId: idSchema.nullish(),
});
export type PostInput = z.infer<typeof postInputSchema>;

export const postPatchSchema = postInputSchema.partial();
export type PostPatch = z.infer<typeof postPatchSchema>;

/** POST /api/admin/blog/posts/:id/publish: now, or at a future time (scheduled). */
export const publishInputSchema = z.object({
  publishAt: z.iso.datetime({ offset: true }).optional(),
});
export type PublishInput = z.infer<typeof publishInputSchema>;

/**
 * POST /api/admin/blog/posts/:id/send-back: a post in review back to its writer, with why (the
 * rule of every decision's reason: the writer reads it, so it must say something).
 */
export const sendBackInputSchema = z.object({ comment: decisionReasonSchema.shape.reason });
export type SendBackInput = z.infer<typeof sendBackInputSchema>;

export const adminPostsQuerySchema = z.object({
  status: postStatusSchema.optional(),
  /** The editor's "translation of" picker lists the posts of the other language. */
  language: postLanguageSchema.optional(),
  query: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(BLOG_LIMITS.adminPageSize).default(20),
});
export type AdminPostsQuery = z.infer<typeof adminPostsQuerySchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const adminPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  status: postStatusSchema,
  coverImageUrl: z.string().nullable(),
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  author: personSchema,
  categoryId: z.number().int().nullable(),
  tags: z.array(z.string()),
  readingMinutes: z.number().int(),
  language: z.string(),
  translationOfId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the console offers this user: the server's rules (api/src/policies/blog.ts). */
  can: abilitiesSchema('edit', 'submit', 'sendBack', 'publish', 'schedule', 'unpublish', 'delete'),
});
export type AdminPostSummary = z.infer<typeof adminPostSummarySchema>;

export const adminPostSchema = adminPostSummarySchema.extend({
  contentHtml: z.string(),
  contentJson: z.record(z.string(), z.unknown()).nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  /** The admin's comment when the post was last sent back; null once it is submitted again. */
  review: z.object({ comment: z.string(), sentBackAt: z.string() }).nullable(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

/** POST /api/admin/blog/images: a stored picture for a post (cover or in the text). */
export interface BlogImage {
  /** The 1200 px rendition: what the editor inserts. */
  url: string;
  width: number;
  height: number;
  /** Every rendition by width, for `srcset`. */
  renditions: { width: number; url: string }[];
}

export interface AdminPostPage {
  items: AdminPostSummary[];
  total: number;
  page: number;
  pageSize: number;
}

// ---------------------------------------------------------------------------------------------
// Public reads

export const publicPostsQuerySchema = z.object({
  /** The list's language: its posts only (the site's /blog is English, /ar/blog Arabic). */
  language: postLanguageSchema.default(DEFAULT_LANGUAGE),
  category: slugInputSchema.optional(),
  tag: slugInputSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PublicPostsQuery = z.infer<typeof publicPostsQuerySchema>;

export interface BlogCategory {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  /**
   * Its name and description in Arabic (the console's reads only; public reads give `name` and
   * `description` in the page's language instead).
   */
  nameAr?: string | null;
  descriptionAr?: string | null;
  /** Its version (console lists): sent back as If-Match. */
  etag?: string;
}

/** GET /api/blog/categories?language=: names in that language, counts of its posts. */
export const publicCategoriesQuerySchema = z.object({
  language: postLanguageSchema.default(DEFAULT_LANGUAGE),
});

export interface BlogCategoryWithCount extends BlogCategory {
  postCount: number;
}

export interface BlogTag {
  slug: string;
  name: string;
}

export interface BlogTagWithCount extends BlogTag {
  postCount: number;
}

export interface PublicPostSummary {
  slug: string;
  language: string;
  title: string;
  excerpt: string | null;
  coverImageUrl: string | null;
  publishedAt: string;
  readingMinutes: number;
  author: { name: string };
  category: { slug: string; name: string } | null;
}

export interface PublicPost extends PublicPostSummary {
  contentHtml: string;
  updatedAt: string;
  metaTitle: string | null;
  metaDescription: string | null;
  /** The cover, else the blog's default picture for link previews; null without either. */
  seoImageUrl: string | null;
  tags: BlogTag[];
  /** Related posts, in the post's language. */
  related: PublicPostSummary[];
  /**
   * The same post in other languages, public ones only (its original and the original's other
   * translations): the page's hreflang alternates. Empty: the post stands alone.
   */
  translations: PostTranslation[];
}

export interface PostTranslation {
  language: string;
  slug: string;
}

/** GET /api/blog/posts/:slug?language=: a post asked for in a language it is not in: 404. */
export const publicPostQuerySchema = z.object({ language: postLanguageSchema.optional() });

export interface PublicPostPage {
  items: PublicPostSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** The blog's own title and description (settings). */
  blog: { title: string; description: string; defaultSeoImage: string | null };
  /** The category or tag the list is filtered by (unknown ones answer 404). */
  category: BlogCategory | null;
  tag: BlogTag | null;
}

// ---------------------------------------------------------------------------------------------
// Categories, writers, invitations, settings (admins)

export const categoryInputSchema = z.object({
  name: requiredText(BLOG_LIMITS.categoryName),
  /** Left out: made from the name. */
  slug: slugInputSchema.optional(),
  description: nullableText(BLOG_LIMITS.categoryDescription),
  /** The name and description on the Arabic blog; left out or blank: none (shown as written). */
  nameAr: nullableText(BLOG_LIMITS.categoryName),
  descriptionAr: nullableText(BLOG_LIMITS.categoryDescription),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export const categoryPatchSchema = categoryInputSchema.partial();
export type CategoryPatch = z.infer<typeof categoryPatchSchema>;

/** DELETE …/categories/:id?reassignTo=: where the category's posts go instead. */
export const categoryDeleteQuerySchema = z.object({ reassignTo: idSchema.optional() });

export interface BlogWriter {
  id: number;
  name: string;
  email: string;
  role: z.infer<typeof roleSchema>;
  status: (typeof USER_STATUSES)[number];
  postCount: number;
  publishedCount: number;
  lastLoginAt: string | null;
  createdAt: string;
}

export const writerPatchSchema = z.object({
  name: requiredText(100).optional(),
  role: invitationRoleSchema.optional(),
  /** `disabled` ends every session of theirs at once. */
  status: z.enum(USER_STATUSES).optional(),
});
export type WriterPatch = z.infer<typeof writerPatchSchema>;

export const invitationInputSchema = z.object({
  email: emailSchema,
  role: invitationRoleSchema,
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

/** The answer to creating an invitation: the only time the link (with its token) is shown. */
export interface CreatedInvitation {
  id: number;
  email: string;
  role: z.infer<typeof invitationRoleSchema>;
  expiresAt: string;
  link: string;
}

export interface BlogInvitation {
  id: number;
  email: string;
  role: z.infer<typeof invitationRoleSchema>;
  status: (typeof INVITATION_STATUSES)[number];
  expiresAt: string;
  acceptedAt: string | null;
  revokedAt: string | null;
  invitedBy: string | null;
  createdAt: string;
}

/**
 * GET /api/blog/invitations/:token: who a pending, unexpired invitation is for, so the accept
 * screen can say it (and the blog's title, which is public anyway). Nothing else is shown.
 */
export interface InvitationPreview {
  email: string;
  role: z.infer<typeof invitationRoleSchema>;
  expiresAt: string;
  blogTitle: string;
}

/** POST /api/blog/invitations/:token/accept */
export const acceptInvitationSchema = z.object({
  name: requiredText(100),
  password: passwordSchema,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

export const blogSettingsSchema = z.object({
  title: requiredText(80),
  description: z.string().trim().max(300),
  postsPerPage: z.coerce
    .number()
    .int()
    .min(BLOG_LIMITS.postsPerPage.min)
    .max(BLOG_LIMITS.postsPerPage.max),
  defaultSeoImage: imageUrlSchema.nullable(),
});
export type BlogSettings = z.infer<typeof blogSettingsSchema>;
export const blogSettingsPatchSchema = blogSettingsSchema.partial();

export const DEFAULT_BLOG_SETTINGS: BlogSettings = {
  title: 'Car Rental Guides for the UAE',
  description:
    'Deposits, Salik, licences, airport pick-ups and desert drives: plain answers from people who rent cars in the UAE every day.',
  postsPerPage: BLOG_LIMITS.postsPerPage.default,
  defaultSeoImage: null,
};
