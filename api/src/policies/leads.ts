import { LEAD_STATUSES, type LeadStatus } from '@core/enums';
import { canMoveLead } from '@core/rules/leadStatus';
import type { Actor, ObjectRules } from './policy';
import { anyone, ownsCompanyObject, roles } from './policy';

/**
 * Leads: any visitor may contact a company (no login, spec section 6); a vendor follows up its
 * own company's leads; admins see every lead.
 * (docs/product.md#roles-and-permissions)
 */
export const leadPolicy = {
  create: anyone,
  manageOwn: roles('vendor'),
  /** The dashboard's overview (leads, listings, documents, plan) of the vendor's own company. */
  overview: roles('vendor'),
  /** Every company's leads (admins read them; no decision is taken on a lead). */
  readAll: roles('admin'),
  /** A vendor sees and changes only their own company's leads (another's answers 404). */
  canManage: (actor: Actor | null, lead: { companyId: number }) => ownsCompanyObject(actor, lead),
};

/** The statuses a lead may be moved to (its `can`), by its company's vendor only. */
export const leadRules = Object.fromEntries(
  LEAD_STATUSES.map((to) => [
    to,
    (actor: Actor, lead: { companyId: number; status: LeadStatus }) =>
      leadPolicy.canManage(actor, lead) && canMoveLead(lead.status, to),
  ]),
) as ObjectRules<{ companyId: number; status: LeadStatus }, LeadStatus>;
