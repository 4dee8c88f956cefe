import type { Actor } from './policy';
import { ownsCompanyObject, roles } from './policy';

/** Saved payment methods: the company's vendor only (another company's answers 404). */
export const paymentMethodPolicy = {
  manageOwn: roles('vendor'),
  canManage: (actor: Actor | null, method: { companyId: number }) =>
    ownsCompanyObject(actor, method),
};
