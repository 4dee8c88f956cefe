import {
  acceptInvitationSchema,
  publicPostsQuerySchema,
  type InvitationPreview,
} from '@core/schemas/blog';
import { signIn } from '../auth/signIn';
import { notFound, parseInput } from '../errors';
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
    handler: async (ctx) => {
      const query = parseInput(publicPostsQuerySchema, ctx.query, 'query');
      ctx.set('Cache-Control', PUBLIC_CACHE);
      ctx.body = await listPublicPosts(query);
    },
  });

  api.add({
    method: 'get',
    path: '/blog/posts/:slug',
    policy: blogPolicy.read,
    handler: async (ctx) => {
      const slug = String(ctx.params.slug);
      if (slug.length > 120) throw notFound('Post not found');
      ctx.set('Cache-Control', PUBLIC_CACHE);
      ctx.body = await findPublicPost(slug);
    },
  });

  api.add({
    method: 'get',
    path: '/blog/categories',
    policy: blogPolicy.read,
    handler: async (ctx) => {
      ctx.set('Cache-Control', PUBLIC_CACHE);
      ctx.body = await listPublicCategories();
    },
  });

  api.add({
    method: 'get',
    path: '/blog/tags',
    policy: blogPolicy.read,
    handler: async (ctx) => {
      ctx.set('Cache-Control', PUBLIC_CACHE);
      ctx.body = await listPublicTags();
    },
  });

  // Who an invitation is for, before accepting it; an unusable link is a 404 saying why.
  api.add({
    method: 'get',
    path: '/blog/invitations/:token',
    policy: blogPolicy.acceptInvitation,
    handler: async (ctx) => {
      const invitation = await previewInvitation(String(ctx.params.token));
      const { title } = await getBlogSettings();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { ...invitation, blogTitle: title } satisfies InvitationPreview;
    },
  });

  // The token in the path is the permission; the new account is signed in at once.
  api.add({
    method: 'post',
    path: '/blog/invitations/:token/accept',
    policy: blogPolicy.acceptInvitation,
    session: true,
    handler: async (ctx) => {
      const input = parseInput(acceptInvitationSchema, ctx.request.body, 'body');
      const user = await acceptInvitation(ctx.deps.knex, String(ctx.params.token), input);
      await signIn(ctx, user);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = presentCurrentUser(ctx.state.actor!);
    },
  });
}
