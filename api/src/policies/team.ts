import { anyone, companyOwners } from './policy';

/**
 * A company's team (issue 17): its owners see it, invite, resend and withdraw invitations,
 * change roles and remove members; staff and everyone else are refused (403), and a member or
 * invitation of another company is a 404 (the services look only inside the actor's company).
 * Reading and accepting an invitation needs no session: the link's token is the proof.
 */
export const teamPolicy = {
  manage: companyOwners,
  acceptInvitation: anyone,
};
