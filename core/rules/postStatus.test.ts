import { describe, expect, it } from 'vitest';
import { POST_STATUSES, type PostStatus } from '../enums';
import {
  canMovePost,
  isLivePost,
  POST_ACTS,
  postActsFor,
  postMoveProblem,
  type PostAct,
} from './postStatus';

/** Every allowed move, written out: the table must say exactly this. */
const ALLOWED: ReadonlyArray<readonly [PostAct, PostStatus]> = [
  ['submit', 'draft'],
  ['sendBack', 'review'],
  ['publish', 'draft'],
  ['publish', 'review'],
  ['publish', 'scheduled'],
  ['schedule', 'draft'],
  ['schedule', 'review'],
  ['schedule', 'scheduled'],
  ['unpublish', 'scheduled'],
  ['unpublish', 'published'],
];

describe('a post’s statuses', () => {
  it('allows exactly the listed moves', () => {
    for (const act of POST_ACTS) {
      for (const from of POST_STATUSES) {
        const expected = ALLOWED.some(([a, f]) => a === act && f === from);
        expect(canMovePost(act, from), `${act} from ${from}`).toBe(expected);
        expect(postMoveProblem(act, from) === null, `${act} from ${from}`).toBe(expected);
      }
    }
  });

  it('lets a writer only submit; an admin also decides', () => {
    expect(postActsFor('draft', 'writer')).toEqual(['submit']);
    // An admin's own draft is published or scheduled, not sent for review.
    expect(postActsFor('draft', 'admin')).toEqual(['publish', 'schedule']);
    expect(postActsFor('review', 'writer')).toEqual([]);
    expect(postActsFor('review', 'admin')).toEqual(['sendBack', 'publish', 'schedule']);
    expect(postActsFor('published', 'admin')).toEqual(['unpublish']);
    expect(postActsFor('draft', 'vendor')).toEqual([]);
    expect(canMovePost('sendBack', 'review', 'writer')).toBe(false);
  });

  it('says why a move is refused', () => {
    expect(postMoveProblem('sendBack', 'published')).toBe(
      'Only a post that is in review can be sent back; this one is published',
    );
    expect(postMoveProblem('submit', 'review')).toBe('This post is already in review');
  });

  it('calls published and scheduled posts live', () => {
    expect(POST_STATUSES.filter(isLivePost)).toEqual(['scheduled', 'published']);
  });
});
