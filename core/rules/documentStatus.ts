/**
 * A verification document's review, as a transition table (rules/stateMachine.ts):
 *
 *   pending --approve--> approved --reject (a revoked approval)--> rejected
 *      \------reject---> rejected --approve (a change of mind)---> approved
 *
 * Only admins decide. A vendor may withdraw (delete) a document only while it is pending: that
 * is no move, the document is gone (services/vendorDocuments.ts).
 */
import type { DocumentStatus } from '../enums';
import { canTransition, transitionProblem, type TransitionTable } from './stateMachine';

export const DOCUMENT_ACTS = ['approve', 'reject'] as const;
export type DocumentAct = (typeof DOCUMENT_ACTS)[number];

export const DOCUMENT_TRANSITIONS = {
  approve: { from: ['pending', 'rejected'], to: 'approved', by: ['admin'] },
  reject: { from: ['pending', 'approved'], to: 'rejected', by: ['admin'] },
} as const satisfies TransitionTable<DocumentAct, DocumentStatus>;

const TABLE: TransitionTable<DocumentAct, DocumentStatus> = DOCUMENT_TRANSITIONS;

export const canMoveDocument = (act: DocumentAct, from: DocumentStatus) =>
  canTransition(TABLE, act, from);

/** Why a document in `from` cannot take `act`, in words; null when it can. */
export function documentMoveProblem(act: DocumentAct, from: DocumentStatus): string | null {
  return transitionProblem(TABLE, act, from, {
    noun: 'document',
    verb: act === 'approve' ? 'approved' : 'rejected',
    label: (status) => (status === 'pending' ? 'awaiting review' : status),
  });
}
