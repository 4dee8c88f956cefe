import type { Knex } from 'knex';
import { enqueueMail } from './outbox';

/**
 * Queues "your post is published" / "sent back with the comment" for the post's writer, in the
 * decision's transaction. Only writers hear of it: an admin's own post needs no news. The
 * decision's moment makes the key: each decision is its own message, a retry stores it once.
 */
export async function enqueuePostDecisionMail(
  trx: Knex.Transaction,
  post: { id: number; title: string; authorId: number },
  decision: 'published' | 'sentBack',
  {
    comment = null,
    publicUrl,
    decidedAt,
  }: { comment?: string | null; publicUrl: string; decidedAt: Date },
): Promise<void> {
  const writer = (await trx('users')
    .where({ id: post.authorId, role: 'writer' })
    .first('email', 'name')) as { email: string; name: string } | undefined;
  if (!writer) return;
  await enqueueMail(trx, {
    key: `post-${decision}:${post.id}:${decidedAt.getTime()}`,
    template: 'postDecision',
    to: writer.email,
    params: {
      decision,
      name: writer.name,
      postTitle: post.title,
      comment,
      link: `${publicUrl}/admin/blog/edit-post/${post.id}`,
    },
  });
}
