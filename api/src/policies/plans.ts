import { anyone, companyOwners, roles } from './policy';

/**
 * The pricing table is public. A company's plan and its usage are read by its whole team (staff
 * adding a car see the room left); changing the plan (billing) is its owners'.
 */
export const planPolicy = {
  browse: anyone,
  read: roles('vendor'),
  manageOwn: companyOwners,
};
