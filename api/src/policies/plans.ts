import { anyone, roles } from './policy';

/** The pricing table is public; a company's own subscription is its vendor's. */
export const planPolicy = {
  browse: anyone,
  manageOwn: roles('vendor'),
};
