import type { Knex } from 'knex';
import {
  acceptTeamInvitationSchema,
  memberPatchSchema,
  teamInvitationTokenSchema,
  teamInviteSchema,
} from '@core/schemas/team';
import { signIn } from '../auth/signIn';
import { teamPolicy } from '../policies/team';
import { presentCurrentUser } from '../presenters/user';
import {
  acceptTeamInvitation,
  changeMemberRole,
  createTeamInvitationLimiter,
  inviteMember,
  previewTeamInvitation,
  removeMember,
  resendInvitation,
  revokeInvitation,
  teamOf,
} from '../services/team';
import { ids, noContent, type ApiRouter } from './apiRouter';

const invitationId = ids({ id: 'Invitation not found' });
const memberId = ids({ id: 'Member not found' });

/** A company's team (owners only) and accepting an invitation (the link's token is the proof). */
export function teamRoutes(api: ApiRouter, knex: Knex) {
  const limiter = createTeamInvitationLimiter(knex);

  api.add({
    method: 'get',
    path: '/vendor/team',
    policy: teamPolicy.manage,
    handler: ({ actor, deps }) => teamOf(deps.knex, actor),
  });

  api.add({
    method: 'post',
    path: '/vendor/team/invitations',
    policy: teamPolicy.manage,
    body: teamInviteSchema,
    idempotent: true,
    status: 201,
    handler: async ({ actor, body, deps }) => {
      const invitation = await inviteMember(deps.knex, actor, body, limiter, deps.config.publicUrl);
      deps.mail.worker.wake();
      return invitation;
    },
  });

  api.add({
    method: 'post',
    path: '/vendor/team/invitations/:id/resend',
    policy: teamPolicy.manage,
    params: invitationId,
    handler: async ({ actor, params, deps }) => {
      const invitation = await resendInvitation(
        deps.knex,
        actor,
        params.id,
        limiter,
        deps.config.publicUrl,
      );
      deps.mail.worker.wake();
      return invitation;
    },
  });

  api.add({
    method: 'delete',
    path: '/vendor/team/invitations/:id',
    policy: teamPolicy.manage,
    params: invitationId,
    handler: ({ actor, params, deps }) => revokeInvitation(deps.knex, actor, params.id),
    present: noContent,
  });

  api.add({
    method: 'patch',
    path: '/vendor/team/members/:id',
    policy: teamPolicy.manage,
    params: memberId,
    body: memberPatchSchema,
    handler: ({ actor, params, body, deps }) =>
      changeMemberRole(deps.knex, actor, params.id, body.role),
  });

  api.add({
    method: 'delete',
    path: '/vendor/team/members/:id',
    policy: teamPolicy.manage,
    params: memberId,
    handler: ({ actor, params, deps }) => removeMember(deps.knex, actor, params.id),
    present: noContent,
  });

  // The token travels in the body (from the link's fragment), never in a URL of a log.
  api.add({
    method: 'post',
    path: '/team/invitation',
    policy: teamPolicy.acceptInvitation,
    cache: 'no-store',
    body: teamInvitationTokenSchema,
    handler: ({ body, deps }) => previewTeamInvitation(deps.knex, body.token),
  });

  api.add({
    method: 'post',
    path: '/team/invitation/accept',
    policy: teamPolicy.acceptInvitation,
    session: true,
    cache: 'no-store',
    body: acceptTeamInvitationSchema,
    status: 201,
    handler: async ({ ctx, body, deps }) => {
      const user = await acceptTeamInvitation(deps.knex, body);
      return presentCurrentUser(await signIn(ctx, user), deps.mail);
    },
  });
}
