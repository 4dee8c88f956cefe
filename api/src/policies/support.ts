import type { Actor } from './policy';
import { companyOwners, ownsCompanyObject } from './policy';

/** Support tickets: the company's owners open and follow its own (another's answers 404). */
export const supportPolicy = {
  manageOwn: companyOwners,
  canManage: (actor: Actor | null, ticket: { companyId: number }) =>
    ownsCompanyObject(actor, ticket),
};
