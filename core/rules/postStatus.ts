/**
 * A blog post's way to the blog, as a transition table (rules/stateMachine.ts):
 *
 *   draft --submit--> review --publish--> published --unpublish--> draft
 *                       |  \--schedule--> scheduled --(its time)--> published
 *                       \--sendBack (with a comment)--> draft
 *
 * - Writers draft and submit; an admin (Ghost's editor) publishes now, schedules, sends a post
 *   in review back to its writer with a comment, and unpublishes. An admin may also publish or
 *   schedule a draft of their own without a review.
 * - A scheduled post can be rescheduled (scheduled → scheduled with a new time) or published at
 *   once; the housekeeping job publishes it when its time comes (not an act of anyone).
 * - Unpublishing takes a post off the blog back to the drafts.
 * Submitting a post already in review, or publishing a published one, is not a move: the API
 * answers the post unchanged (a repeated click).
 */
import { POST_STATUS_LABELS, type PostStatus } from '../enums';
import { actsFrom, canTransition, transitionProblem, type TransitionTable } from './stateMachine';

export const POST_ACTS = ['submit', 'sendBack', 'publish', 'schedule', 'unpublish'] as const;
export type PostAct = (typeof POST_ACTS)[number];

export const POST_TRANSITIONS = {
  // An admin publishes or schedules a draft of their own instead (no review of their own).
  submit: { from: ['draft'], to: 'review', by: ['writer'] },
  sendBack: { from: ['review'], to: 'draft', by: ['admin'] },
  publish: { from: ['draft', 'review', 'scheduled'], to: 'published', by: ['admin'] },
  schedule: { from: ['draft', 'review', 'scheduled'], to: 'scheduled', by: ['admin'] },
  unpublish: { from: ['scheduled', 'published'], to: 'draft', by: ['admin'] },
} as const satisfies TransitionTable<PostAct, PostStatus>;

const TABLE: TransitionTable<PostAct, PostStatus> = POST_TRANSITIONS;

/** Public now or at a set time: a change to it changes what visitors see. */
export const isLivePost = (status: PostStatus) => status === 'published' || status === 'scheduled';

/** May a post in `from` take `act` (by `role`, when given)? */
export const canMovePost = (
  act: PostAct,
  from: PostStatus,
  role?: Parameters<typeof actsFrom>[2],
) => canTransition(TABLE, act, from, role);

/** The acts `role` may take on a post in `status` (the console's buttons). */
export const postActsFor = (status: PostStatus, role: Parameters<typeof actsFrom>[2]) =>
  actsFrom(TABLE, status, role);

const VERBS: Record<PostAct, string> = {
  submit: 'submitted for review',
  sendBack: 'sent back',
  publish: 'published',
  schedule: 'scheduled',
  unpublish: 'unpublished',
};

/** Why a post in `from` cannot take `act`, in words; null when it can. */
export function postMoveProblem(act: PostAct, from: PostStatus): string | null {
  return transitionProblem(TABLE, act, from, {
    noun: 'post',
    verb: VERBS[act],
    label: (status) => POST_STATUS_LABELS[status].toLowerCase(),
  });
}
