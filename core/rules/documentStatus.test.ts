import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUSES, type DocumentStatus } from '../enums';
import {
  canMoveDocument,
  DOCUMENT_ACTS,
  documentMoveProblem,
  type DocumentAct,
} from './documentStatus';

const ALLOWED: ReadonlyArray<readonly [DocumentAct, DocumentStatus]> = [
  ['approve', 'pending'],
  ['approve', 'rejected'],
  ['reject', 'pending'],
  ['reject', 'approved'],
];

describe('a document’s review', () => {
  it('allows exactly the listed moves (a change of mind, a revoked approval)', () => {
    for (const act of DOCUMENT_ACTS) {
      for (const from of DOCUMENT_STATUSES) {
        const expected = ALLOWED.some(([a, f]) => a === act && f === from);
        expect(canMoveDocument(act, from), `${act} from ${from}`).toBe(expected);
      }
    }
    expect(documentMoveProblem('approve', 'approved')).toBe('This document is already approved');
  });
});
