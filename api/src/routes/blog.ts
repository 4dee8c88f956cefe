import {
  acceptInvitationSchema,
  publicCategoriesQuerySchema,
  publicPostQuerySchema,
  publicPostsQuerySchema,
  type InvitationPreview,
} from '@core/schemas/blog';
import { signIn } from '../auth/signIn';
import { notFound } from '../errors';
import { blogPolicy } from '../policies/blog';
import { presentCurrentUser } from '../presenters/user';
import { acceptInvitation, previewInvitation } from '../services/blogPeople';
import { getBlogSettings } from '../services/blogSettings';
import {
  findPublicPost,
  listPublicCategories,
  listPublicPosts,
  listPublicTags,
} from '../services/publicBlog';
import type { ApiRouter } from './apiRouter';

// Public blog answers may be kept briefly by browsers and proxies, like rendered pages.
const PUBLIC_CACHE = 'public, max-age=60';

/** The blog as visitors read it (published posts only), and accepting an invitation. */
export function blogRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/blog/posts',
    policy: blogPolicy.read,
    query: publicPostsQuerySchema,
    cache: PUBLIC_CACHE,
    inProcess: true,
    handler: ({ query }) => listPublicPosts(query),
  });

  api.add({
    method: 'get',
    path: '/blog/posts/:slug',
    policy: blogPolicy.read,
    query: publicPostQuerySchema,
    cache: PUBLIC_CACHE,
    inProcess: true,
    handler: ({ params, query }) => {
      const slug = String(params.slug);
      if (slug.length > 120) throw notFound('Post not found');
      return findPublicPost(slug, query.language);
    },
  });

  api.add({
    method: 'get',
    path: '/blog/categories',
    policy: blogPolicy.read,
    query: publicCategoriesQuerySchema,
    cache: PUBLIC_CACHE,
    inProcess: true,
    handler: ({ query }) => listPublicCategories(query.language),
  });

  api.add({
    method: 'get',
    path: '/blog/tags',
    policy: blogPolicy.read,
    cache: PUBLIC_CACHE,
    handler: () => listPublicTags(),
  });

  // Who an invitation is for, before accepting it; an unusable link is a 404 saying why.
  api.add({
    method: 'get',
    path: '/blog/invitations/:token',
    policy: blogPolicy.acceptInvitation,
    cache: 'no-store',
    handler: async ({ params }): Promise<InvitationPreview> => {
      const invitation = await previewInvitation(String(params.token));
      const { title } = await getBlogSettings();
      return { ...invitation, blogTitle: title };
    },
  });

  // The token in the path is the permission; the new account is signed in at once.
  api.add({
    method: 'post',
    path: '/blog/invitations/:token/accept',
    policy: blogPolicy.acceptInvitation,
    session: true,
    cache: 'no-store',
    body: acceptInvitationSchema,
    idempotent: true,
    status: 201,
    handler: async ({ ctx, params, body, deps }) => {
      const user = await acceptInvitation(deps.knex, String(params.token), body);
      return presentCurrentUser(await signIn(ctx, user), deps.mail);
    },
  });
}
