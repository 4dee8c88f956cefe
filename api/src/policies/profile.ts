import { roles } from './policy';

/** A rental company's own profile: its vendor edits it (the company is the actor's own). */
export const profilePolicy = { manageOwn: roles('vendor') };
