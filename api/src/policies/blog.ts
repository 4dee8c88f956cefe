import { POST_TRANSITIONS, isLivePost } from '@core/rules/postStatus';
import type { PostStatus } from '@core/enums';
import type { Actor } from './policy';
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
