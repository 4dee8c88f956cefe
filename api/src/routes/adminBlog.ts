import {
  adminPostsQuerySchema,
  blogSettingsPatchSchema,
  categoryDeleteQuerySchema,
  categoryInputSchema,
  categoryPatchSchema,
  invitationInputSchema,
  postInputSchema,
  postPatchSchema,
  publishInputSchema,
  writerPatchSchema,
  type AdminPost,
  type AdminPostPage,
  type BlogCategory,
  type BlogInvitation,
  type BlogSettings,
  type CreatedInvitation,
} from '@core/schemas/blog';
import type { ParameterizedContext } from 'koa';
import type { AppContext, AppState } from '../appContext';
import { idOr404, parseInput } from '../errors';
import { blogPolicy } from '../policies/blog';
import { presentAdminPost, presentCategory, presentInvitation } from '../presenters/blog';
import {
  createCategory,
  deleteCategory,
  editCategory,
  listCategories,
} from '../services/blogCategories';
import { storeBlogImage } from '../services/blogImages';
import {
  createInvitation,
  editWriter,
  listInvitations,
  listWriters,
  revokeInvitation,
} from '../services/blogPeople';
import {
  createPost,
  deletePost,
  editPost,
  findPostFor,
  listPostsFor,
  publishPost,
  submitPost,
  unpublishPost,
} from '../services/blogPosts';
import { getBlogSettings, updateBlogSettings } from '../services/blogSettings';
import type { ApiRouter } from './apiRouter';
import { readPhotoUpload } from './uploads';

type Ctx = ParameterizedContext<AppState, AppContext>;
type RouteCtx = Ctx & { params: Record<string, string> };

const postIdOf = (ctx: RouteCtx) => idOr404(ctx.params.id, 'Post not found');

/** Answers the post as the editor sees it; visitors' pages are rebuilt when it was public. */
function answerPost(ctx: Ctx, post: Parameters<typeof presentAdminPost>[0], publicChange = false) {
  if (publicChange) ctx.deps.catalogue.changed();
  ctx.set('Cache-Control', 'no-store');
  ctx.body = presentAdminPost(post, ctx.state.actor!) satisfies AdminPost;
}

/** The console's blog: posts (writers and admins), categories, people and settings (admins). */
export function adminBlogRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/admin/blog/posts',
    policy: blogPolicy.write,
    handler: async (ctx) => {
      const query = parseInput(adminPostsQuerySchema, ctx.query, 'query');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await listPostsFor(ctx.state.actor!, query)) satisfies AdminPostPage;
    },
  });

  api.add({
    method: 'post',
    path: '/admin/blog/posts',
    policy: blogPolicy.write,
    handler: async (ctx) => {
      const input = parseInput(postInputSchema, ctx.request.body, 'body');
      answerPost(ctx, await createPost(ctx.state.actor!, input));
      ctx.status = 201;
    },
  });

  api.add({
    method: 'get',
    path: '/admin/blog/posts/:id',
    policy: blogPolicy.write,
    handler: async (ctx) => {
      answerPost(ctx, await findPostFor(ctx.state.actor!, postIdOf(ctx)));
    },
  });

  api.add({
    method: 'patch',
    path: '/admin/blog/posts/:id',
    policy: blogPolicy.write,
    handler: async (ctx) => {
      const id = postIdOf(ctx);
      const patch = parseInput(postPatchSchema, ctx.request.body, 'body');
      const { post, publicChange } = await editPost(ctx.state.actor!, id, patch);
      answerPost(ctx, post, publicChange);
    },
  });

  api.add({
    method: 'delete',
    path: '/admin/blog/posts/:id',
    policy: blogPolicy.write,
    handler: async (ctx) => {
      const { wasPublic } = await deletePost(ctx.state.actor!, postIdOf(ctx));
      if (wasPublic) ctx.deps.catalogue.changed();
      ctx.status = 204;
    },
  });

  api.add({
    method: 'post',
    path: '/admin/blog/posts/:id/submit',
    policy: blogPolicy.write,
    handler: async (ctx) => {
      answerPost(ctx, await submitPost(ctx.state.actor!, postIdOf(ctx)));
    },
  });

  api.add({
    method: 'post',
    path: '/admin/blog/posts/:id/publish',
    policy: blogPolicy.publish,
    handler: async (ctx) => {
      const id = postIdOf(ctx);
      const input = parseInput(publishInputSchema, ctx.request.body ?? {}, 'body');
      answerPost(ctx, await publishPost(ctx.state.actor!, id, input), true);
    },
  });

  api.add({
    method: 'post',
    path: '/admin/blog/posts/:id/unpublish',
    policy: blogPolicy.publish,
    handler: async (ctx) => {
      const { post, publicChange } = await unpublishPost(ctx.state.actor!, postIdOf(ctx));
      answerPost(ctx, post, publicChange);
    },
  });

  api.add({
    method: 'post',
    path: '/admin/blog/images',
    policy: blogPolicy.write,
    handler: async (ctx) => {
      const { file } = await readPhotoUpload(ctx);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = await storeBlogImage(file.buffer, ctx.deps.storage);
    },
  });

  categoryRoutes(api);
  peopleRoutes(api);

  api.add({
    method: 'get',
    path: '/admin/blog/settings',
    policy: blogPolicy.manage,
    handler: async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await getBlogSettings()) satisfies BlogSettings;
    },
  });

  api.add({
    method: 'patch',
    path: '/admin/blog/settings',
    policy: blogPolicy.manage,
    handler: async (ctx) => {
      const patch = parseInput(blogSettingsPatchSchema, ctx.request.body, 'body');
      const settings = await updateBlogSettings(patch);
      ctx.deps.catalogue.changed();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = settings satisfies BlogSettings;
    },
  });
}

function categoryRoutes(api: ApiRouter) {
  const categoryIdOf = (ctx: RouteCtx) => idOr404(ctx.params.id, 'Category not found');

  api.add({
    method: 'get',
    path: '/admin/blog/categories',
    // Writers read them too: the editor's category picker.
    policy: blogPolicy.write,
    handler: async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await listCategories();
    },
  });

  api.add({
    method: 'post',
    path: '/admin/blog/categories',
    policy: blogPolicy.manage,
    handler: async (ctx) => {
      const input = parseInput(categoryInputSchema, ctx.request.body, 'body');
      ctx.status = 201;
      ctx.body = presentCategory(await createCategory(input)) satisfies BlogCategory;
    },
  });

  api.add({
    method: 'patch',
    path: '/admin/blog/categories/:id',
    policy: blogPolicy.manage,
    handler: async (ctx) => {
      const id = categoryIdOf(ctx);
      const patch = parseInput(categoryPatchSchema, ctx.request.body, 'body');
      const category = await editCategory(id, patch);
      ctx.deps.catalogue.changed();
      ctx.body = presentCategory(category) satisfies BlogCategory;
    },
  });

  api.add({
    method: 'delete',
    path: '/admin/blog/categories/:id',
    policy: blogPolicy.manage,
    handler: async (ctx) => {
      const id = categoryIdOf(ctx);
      const { reassignTo } = parseInput(categoryDeleteQuerySchema, ctx.query, 'query');
      await deleteCategory(id, reassignTo);
      ctx.deps.catalogue.changed();
      ctx.status = 204;
    },
  });
}

function peopleRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/admin/blog/writers',
    policy: blogPolicy.manage,
    handler: async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await listWriters();
    },
  });

  api.add({
    method: 'patch',
    path: '/admin/blog/writers/:id',
    policy: blogPolicy.manage,
    handler: async (ctx) => {
      const id = idOr404(ctx.params.id, 'Writer not found');
      const patch = parseInput(writerPatchSchema, ctx.request.body, 'body');
      const writer = await editWriter(ctx.deps.knex, ctx.state.actor!, id, patch);
      ctx.deps.catalogue.changed(); // author names show on public posts
      ctx.body = writer;
    },
  });

  api.add({
    method: 'get',
    path: '/admin/blog/invitations',
    policy: blogPolicy.manage,
    handler: async (ctx) => {
      const now = new Date();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await listInvitations()).map((invitation) =>
        presentInvitation(invitation, now),
      ) satisfies BlogInvitation[];
    },
  });

  api.add({
    method: 'post',
    path: '/admin/blog/invitations',
    policy: blogPolicy.manage,
    handler: async (ctx) => {
      const input = parseInput(invitationInputSchema, ctx.request.body, 'body');
      const created = await createInvitation(ctx.state.actor!, input, ctx.deps.config.publicUrl);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = created satisfies CreatedInvitation;
    },
  });

  api.add({
    method: 'delete',
    path: '/admin/blog/invitations/:id',
    policy: blogPolicy.manage,
    handler: async (ctx) => {
      await revokeInvitation(idOr404(ctx.params.id, 'Invitation not found'));
      ctx.status = 204;
    },
  });
}
