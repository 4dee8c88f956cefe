import type { AdminLead, Lead as PublicLead } from '@core/schemas/lead';
import type { CompanyContact } from '@core/schemas/company';
import type { Company, Lead } from '../models';
import { leadRules } from '../policies/leads';
import { dateText } from '../services/verification';
import { abilitiesOf, type Actor } from '../policies/policy';

const iso = (date: Date | string) => (date instanceof Date ? date : new Date(date)).toISOString();

/**
 * A lead as its company (and admins) see it: core's `leadSchema`. An allowlist, so a column
 * added later does not reach the console by accident.
 */
export function presentLead(lead: Lead, actor: Actor): PublicLead {
  return {
    id: lead.id,
    carId: lead.carId,
    carTitle: lead.carTitle,
    companyId: lead.companyId,
    method: lead.method,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    status: lead.status,
    sourcePage: lead.sourcePage,
    from: dateText(lead.tripFrom),
    to: dateText(lead.tripTo),
    days: lead.tripDays,
    quotedTotal: lead.quotedTotal === null ? null : Number(lead.quotedTotal),
    createdAt: iso(lead.createdAt),
    can: abilitiesOf(leadRules, actor, lead),
  };
}

/** A lead for admins: with the name of the company it went to. */
export function presentAdminLead(lead: Lead & { companyName: string }, actor: Actor): AdminLead {
  return { ...presentLead(lead, actor), companyName: lead.companyName };
}

/** The company's own contact details, handed to a renter once the lead is recorded. */
export function presentCompanyContact(
  company: Pick<Company, 'whatsapp' | 'email' | 'phone'>,
): CompanyContact {
  return { whatsapp: company.whatsapp, email: company.email, phone: company.phone };
}
