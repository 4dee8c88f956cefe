import { describe, expect, it } from 'vitest';
import type {
  BlogCategoryWithCount,
  PublicPost,
  PublicPostPage,
  PublicPostSummary,
} from '@core/schemas/blog';
import { renderWithAnswers } from './renderWithAnswers';

/**
 * The Arabic blog names its categories in Arabic, as the API answers them for the page's language
 * (the API's side: api/src/routes/blogLanguages.int.test.ts): the list's filters, a post's card,
 * its breadcrumb and JSON-LD, a category list's heading. The page asks with `?language=ar`.
 */
const category = { slug: 'costs-and-fees', name: 'التكاليف والرسوم' };

const summary: PublicPostSummary = {
  slug: 'deposit-ar',
  language: 'ar',
  title: 'مبلغ التأمين عند استئجار سيارة',
  excerpt: 'لماذا تحجز الشركات مبلغاً على بطاقتك.',
  coverImageUrl: null,
  publishedAt: '2026-11-20T08:00:00.000Z',
  readingMinutes: 4,
  author: { name: 'Layla' },
  category,
};

const blog = { title: 'Blog', description: 'Guides', defaultSeoImage: null };
const list = (filtered: boolean): PublicPostPage => ({
  items: [summary],
  total: 1,
  page: 1,
  pageSize: 9,
  pageCount: 1,
  blog,
  category: filtered ? { id: 2, ...category, description: null } : null,
  tag: null,
});

const categories: BlogCategoryWithCount[] = [
  { id: 2, ...category, description: null, postCount: 1 },
  { id: 3, slug: 'road-trips', name: 'رحلات برية', description: null, postCount: 0 },
];

const post: PublicPost = {
  ...summary,
  contentHtml: '<p>نص المقال.</p>',
  updatedAt: '2026-11-20T08:00:00.000Z',
  metaTitle: null,
  metaDescription: null,
  seoImageUrl: null,
  tags: [],
  related: [],
  translations: [],
};

/** The API's answers by path: only the exact reads the pages should make. */
const ANSWERS: Record<string, unknown> = {
  '/api/blog/posts?language=ar': list(false),
  '/api/blog/posts?language=ar&category=costs-and-fees': list(true),
  '/api/blog/categories?language=ar': categories,
  '/api/blog/posts/deposit-ar?language=ar': post,
};

const html = renderWithAnswers(ANSWERS);

describe('blog categories on the Arabic blog', () => {
  it('names them in Arabic in the list’s filters and on the cards', async () => {
    const { page, status, asked } = await html('/ar/blog');
    expect(asked).toContain('/api/blog/categories?language=ar');
    expect(status).toBe(200);
    expect(page).toContain('<html lang="ar" dir="rtl">');
    const filters = /<nav[^>]*class="blog__categories"[^>]*>(.*?)<\/nav>/.exec(page)?.[1] ?? '';
    expect(filters).toMatch(/href="\/ar\/blog\/category\/costs-and-fees"[^>]*>التكاليف والرسوم</);
    // A category without posts in the page's language is no filter.
    expect(filters).not.toContain('رحلات برية');
    expect(page).toMatch(/class="post-card__category">التكاليف والرسوم</);
  });

  it('names the category in a category list’s heading and title', async () => {
    const { page, status } = await html('/ar/blog/category/costs-and-fees');
    expect(status).toBe(200);
    expect(page).toMatch(/<h1[^>]*>[^<]*التكاليف والرسوم/);
    expect(page).toMatch(/<title[^>]*>[^<]*التكاليف والرسوم/);
  });

  it('names it in a post’s breadcrumb and its JSON-LD', async () => {
    const { page, status } = await html('/ar/blog/deposit-ar');
    expect(status).toBe(200);
    const crumbs = /<nav[^>]*class="blog-post__crumbs"[^>]*>(.*?)<\/nav>/.exec(page)?.[0] ?? '';
    expect(crumbs).toContain('aria-label="مسار التنقل"');
    expect(crumbs).toMatch(/href="\/ar\/blog\/category\/costs-and-fees"[^>]*>التكاليف والرسوم</);
    expect(page).toContain('"articleSection":"التكاليف والرسوم"');
  });
});
