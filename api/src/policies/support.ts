import type { Actor } from './policy';
import { ownsCompanyObject, roles } from './policy';

/** Support tickets: the company's vendor opens and follows its own (another's answers 404). */
export const supportPolicy = {
  manageOwn: roles('vendor'),
  canManage: (actor: Actor | null, ticket: { companyId: number }) =>
    ownsCompanyObject(actor, ticket),
};
