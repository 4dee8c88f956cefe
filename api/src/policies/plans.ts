import { anyone, companyOwners } from './policy';

/** The pricing table is public; a company's own subscription (billing) is its owners'. */
export const planPolicy = {
  browse: anyone,
  manageOwn: companyOwners,
};
