import type { Actor } from './policy';
import { ownsCompanyObject, roles } from './policy';

/**
 * Verification documents: the company's vendor sends, reads and withdraws its own (another
 * company's answers 404). Admin review is the admin issue's policy; files go to no one else.
 */
export const documentPolicy = {
  manageOwn: roles('vendor'),
  canManage: (actor: Actor | null, doc: { companyId: number }) => ownsCompanyObject(actor, doc),
};
