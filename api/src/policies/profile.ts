import { companyOwners, roles } from './policy';

/**
 * A rental company's own profile (the company is the actor's own): its whole team reads it (the
 * console's header shows its name and standing), its owners edit it.
 */
export const profilePolicy = { read: roles('vendor'), manageOwn: companyOwners };
