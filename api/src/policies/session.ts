import { anyone, signedIn } from './policy';

/** Signing in and out. Login and registration are open; the current user needs a session. */
export const sessionPolicy = {
  me: signedIn,
  login: anyone,
  register: anyone,
  // Signing out without a session is harmless and answers like a sign-out.
  logout: anyone,
  // Asking for a reset link and using one: the link's token is the proof, not a session.
  passwordReset: anyone,
};
