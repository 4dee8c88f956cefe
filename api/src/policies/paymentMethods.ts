import type { Actor } from './policy';
import { companyOwners, ownsCompanyObject } from './policy';

/** Saved payment methods (billing): the company's owners only (another company's answers 404). */
export const paymentMethodPolicy = {
  manageOwn: companyOwners,
  canManage: (actor: Actor | null, method: { companyId: number }) =>
    ownsCompanyObject(actor, method),
};
