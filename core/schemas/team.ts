/**
 * A rental company's team (issue 17): its owners and staff, and invitations by e-mail. Owners
 * do everything (billing, documents, the company's profile, the team); staff manage the cars and
 * the leads, and their own account.
 */
import { z } from './zod';
import { passwordSchema } from './auth';
import { emailSchema, requiredText } from './common';

export const COMPANY_ROLES = ['owner', 'staff'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
export const companyRoleSchema = z.enum(COMPANY_ROLES, { error: 'Choose owner or staff' });

/** Where the console accepts an invitation: the link is this path, then `#token=…`. */
export const TEAM_INVITATION_PATH = '/dashboard/join';
/** An invitation link works this long. */
export const TEAM_INVITATION_DAYS = 7;

export const TEAM_INVITATION_INVALID =
  'This invitation link is invalid, used, withdrawn or expired. Ask the company owner for a new one.';
export const LAST_OWNER_MESSAGE =
  'A company keeps at least one owner: make someone else an owner first.';

/** POST /api/vendor/team/invitations */
export const teamInviteSchema = z.object({ email: emailSchema, role: companyRoleSchema });
export type TeamInviteInput = z.infer<typeof teamInviteSchema>;

/** PATCH /api/vendor/team/members/:id */
export const memberPatchSchema = z.object({ role: companyRoleSchema });
export type MemberPatch = z.infer<typeof memberPatchSchema>;

/** The link's token, as the accept screen sends it. */
const tokenSchema = z
  .string({ error: 'This invitation link is incomplete' })
  .min(20, 'This invitation link is incomplete')
  .max(200, 'This invitation link is incomplete');

/** POST /api/team/invitation: who the link invites (the accept screen's heading). */
export const teamInvitationTokenSchema = z.object({ token: tokenSchema });

/** POST /api/team/invitation/accept */
export const acceptTeamInvitationSchema = z.object({
  token: tokenSchema,
  name: requiredText(100),
  password: passwordSchema,
});
export type AcceptTeamInvitationInput = z.infer<typeof acceptTeamInvitationSchema>;

export interface TeamMember {
  id: number;
  name: string;
  email: string;
  role: CompanyRole;
  joinedAt: string;
  /** The signed-in owner's own row. */
  you: boolean;
}

export interface TeamInvitation {
  id: number;
  email: string;
  role: CompanyRole;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
}

/** GET /api/vendor/team */
export interface Team {
  members: TeamMember[];
  invitations: TeamInvitation[];
}

export interface TeamInvitationPreview {
  email: string;
  role: CompanyRole;
  companyName: string;
  expiresAt: string;
}
