import { describe, expect, it } from 'vitest';
import type { AdminPost } from '@core/schemas/blog';
import {
  newPostFormValues,
  parsePostForm,
  postFieldErrors,
  postPatchBetween,
  postToFormValues,
  savedInputOf,
} from './postForm';

const content = { html: '<h2>Salik</h2><p>Tolls.</p>', json: { type: 'doc', content: [] } };
const writer = { canSchedule: false };
const admin = { canSchedule: true };

const post: AdminPost = {
  id: 7,
  slug: 'salik-explained',
  title: 'Salik explained',
  excerpt: null,
  status: 'draft',
  coverImageUrl: null,
  publishAt: null,
  publishedAt: null,
  author: { id: 3, name: 'Daniel' },
  categoryId: 2,
  tags: ['tolls'],
  readingMinutes: 1,
  language: 'en',
  translationOfId: null,
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
  contentHtml: content.html,
  contentJson: content.json,
  metaTitle: null,
  metaDescription: null,
  review: null,
  can: {
    edit: true,
    submit: true,
    sendBack: false,
    publish: false,
    schedule: false,
    unpublish: false,
    delete: true,
  },
};

describe('post form ↔ postInputSchema', () => {
  it('leaves an empty slug to the server and empty texts as null', () => {
    const parsed = parsePostForm({ ...newPostFormValues(), title: ' Salik ' }, content, writer);
    expect(parsed.ok && parsed.data).toMatchObject({
      title: 'Salik',
      excerpt: null,
      metaTitle: null,
      contentHtml: content.html,
      tags: [],
    });
    expect(parsed.ok && 'slug' in parsed.data).toBe(false);
  });

  it('sends a publication time for admins only (the server refuses a writer’s)', () => {
    const values = { ...newPostFormValues(), title: 'A', publishAt: '2026-12-01T08:00:00.000Z' };
    const byWriter = parsePostForm(values, content, writer);
    const byAdmin = parsePostForm(values, content, admin);
    expect(byWriter.ok && 'publishAt' in byWriter.data).toBe(false);
    expect(byAdmin.ok && byAdmin.data.publishAt).toBe('2026-12-01T08:00:00.000Z');
  });

  it('puts problems on the form’s fields: body on the editor, a tag on the tags box', () => {
    const parsed = parsePostForm(
      { ...newPostFormValues(), slug: 'Not a slug!', tags: ['x'.repeat(41)] },
      content,
      writer,
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors).sort()).toEqual(['slug', 'tags', 'title']);
    expect(postFieldErrors({ contentHtml: 'The post is too long', 'tags.3': 'Too long' })).toEqual({
      content: 'The post is too long',
      tags: 'Too long',
    });
  });

  it('patches only what changed since the last save', () => {
    const saved = savedInputOf(post, writer);
    const parsed = parsePostForm({ ...postToFormValues(post), excerpt: 'Tolls' }, content, writer);
    expect(parsed.ok && postPatchBetween(saved, parsed.data)).toEqual({ excerpt: 'Tolls' });
    expect(parsed.ok && Object.keys(postPatchBetween(null, parsed.data))).toContain('title');
  });
});
