/**
 * How a rental company follows a lead up, as plain data: new → contacted → won or lost.
 *
 * - A lead can be lost without ever being reached (wrong number, the renter stopped answering),
 *   so `new → lost` is allowed.
 * - It cannot be won without being contacted: `new → won` would skip the step the company's
 *   response figures are built on, so the vendor marks it contacted first.
 * - Won and lost are final: the outcome figures (per channel, per company) must not change
 *   after the fact. A renter who comes back is a new lead.
 * Setting a lead to the status it already has is not a move (the API answers it unchanged).
 */
import { LEAD_STATUS_LABELS, type LeadStatus } from '../enums';

export const LEAD_TRANSITIONS: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ['contacted', 'lost'],
  contacted: ['won', 'lost'],
  won: [],
  lost: [],
};

/** May a lead in status `from` be moved to `to`? */
export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return LEAD_TRANSITIONS[from].includes(to);
}

/** The statuses a lead in `from` can be moved to (for the console's buttons). */
export function nextLeadStatuses(from: LeadStatus): readonly LeadStatus[] {
  return LEAD_TRANSITIONS[from];
}

/** A final status: no move leaves it. */
export function isFinalLeadStatus(status: LeadStatus): boolean {
  return LEAD_TRANSITIONS[status].length === 0;
}

/** Why `from → to` is refused, in words for the vendor; null when the move is allowed. */
export function leadMoveProblem(from: LeadStatus, to: LeadStatus): string | null {
  if (canMoveLead(from, to)) return null;
  const label = (status: LeadStatus) => LEAD_STATUS_LABELS[status].toLowerCase();
  if (from === to) return `The lead is already ${label(from)}`;
  const allowed = LEAD_TRANSITIONS[from];
  if (allowed.length === 0) {
    return `A ${label(from)} lead is final and cannot be moved to ${label(to)}`;
  }
  return `A ${label(from)} lead can only be moved to ${allowed.map(label).join(' or ')}, not ${label(to)}`;
}
