import type { Actor } from './policy';
import { companyOwners, ownsCompanyObject } from './policy';

/**
 * Verification documents: the company's owners send, reads and withdraws its own (another
 * company's answers 404). Admin review is the admin issue's policy; files go to no one else.
 */
export const documentPolicy = {
  manageOwn: companyOwners,
  canManage: (actor: Actor | null, doc: { companyId: number }) => ownsCompanyObject(actor, doc),
};
