import type { DocumentStatus } from '@core/enums';
import type { Actor, ObjectRules } from './policy';
import { companyOwners, ownsCompanyObject } from './policy';

/**
 * Verification documents: the company's owners send, reads and withdraws its own (another
 * company's answers 404). Admin review is the admin issue's policy; files go to no one else.
 */
export const documentPolicy = {
  manageOwn: companyOwners,
  canManage: (actor: Actor | null, doc: { companyId: number }) => ownsCompanyObject(actor, doc),
};

/** What the company's vendor may do with one of its documents (VendorDocument's `can`). */
export const documentRules: ObjectRules<{ companyId: number; status: DocumentStatus }, 'withdraw'> =
  {
    /** Only while it waits for review: a reviewed document is kept (send a new one instead). */
    withdraw: (actor, doc) =>
      documentPolicy.manageOwn.allows(actor) &&
      documentPolicy.canManage(actor, doc) &&
      doc.status === 'pending',
  };
