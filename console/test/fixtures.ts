/** Rows as the API answers them, for component tests: each test states only what it varies. */
import type { AdminPost, AdminPostSummary } from '@core/schemas/blog';
import type { SupportTicketDetail } from '@core/schemas/support';

type PostAbilities = AdminPostSummary['can'];

/** A draft by Rania that the user may do nothing with, unless `can` grants it. */
export const postSummary = (
  id: number,
  title: string,
  can: Partial<PostAbilities> = {},
  status: AdminPostSummary['status'] = 'draft',
): AdminPostSummary => ({
  id,
  slug: `post-${id}`,
  title,
  excerpt: null,
  status,
  coverImageUrl: null,
  publishAt: null,
  publishedAt: null,
  author: { id: 2, name: 'Rania' },
  categoryId: null,
  tags: [],
  readingMinutes: 3,
  language: 'en',
  translationOfId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  can: {
    edit: false,
    submit: false,
    sendBack: false,
    publish: false,
    schedule: false,
    unpublish: false,
    delete: false,
    ...can,
  },
});

/** Post 5 as the editor loads it. */
export const post = (status: AdminPost['status'], can: Partial<PostAbilities>): AdminPost => ({
  ...postSummary(5, 'Salik tolls explained', can, status),
  slug: 'salik-tolls',
  contentHtml: '<p>Every gate costs 4 dirhams.</p>',
  contentJson: null,
  metaTitle: null,
  metaDescription: null,
  review: null,
});

/** Ticket 3, open, with the company's messages given. */
export const ticket = (
  can: SupportTicketDetail['can'],
  messages: SupportTicketDetail['messages'] = [],
): SupportTicketDetail => ({
  id: 3,
  subject: 'Invoice question',
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  messages,
  can,
});
