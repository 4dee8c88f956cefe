/**
 * The acts that move a post through its statuses (core/rules/postStatus.ts): submit, publish
 * now, schedule, send back with a comment, unpublish, and the scheduled posts that come due.
 * Each act locks the post, checks the move against core's table (409 `invalid_transition`
 * when the post's status does not allow it) and writes it with its mail in one transaction:
 * two admins deciding the same post at once make one decision, the other is refused.
 */
import type { Knex } from 'knex';
import { postMoveProblem, type PostAct } from '@core/rules/postStatus';
import type { PublishInput } from '@core/schemas/blog';
import { transaction } from '../db/transaction';
import { forbidden, invalidTransition, notFound } from '../errors';
import { enqueuePostDecisionMail } from '../mail/postDecisionMail';
import { Post } from '../models';
import { blogPolicy, postRules } from '../policies/blog';
import type { Actor } from '../policies/policy';
import { findPostFor, isLiveOrScheduled, mustChange, type PostChange } from './blogPosts';

/** The post locked for the act (another writer's answers 404, as if it did not exist). */
async function lockedPostFor(actor: Actor, id: number, trx: Knex.Transaction): Promise<Post> {
  const post = await Post.query(trx).findById(id).forUpdate();
  if (!post || !blogPolicy.canManagePost(actor, post)) throw notFound('Post not found');
  return post;
}

function mustMove(act: PostAct, post: Post) {
  const problem = postMoveProblem(act, post.status);
  if (problem) throw invalidTransition(problem);
}

/** A draft goes to the admins for review (again: a no-op); the last comment is done with. */
export async function submitPost(actor: Actor, id: number): Promise<Post> {
  return transaction(async (trx) => {
    const post = await lockedPostFor(actor, id, trx);
    mustChange(actor, post);
    if (post.status !== 'review') {
      mustMove('submit', post);
      if (!postRules.submit(actor, post)) {
        throw forbidden('An admin publishes a post rather than sending it for review');
      }
      await Post.query(trx)
        .patch({ status: 'review', reviewComment: null, sentBackAt: null })
        .where('id', id);
    }
    return findPostFor(actor, id, trx);
  });
}

export interface DecisionOptions {
  /** PUBLIC_URL, for the link in the writer's mail. */
  publicUrl: string;
  now?: Date;
}

/**
 * Admins: live now (`publishAt` left out or not in the future) or scheduled for `publishAt`.
 * A post keeps the date it first went live when it is published again; publishing a published
 * post answers it unchanged. The writer is told when the post goes live.
 */
export async function publishPost(
  actor: Actor,
  id: number,
  input: PublishInput,
  { publicUrl, now = new Date() }: DecisionOptions,
): Promise<Post> {
  return transaction(async (trx) => {
    const post = await lockedPostFor(actor, id, trx);
    const at = input.publishAt ? new Date(input.publishAt) : now;
    const act: PostAct = at > now ? 'schedule' : 'publish';
    if (act === 'publish' && post.status === 'published') return findPostFor(actor, id, trx);
    mustMove(act, post);
    const columns: Partial<Post> =
      act === 'schedule'
        ? { status: 'scheduled', publishAt: at, publishedAt: null }
        : { status: 'published', publishAt: null, publishedAt: post.publishedAt ?? now };
    await Post.query(trx).patch(columns).where('id', post.id);
    if (act === 'publish') {
      await enqueuePostDecisionMail(trx, post, 'published', { publicUrl, decidedAt: now });
    }
    return findPostFor(actor, id, trx);
  });
}

/** Admins: a post in review back to its writer as a draft, with the comment they read. */
export async function sendBackPost(
  actor: Actor,
  id: number,
  comment: string,
  { publicUrl, now = new Date() }: DecisionOptions,
): Promise<Post> {
  return transaction(async (trx) => {
    const post = await lockedPostFor(actor, id, trx);
    mustMove('sendBack', post);
    await Post.query(trx)
      .patch({ status: 'draft', reviewComment: comment, sentBackAt: now })
      .where('id', post.id);
    await enqueuePostDecisionMail(trx, post, 'sentBack', { comment, publicUrl, decidedAt: now });
    return findPostFor(actor, id, trx);
  });
}

/** Admins: a live or scheduled post back to a draft (off the site at once). */
export async function unpublishPost(actor: Actor, id: number): Promise<PostChange> {
  return transaction(async (trx) => {
    const post = await lockedPostFor(actor, id, trx);
    mustMove('unpublish', post);
    await Post.query(trx).patch({ status: 'draft' }).where('id', post.id);
    return { post: await findPostFor(actor, id, trx), publicChange: isLiveOrScheduled(post) };
  });
}

/**
 * Scheduled posts whose time has come become published (housekeeping; visibility does not
 * wait), and their writers are told, when `publicUrl` is given (the server's links).
 */
export async function publishDuePosts(knex: Knex, publicUrl?: string): Promise<number> {
  return transaction(async (trx) => {
    const due = (await trx('posts')
      .where('status', 'scheduled')
      .where('publish_at', '<=', trx.fn.now())
      .update({
        status: 'published',
        published_at: trx.ref('publish_at'),
        updated_at: trx.fn.now(),
      })
      .returning(['id', 'title', 'author_id', 'published_at'])) as {
      id: number;
      title: string;
      author_id: number;
      published_at: Date;
    }[];
    if (publicUrl) {
      for (const post of due) {
        await enqueuePostDecisionMail(
          trx,
          { id: post.id, title: post.title, authorId: post.author_id },
          'published',
          { publicUrl, decidedAt: new Date(post.published_at) },
        );
      }
    }
    return due.length;
  }, knex);
}
