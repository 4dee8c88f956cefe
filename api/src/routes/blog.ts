import { acceptInvitationSchema, publicPostsQuerySchema } from '@core/schemas/blog';
import { signIn } from '../auth/signIn';
import { notFound, parseInput } from '../errors';
import { blogPolicy } from '../policies/blog';
import { presentCurrentUser } from '../presenters/user';
import { acceptInvitation } from '../services/blogPeople';
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

  // The token in the path is the permission; the new account is signed in at once.
  api.add({
    method: 'post',
    path: '/blog/invitations/:token/accept',
    policy: blogPolicy.acceptInvitation,
    session: true,
    handler: async (ctx) => {
      const input = parseInput(acceptInvitationSchema, ctx.request.body, 'body');
      const token = String(ctx.params.token);
      if (token.length > 100) throw notFound('This invitation link is not valid');
      const user = await acceptInvitation(ctx.deps.knex, token, input);
      await signIn(ctx, user);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = presentCurrentUser(ctx.state.actor!);
    },
  });
}
