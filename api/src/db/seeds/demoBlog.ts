/**
 * The demo blog: categories, tags and posts (demoBlogContent.ts) by the demo admin and writer.
 * Deterministic: dates are the demo base date minus fixed days, no clock and no randomness.
 * Each post's HTML and editor JSON are made from one list of blocks, and the HTML goes through
 * the same sanitiser as the editor's.
 */
import type { Knex } from 'knex';
import { readingMinutes } from '@core/rules/readingTime';
import { slugify } from '@core/rules/slug';
import { demoCarImageUrl } from '../../media/demoArt';
import { sanitisePostHtml } from '../../services/blogHtml';
import { DEMO_BLOG_CATEGORIES, DEMO_BLOG_POSTS, type Block } from './demoBlogContent';
import { DEMO_BLOG_POSTS_AR } from './demoBlogContentAr';

const DAY_MS = 24 * 60 * 60 * 1000;

interface TextNode {
  type: 'text';
  text: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
}
type DocNode = { type: string; attrs?: Record<string, unknown>; content?: (DocNode | TextNode)[] };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const INLINE = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g;

/** `**bold**` and `[words](href)` → text nodes with marks. */
function inlineNodes(text: string): TextNode[] {
  const nodes: TextNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) nodes.push({ type: 'text', text: text.slice(last, match.index) });
    if (match[1]) nodes.push({ type: 'text', text: match[1], marks: [{ type: 'bold' }] });
    else
      nodes.push({
        type: 'text',
        text: match[2]!,
        marks: [{ type: 'link', attrs: { href: match[3] } }],
      });
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push({ type: 'text', text: text.slice(last) });
  return nodes;
}

function inlineHtml(nodes: TextNode[]): string {
  return nodes
    .map((node) => {
      const mark = node.marks?.[0];
      const text = escapeHtml(node.text);
      if (mark?.type === 'bold') return `<strong>${text}</strong>`;
      if (mark?.type === 'link')
        return `<a href="${escapeHtml(String(mark.attrs!.href))}">${text}</a>`;
      return text;
    })
    .join('');
}

const paragraph = (text: string): DocNode => ({ type: 'paragraph', content: inlineNodes(text) });

function blockNode(block: Block): DocNode {
  if ('h2' in block)
    return { type: 'heading', attrs: { level: 2 }, content: inlineNodes(block.h2) };
  if ('h3' in block)
    return { type: 'heading', attrs: { level: 3 }, content: inlineNodes(block.h3) };
  if ('p' in block) return paragraph(block.p);
  if ('quote' in block) return { type: 'blockquote', content: [paragraph(block.quote)] };
  const [type, items] = 'ul' in block ? ['bulletList', block.ul] : ['orderedList', block.ol];
  return {
    type,
    content: items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })),
  };
}

function nodeHtml(node: DocNode): string {
  const inner = (node.content ?? [])
    .map((child) => ('text' in child ? '' : nodeHtml(child)))
    .join('');
  const text = () => inlineHtml((node.content ?? []) as TextNode[]);
  switch (node.type) {
    case 'heading':
      return `<h${String(node.attrs!.level)}>${text()}</h${String(node.attrs!.level)}>`;
    case 'paragraph':
      return `<p>${text()}</p>`;
    case 'blockquote':
      return `<blockquote>${inner}</blockquote>`;
    case 'bulletList':
      return `<ul>${inner}</ul>`;
    case 'orderedList':
      return `<ol>${inner}</ol>`;
    default:
      return `<li>${inner}</li>`;
  }
}

/** A post's editor document (Tiptap JSON) and its HTML, from its blocks. */
export function renderDemoPost(blocks: Block[]): { json: DocNode; html: string } {
  const json: DocNode = { type: 'doc', content: blocks.map(blockNode) };
  return {
    json,
    html: sanitisePostHtml(json.content!.map((node) => nodeHtml(node as DocNode)).join('')),
  };
}

/** Inserts the demo blog inside the demo seed's transaction. */
export async function seedDemoBlog(
  trx: Knex.Transaction,
  options: { adminId: number; writerId: number; baseDate: Date },
): Promise<{ posts: number }> {
  const at = (daysAgo: number) => new Date(options.baseDate.getTime() - daysAgo * DAY_MS);
  const categories: { id: number; slug: string }[] = await trx('post_categories')
    .insert(
      DEMO_BLOG_CATEGORIES.map(({ nameAr, descriptionAr, ...c }) => ({
        ...c,
        name_ar: nameAr,
        description_ar: descriptionAr,
        created_at: at(120),
        updated_at: at(120),
      })),
    )
    .returning(['id', 'slug']);
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));

  const tagNames = [...new Set(DEMO_BLOG_POSTS.flatMap((post) => post.tags))];
  const tags: { id: number; slug: string }[] = await trx('tags')
    .insert(tagNames.map((name) => ({ name, slug: slugify(name), created_at: at(120) })))
    .returning(['id', 'slug']);
  const tagId = new Map(tags.map((t) => [t.slug, t.id]));

  // The originals first: a translation names its original's id.
  const idOf = new Map<string, number>();
  for (const spec of [...DEMO_BLOG_POSTS, ...DEMO_BLOG_POSTS_AR]) {
    const { json, html } = renderDemoPost(spec.body);
    const published = spec.daysAgo === null ? null : at(spec.daysAgo);
    const written = published ?? at(2);
    const [post] = await trx('posts')
      .insert({
        slug: spec.slug,
        title: spec.title,
        excerpt: spec.excerpt,
        content_json: JSON.stringify(json),
        content_html: html,
        reading_minutes: readingMinutes(html),
        cover_image_url: spec.cover ? demoCarImageUrl(spec.cover.carType, spec.cover.color) : null,
        status: spec.status,
        published_at: published,
        author_id: spec.author === 'admin' ? options.adminId : options.writerId,
        category_id: categoryId.get(spec.category) ?? null,
        meta_description: spec.metaDescription,
        language: spec.language ?? 'en',
        translation_of_id: spec.translationOf ? idOf.get(spec.translationOf) : null,
        created_at: new Date(written.getTime() - 3 * DAY_MS),
        updated_at: written,
      })
      .returning('id');
    const postId = (post as { id: number }).id;
    idOf.set(spec.slug, postId);
    if (spec.tags.length === 0) continue;
    await trx('post_tags').insert(
      spec.tags.map((name, position) => ({
        post_id: postId,
        tag_id: tagId.get(slugify(name)),
        position,
      })),
    );
  }
  return { posts: DEMO_BLOG_POSTS.length + DEMO_BLOG_POSTS_AR.length };
}
