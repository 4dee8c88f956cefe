import { anyone } from './policy';

/**
 * Rental companies as renters see them: the list, a profile and its cars are public reads.
 * Contact details are not part of these answers; they are handed out with a lead.
 */
export const companyPolicy = {
  browse: anyone,
};
