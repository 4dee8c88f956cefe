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
  sendBackInputSchema,
  writerPatchSchema,
  type AdminPost,
  type AdminPostPage,
  type BlogCategory,
  type BlogInvitation,
  type BlogSettings,
  type CreatedInvitation,
} from '@core/schemas/blog';
import type { Post } from '../models';
import type { Actor } from '../policies/policy';
import { blogPolicy } from '../policies/blog';
import { presentAdminPost, presentCategory, presentInvitation } from '../presenters/blog';
import {
  createCategory,
  deleteCategory,
  editCategory,
  findCategory,
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
import { createPost, deletePost, editPost, findPostFor, listPostsFor } from '../services/blogPosts';
import { publishPost, sendBackPost, submitPost, unpublishPost } from '../services/blogPostMoves';
import { getBlogSettings, updateBlogSettings } from '../services/blogSettings';
import { ids, noContent, type ApiRouter } from './apiRouter';
import { withEtag } from './endpoint/versions';
import { readPhotoUpload } from './uploads';

const postId = ids({ id: 'Post not found' });

/** The post as the editor sees it (its GET): what its version is made of. */
const answerPost = (post: Post, { actor }: { actor: Actor }): AdminPost =>
  presentAdminPost(post, actor);

const postVersion = {
  key: ({ params }: { params: { id: number } }) => `post:${params.id}`,
  current: async ({ actor, params }: { actor: Actor; params: { id: number } }) =>
    presentAdminPost(await findPostFor(actor, params.id), actor),
};

/** The console's blog: posts (writers and admins), categories, people and settings (admins). */
export function adminBlogRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/admin/blog/posts',
    policy: blogPolicy.write,
    query: adminPostsQuerySchema,
    handler: ({ actor, query }): Promise<AdminPostPage> => listPostsFor(actor, query),
  });

  api.add({
    method: 'post',
    path: '/admin/blog/posts',
    policy: blogPolicy.write,
    body: postInputSchema,
    idempotent: true,
    status: 201,
    handler: ({ actor, body }) => createPost(actor, body),
    present: answerPost,
  });

  api.add({
    method: 'get',
    path: '/admin/blog/posts/:id',
    policy: blogPolicy.write,
    params: postId,
    etag: true,
    handler: ({ actor, params }) => findPostFor(actor, params.id),
    present: answerPost,
  });

  api.add({
    method: 'patch',
    path: '/admin/blog/posts/:id',
    policy: blogPolicy.write,
    params: postId,
    body: postPatchSchema,
    version: postVersion,
    handler: ({ actor, params, body }) => editPost(actor, params.id, body),
    changesCatalogue: ({ publicChange }) => publicChange,
    present: ({ post }, input) => answerPost(post, input),
  });

  api.add({
    method: 'delete',
    path: '/admin/blog/posts/:id',
    policy: blogPolicy.write,
    params: postId,
    version: postVersion,
    handler: ({ actor, params }) => deletePost(actor, params.id),
    changesCatalogue: ({ wasPublic }) => wasPublic,
    present: noContent,
  });

  api.add({
    method: 'post',
    path: '/admin/blog/posts/:id/submit',
    policy: blogPolicy.write,
    params: postId,
    version: postVersion,
    handler: ({ actor, params }) => submitPost(actor, params.id),
    present: answerPost,
  });

  api.add({
    method: 'post',
    path: '/admin/blog/posts/:id/publish',
    policy: blogPolicy.publish,
    params: postId,
    body: publishInputSchema,
    version: postVersion,
    handler: async ({ actor, params, body, deps }) => {
      const post = await publishPost(actor, params.id, body, { publicUrl: deps.config.publicUrl });
      deps.mail.worker.wake();
      return post;
    },
    changesCatalogue: true,
    present: answerPost,
  });

  api.add({
    method: 'post',
    path: '/admin/blog/posts/:id/send-back',
    policy: blogPolicy.sendBack,
    params: postId,
    body: sendBackInputSchema,
    version: postVersion,
    handler: async ({ actor, params, body, deps }) => {
      const post = await sendBackPost(actor, params.id, body.comment, {
        publicUrl: deps.config.publicUrl,
      });
      deps.mail.worker.wake();
      return post;
    },
    present: answerPost,
  });

  api.add({
    method: 'post',
    path: '/admin/blog/posts/:id/unpublish',
    policy: blogPolicy.unpublish,
    params: postId,
    version: postVersion,
    handler: ({ actor, params }) => unpublishPost(actor, params.id),
    changesCatalogue: ({ publicChange }) => publicChange,
    present: ({ post }, input) => answerPost(post, input),
  });

  api.add({
    method: 'post',
    path: '/admin/blog/images',
    policy: blogPolicy.write,
    idempotent: true,
    status: 201,
    handler: async ({ ctx, deps }) => {
      const { file } = await readPhotoUpload(ctx);
      return storeBlogImage(file.buffer, deps.storage);
    },
  });

  categoryRoutes(api);
  peopleRoutes(api);

  api.add({
    method: 'get',
    path: '/admin/blog/settings',
    policy: blogPolicy.manage,
    etag: true,
    handler: (): Promise<BlogSettings> => getBlogSettings(),
  });

  api.add({
    method: 'patch',
    path: '/admin/blog/settings',
    policy: blogPolicy.manage,
    body: blogSettingsPatchSchema,
    version: { key: () => 'blog-settings', current: () => getBlogSettings() },
    handler: ({ body }): Promise<BlogSettings> => updateBlogSettings(body),
    changesCatalogue: true,
  });
}

/** A category's own fields make its version (its post count moves with the posts). */
const versionedCategory = <C extends BlogCategory>(category: C): C & { etag: string } =>
  withEtag(category, ({ id, slug, name, description, nameAr, descriptionAr }) => ({
    id,
    slug,
    name,
    description,
    nameAr,
    descriptionAr,
  }));

function categoryRoutes(api: ApiRouter) {
  const categoryId = ids({ id: 'Category not found' });
  const categoryVersion = {
    key: ({ params }: { params: { id: number } }) => `category:${params.id}`,
    current: async ({ params }: { params: { id: number } }) =>
      versionedCategory(presentCategory(await findCategory(params.id))),
  };

  api.add({
    method: 'get',
    path: '/admin/blog/categories',
    // Writers read them too: the editor's category picker.
    policy: blogPolicy.write,
    handler: () => listCategories(),
    present: (categories) => categories.map(versionedCategory),
  });

  api.add({
    method: 'post',
    path: '/admin/blog/categories',
    policy: blogPolicy.manage,
    body: categoryInputSchema,
    idempotent: true,
    status: 201,
    handler: ({ body }) => createCategory(body),
    present: (category): BlogCategory => versionedCategory(presentCategory(category)),
  });

  api.add({
    method: 'patch',
    path: '/admin/blog/categories/:id',
    policy: blogPolicy.manage,
    params: categoryId,
    body: categoryPatchSchema,
    version: categoryVersion,
    handler: ({ params, body }) => editCategory(params.id, body),
    changesCatalogue: true,
    present: (category): BlogCategory => versionedCategory(presentCategory(category)),
  });

  api.add({
    method: 'delete',
    path: '/admin/blog/categories/:id',
    policy: blogPolicy.manage,
    params: categoryId,
    query: categoryDeleteQuerySchema,
    version: categoryVersion,
    handler: ({ params, query }) => deleteCategory(params.id, query.reassignTo),
    changesCatalogue: true,
    present: noContent,
  });
}

function peopleRoutes(api: ApiRouter) {
  const writerId = ids({ id: 'Writer not found' });
  const invitationId = ids({ id: 'Invitation not found' });

  api.add({
    method: 'get',
    path: '/admin/blog/writers',
    policy: blogPolicy.manage,
    handler: () => listWriters(),
  });

  api.add({
    method: 'patch',
    path: '/admin/blog/writers/:id',
    policy: blogPolicy.manage,
    params: writerId,
    body: writerPatchSchema,
    handler: ({ actor, params, body, deps }) => editWriter(deps.knex, actor, params.id, body),
    changesCatalogue: true, // author names show on public posts
  });

  api.add({
    method: 'get',
    path: '/admin/blog/invitations',
    policy: blogPolicy.manage,
    handler: () => listInvitations(),
    present: (invitations): BlogInvitation[] => {
      const now = new Date();
      return invitations.map((invitation) => presentInvitation(invitation, now));
    },
  });

  api.add({
    method: 'post',
    path: '/admin/blog/invitations',
    policy: blogPolicy.manage,
    body: invitationInputSchema,
    idempotent: true,
    status: 201,
    handler: async ({ actor, body, deps }): Promise<CreatedInvitation> => {
      const invitation = await createInvitation(deps.knex, actor, body, deps.config.publicUrl);
      deps.mail.worker.wake();
      return invitation;
    },
  });

  api.add({
    method: 'delete',
    path: '/admin/blog/invitations/:id',
    policy: blogPolicy.manage,
    params: invitationId,
    handler: ({ params }) => revokeInvitation(params.id),
    present: noContent,
  });
}
