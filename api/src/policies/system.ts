import { anyone } from './policy';

/** Health checks are public: load balancers and uptime monitors have no session. */
export const systemPolicy = {
  health: anyone,
};
