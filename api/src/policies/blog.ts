import { POST_TRANSITIONS, canMovePost, isLivePost } from '@core/rules/postStatus';
import type { PostStatus } from '@core/enums';
import type { Actor, ObjectRules } from './policy';
import { anyone, roles } from './policy';

/**
 * The blog (Ghost's roles: our writer is its contributor, our admin its administrator). Anyone
 * reads published posts; writers draft their own posts and submit them for review; admins edit
 * every post, publish and schedule, send a post in review back with a comment, and manage
 * categories, people and settings. Who takes which act on a post is core's table
 * (rules/postStatus.ts); the acts' policies are made from it.
 */
export const blogPolicy = {
  read: anyone,
  write: roles('admin', 'writer'),
  manage: roles('admin'),
  /** Publish now or schedule (one route). */
  publish: roles(...POST_TRANSITIONS.publish.by),
  sendBack: roles(...POST_TRANSITIONS.sendBack.by),
  unpublish: roles(...POST_TRANSITIONS.unpublish.by),
  /** An invitation's token is the permission: no session needed. */
  acceptInvitation: anyone,
  /** A writer sees and changes only their own posts (another's answers 404); admins all. */
  canManagePost: (actor: Actor | null, post: { authorId: number }) =>
    actor?.role === 'admin' || (actor?.role === 'writer' && actor.id === post.authorId),
  /** Once live (or scheduled), a writer's post is changed by an admin only, as in Ghost. */
  canChangePost: (actor: Actor | null, post: { authorId: number; status: PostStatus }) =>
    actor?.role === 'admin' ||
    (actor?.role === 'writer' && actor.id === post.authorId && !isLivePost(post.status)),
};

type ManagedPost = { authorId: number; status: PostStatus };

/**
 * What a user may do with a post (AdminPost's `can`): the acts' policies above and core's
 * table (rules/postStatus.ts), as the routes and services/blogPostMoves.ts check them. A writer
 * edits a draft only: once sent for review it waits for an admin unchanged (it may still be
 * withdrawn, i.e. deleted).
 */
export const postRules: ObjectRules<
  ManagedPost,
  'edit' | 'submit' | 'sendBack' | 'publish' | 'schedule' | 'unpublish' | 'delete'
> = {
  edit: (actor, post) =>
    blogPolicy.canChangePost(actor, post) && (actor.role === 'admin' || post.status === 'draft'),
  /** A writer's draft goes to the admins (an admin publishes instead: the table's `by`). */
  submit: (actor, post) =>
    blogPolicy.canChangePost(actor, post) && canMovePost('submit', post.status, actor.role),
  sendBack: (actor, post) =>
    blogPolicy.sendBack.allows(actor) && canMovePost('sendBack', post.status),
  publish: (actor, post) => blogPolicy.publish.allows(actor) && canMovePost('publish', post.status),
  schedule: (actor, post) =>
    blogPolicy.publish.allows(actor) && canMovePost('schedule', post.status),
  unpublish: (actor, post) =>
    blogPolicy.unpublish.allows(actor) && canMovePost('unpublish', post.status),
  delete: blogPolicy.canChangePost,
};
