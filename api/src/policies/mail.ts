import { roles } from './policy';

/**
 * The development outbox shows every message the product would have sent, reset links
 * included: admins only (a writer or a vendor reading it could take over any account).
 */
export const mailPolicy = {
  readOutbox: roles('admin'),
};
