import { roles } from './policy';

/**
 * The admin console's queues and decisions (listings, companies, documents, support, audit):
 * admins only. Writers, vendors and visitors are refused at the door (403 / 401); object rules
 * are not needed, an admin may act on any company's objects.
 */
export const adminPolicy = {
  moderate: roles('admin'),
};
