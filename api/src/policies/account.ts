import { anyone, signedIn } from './policy';

/**
 * A user's own account (issue 17): every signed-in user changes only their own password,
 * address and sessions (the handlers act on `actor.id`, never on an id from the request, and a
 * session id of someone else's is a 404). Following a confirmation link needs no session: the
 * link's token is the proof.
 */
export const accountPolicy = {
  resendVerification: signedIn,
  confirmEmail: anyone,
  changePassword: signedIn,
  changeEmail: signedIn,
  sessions: signedIn,
};
