import type { Actor } from './policy';
import { anyone, ownsCompanyObject, roles } from './policy';

/** Public catalogue reads are open; listings are managed by their own company and by admins. */
export const carPolicy = {
  browse: anyone,
  manageOwn: roles('vendor'),
  /** A vendor sees and changes only their own company's cars (another's answers 404). */
  canManage: (actor: Actor | null, car: { companyId: number }) => ownsCompanyObject(actor, car),
};
