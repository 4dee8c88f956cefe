/**
 * A rental company's two statuses, as transition tables (rules/stateMachine.ts):
 *
 * - Standing: active --suspend (with a reason)--> suspended --reinstate--> active.
 * - Verification follows from the documents (rules/verification.ts): an admin's "verify"
 *   approves the documents waiting and is taken from any status but verified; it is refused
 *   when the documents would still not verify the company. Refusing a verification rejects the
 *   waiting documents (no move of its own: the status follows from them).
 * Only admins take these acts.
 */
import {
  COMPANY_STATUS_LABELS,
  VERIFICATION_STATUS_LABELS,
  type CompanyStatus,
  type VerificationStatus,
} from '../enums';
import { canTransition, transitionProblem, type TransitionTable } from './stateMachine';

export type CompanyStandingAct = 'suspend' | 'reinstate';

export const COMPANY_STANDING_TRANSITIONS = {
  suspend: { from: ['active'], to: 'suspended', by: ['admin'] },
  reinstate: { from: ['suspended'], to: 'active', by: ['admin'] },
} as const satisfies TransitionTable<CompanyStandingAct, CompanyStatus>;

export type CompanyVerificationAct = 'verify';

export const COMPANY_VERIFICATION_TRANSITIONS = {
  verify: { from: ['unverified', 'pending', 'rejected'], to: 'verified', by: ['admin'] },
} as const satisfies TransitionTable<CompanyVerificationAct, VerificationStatus>;

const STANDING: TransitionTable<CompanyStandingAct, CompanyStatus> = COMPANY_STANDING_TRANSITIONS;
const VERIFICATION: TransitionTable<CompanyVerificationAct, VerificationStatus> =
  COMPANY_VERIFICATION_TRANSITIONS;

export const canMoveCompanyStanding = (act: CompanyStandingAct, from: CompanyStatus) =>
  canTransition(STANDING, act, from);

/** Why a company in standing `from` cannot take `act`; null when it can. */
export function companyStandingProblem(act: CompanyStandingAct, from: CompanyStatus) {
  return transitionProblem(STANDING, act, from, {
    noun: 'company',
    verb: act === 'suspend' ? 'suspended' : 'reinstated',
    label: (status) => COMPANY_STATUS_LABELS[status].toLowerCase(),
  });
}

/** Why a company with verification `from` cannot be verified; null when it can. */
export function companyVerificationProblem(from: VerificationStatus) {
  return transitionProblem(VERIFICATION, 'verify', from, {
    noun: 'company',
    label: (status) => (status === 'verified' ? 'verified' : VERIFICATION_STATUS_LABELS[status]),
    verb: 'verified',
  });
}
