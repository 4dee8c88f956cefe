/**
 * A company's team (issue 17): the owner's Team screen and the invitation link's screen
 * (api/src/routes/team.ts). The link's token is sent in a body, never in a URL.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@core/schemas/auth';
import type {
  AcceptTeamInvitationInput,
  CompanyRole,
  Team,
  TeamInvitation,
  TeamInvitationPreview,
  TeamInviteInput,
  TeamMember,
} from '@core/schemas/team';
import { switchUser } from '../auth/session';
import { apiDelete, apiRequest, jsonBody } from './client';
import { useInvalidate } from './queryClient';

export const teamKey = ['/api/vendor/team'] as const;

export function useTeam() {
  return useQuery({ queryKey: teamKey, queryFn: () => apiRequest<Team>('/api/vendor/team') });
}

export function useInviteMember() {
  const invalidate = useInvalidate(teamKey);
  return useMutation({
    mutationFn: (input: TeamInviteInput) =>
      apiRequest<TeamInvitation>('/api/vendor/team/invitations', jsonBody('POST', input)),
    onSuccess: invalidate,
  });
}

export function useResendInvitation() {
  const invalidate = useInvalidate(teamKey);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<TeamInvitation>(`/api/vendor/team/invitations/${id}/resend`, jsonBody('POST', {})),
    onSuccess: invalidate,
  });
}

export function useRevokeInvitation() {
  const invalidate = useInvalidate(teamKey);
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/vendor/team/invitations/${id}`),
    onSuccess: invalidate,
  });
}

export function useChangeMemberRole() {
  const invalidate = useInvalidate(teamKey);
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: CompanyRole }) =>
      apiRequest<TeamMember>(`/api/vendor/team/members/${id}`, jsonBody('PATCH', { role })),
    onSuccess: invalidate,
  });
}

export function useRemoveMember() {
  const invalidate = useInvalidate(teamKey);
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/vendor/team/members/${id}`),
    onSuccess: invalidate,
  });
}

/** Who the link invites; a used, withdrawn, expired or unknown link fails with a 400 saying so. */
export function useTeamInvitationPreview(token: string, enabled = true) {
  return useQuery({
    queryKey: ['/api/team/invitation', token],
    queryFn: () =>
      apiRequest<TeamInvitationPreview>('/api/team/invitation', jsonBody('POST', { token })),
    // Looked up once: once accepted the link is used up, and a refetch would say so.
    enabled: enabled && token !== '',
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Creates the account (or reopens a removed member's) and signs it in. */
export function useAcceptTeamInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptTeamInvitationInput) =>
      apiRequest<CurrentUser>('/api/team/invitation/accept', jsonBody('POST', input)),
    onSuccess: (user) => switchUser(queryClient, user),
  });
}
