import type { Actor, ObjectRules } from './policy';
import { anyone, roles } from './policy';

/**
 * The blog (Ghost's roles: our writer is its contributor, our admin its administrator). Anyone
 * reads published posts; writers draft their own posts and submit them for review; admins edit
 * every post, publish and schedule, and manage categories, people and settings.
 */
export const blogPolicy = {
  read: anyone,
  write: roles('admin', 'writer'),
  manage: roles('admin'),
  publish: roles('admin'),
  /** An invitation's token is the permission: no session needed. */
  acceptInvitation: anyone,
  /** A writer sees and changes only their own posts (another's answers 404); admins all. */
  canManagePost: (actor: Actor | null, post: { authorId: number }) =>
    actor?.role === 'admin' || (actor?.role === 'writer' && actor.id === post.authorId),
  /** Once live (or scheduled), a writer's post is changed by an admin only, as in Ghost. */
  canChangePost: (actor: Actor | null, post: { authorId: number; status: string }) =>
    actor?.role === 'admin' ||
    (actor?.role === 'writer' &&
      actor.id === post.authorId &&
      (post.status === 'draft' || post.status === 'review')),
};

type ManagedPost = { authorId: number; status: string };

/**
 * What a user may do with a post (AdminPost's `can`). A writer edits a draft only: once sent
 * for review it waits for an admin unchanged (it may still be withdrawn, i.e. deleted).
 */
export const postRules: ObjectRules<
  ManagedPost,
  'edit' | 'submit' | 'publish' | 'unpublish' | 'delete'
> = {
  edit: (actor, post) =>
    blogPolicy.canChangePost(actor, post) && (actor.role === 'admin' || post.status === 'draft'),
  /** A writer's draft goes to the admins (an admin publishes instead). */
  submit: (actor, post) =>
    actor.role === 'writer' && blogPolicy.canChangePost(actor, post) && post.status === 'draft',
  publish: (actor) => blogPolicy.publish.allows(actor),
  unpublish: (actor, post) =>
    blogPolicy.publish.allows(actor) &&
    (post.status === 'published' || post.status === 'scheduled'),
  delete: blogPolicy.canChangePost,
};
