/**
 * The company's follow-up of a lead (core/rules/leadStatus.ts).
 */
import type { LeadStatus } from '@core/enums';
import { leadMoveProblem } from '@core/rules/leadStatus';
import { ERROR_CODES } from '@core/schemas/error';
import { conflict, HttpError, notFound } from '../../errors';
import { Lead } from '../../models';
import { transaction } from '../../db/transaction';
import { blockBookedLead } from '../carBlocks';
import type { Actor } from '../../policies/policy';
import { leadPolicy, leadRules } from '../../policies/leads';

/**
 * Moves one of the vendor's leads to `status`. Another company's lead is not found; a move the
 * rules refuse is a 422; the lead's current status is answered unchanged (a repeated click).
 */
export async function moveLead(actor: Actor, id: number, status: LeadStatus): Promise<Lead> {
  const lead = await Lead.query().findById(id);
  if (!lead || !leadPolicy.canManage(actor, lead)) throw notFound('Lead not found');
  if (lead.status === status) return lead;
  if (!leadRules[status](actor, lead)) {
    const problem = leadMoveProblem(lead.status, status) ?? 'This move is not allowed';
    throw new HttpError(422, ERROR_CODES.businessRule, problem, { status: problem });
  }
  return transaction(async (trx) => {
    // Only from the status just read: two tabs moving the same lead cannot both win.
    const changed = await Lead.query(trx)
      .patch({ status })
      .where({ id: lead.id, status: lead.status });
    if (changed === 0) {
      throw conflict('This lead was changed in the meantime. Reload it and try again.');
    }
    // A won lead with dates is a booking: its days are blocked (searches with them skip the car).
    if (status === 'won') await blockBookedLead(trx, lead);
    return (await Lead.query(trx).findById(lead.id))!;
  });
}
