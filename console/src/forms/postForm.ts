/**
 * The post editor's form ↔ core's post schemas. The form holds the fields as antd edits them
 * (empty text is ''), the body comes from the editor (HTML and its JSON document); the same
 * `postInputSchema` the API uses decides what is valid, and an autosave sends only what changed.
 */
import type { AdminPost, PostInput, PostPatch } from '@core/schemas/blog';
import { postInputSchema } from '@core/schemas/blog';
import { DEFAULT_LANGUAGE } from '@core/i18n/languages';
import { changedFields } from './changedFields';
import { parseForm, type FieldErrors, type Parsed } from './fieldErrors';

export interface PostFormValues {
  title: string;
  /** Empty: the server makes one from the title (and keeps it afterwards). */
  slug: string;
  excerpt: string;
  coverImageUrl: string | null;
  categoryId: number | null;
  tags: string[];
  metaTitle: string;
  metaDescription: string;
  /** ISO instant; admins only (the planned publication time). */
  publishAt: string | null;
  /** The post's language (a site language's code). */
  language: string;
  /** The original this post translates (a post in another language), or none. */
  translationOfId: number | null;
}

/** The editor's body as the API takes it. */
export interface PostContent {
  html: string;
  json: Record<string, unknown> | null;
}

export function newPostFormValues(): PostFormValues {
  return {
    title: '',
    slug: '',
    excerpt: '',
    coverImageUrl: null,
    categoryId: null,
    tags: [],
    metaTitle: '',
    metaDescription: '',
    publishAt: null,
    language: DEFAULT_LANGUAGE,
    translationOfId: null,
  };
}

export function postToFormValues(post: AdminPost): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? '',
    coverImageUrl: post.coverImageUrl,
    categoryId: post.categoryId,
    tags: post.tags,
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
    publishAt: post.publishAt,
    language: post.language,
    translationOfId: post.translationOfId,
  };
}

/** Only admins may send a publication time (the server refuses a writer's, even null). */
export interface PostInputOptions {
  canSchedule: boolean;
}

/** The form and the body as the API's input, checked by the API's own schema. */
export function parsePostForm(
  values: PostFormValues,
  content: PostContent,
  { canSchedule }: PostInputOptions,
): Parsed<PostInput> {
  const slug = values.slug.trim();
  const parsed = parseForm(postInputSchema, {
    title: values.title,
    ...(slug ? { slug } : {}),
    excerpt: values.excerpt,
    contentHtml: content.html,
    contentJson: content.json,
    categoryId: values.categoryId,
    tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
    coverImageUrl: values.coverImageUrl,
    metaTitle: values.metaTitle,
    metaDescription: values.metaDescription,
    language: values.language,
    translationOfId: values.translationOfId,
    ...(canSchedule ? { publishAt: values.publishAt } : {}),
  });
  return parsed.ok ? parsed : { ok: false, errors: postFieldErrors(parsed.errors) };
}

/**
 * Problems keyed by the form's own fields: the body's (`contentHtml`, `contentJson`) belong to
 * the editor, `content`; a tag's (`tags.3`) to the tags box.
 */
export function postFieldErrors(errors: FieldErrors): FieldErrors {
  const fields: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const [first] = path.split('.');
    const name = first === 'contentHtml' || first === 'contentJson' ? 'content' : first!;
    fields[name] ??= message;
  }
  return fields;
}

/** What differs between the input last saved and the input now: the autosave's patch. */
export function postPatchBetween(saved: PostInput | null, next: PostInput): PostPatch {
  return (saved ? changedFields(next, saved) : next) as PostPatch;
}

/** The input the server holds for a post (the autosave's starting point). */
export function savedInputOf(post: AdminPost, { canSchedule }: PostInputOptions): PostInput {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    contentHtml: post.contentHtml,
    contentJson: post.contentJson,
    categoryId: post.categoryId,
    tags: post.tags,
    coverImageUrl: post.coverImageUrl,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    language: post.language,
    translationOfId: post.translationOfId,
    ...(canSchedule ? { publishAt: post.publishAt } : {}),
  };
}
