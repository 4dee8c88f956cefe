/**
 * A rental company's team (core/schemas/team.ts): owners invite people by e-mail as owner or
 * staff, see the members and pending invitations, resend or withdraw an invitation, change a
 * member's role and remove a member. Every change of one company's team runs with the company's
 * row locked, so "the last owner" and "one pending invitation per address" hold under any
 * concurrency. An invitation link is like a password-reset link: 32 random bytes, only the
 * SHA-256 stored, single use, mailed through the outbox in the transaction that stores it.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { ERROR_CODES } from '@core/schemas/error';
import {
  LAST_OWNER_MESSAGE,
  TEAM_INVITATION_DAYS,
  TEAM_INVITATION_INVALID,
  TEAM_INVITATION_PATH,
  type AcceptTeamInvitationInput,
  type CompanyRole,
  type Team,
  type TeamInvitation,
  type TeamInvitationPreview,
  type TeamInviteInput,
  type TeamMember,
} from '@core/schemas/team';
import { destroyUserSessions } from '../auth/sessionStore';
import { transaction } from '../db/transaction';
import { badRequest, conflict, HttpError, notFound } from '../errors';
import { enqueueMail } from '../mail';
import { User } from '../models';
import type { Actor } from '../policies/policy';
import { consumeOrRefuse, createLimiter, type Limiter } from '../security/rateLimits';
import { ownCompanyId } from './ownCompany';
import { assertStrongPassword, hashPassword } from './passwords';
import { hashResetToken } from './passwordReset';

const DAY_MS = 24 * 60 * 60 * 1000;

export const TEAM_INVITATION_LIMIT = {
  // Each invitation (or resend) mails someone outside the product: a company needs a few.
  name: 'team-invitations',
  points: 30,
  durationSeconds: 60 * 60,
} as const;
const TOO_MANY_INVITATIONS = 'Too many invitations sent this hour. Try again later.';

export function createTeamInvitationLimiter(knex: Knex): Limiter {
  return createLimiter(knex, TEAM_INVITATION_LIMIT);
}

interface InvitationRow {
  id: number;
  company_id: number;
  email: string;
  role: CompanyRole;
  invited_by: number | null;
  expires_at: Date;
  created_at: Date;
}

/** Makes the user a member of the company (sign-up, invitations, the test factories). */
export async function addCompanyMember(
  trx: Knex | Knex.Transaction,
  companyId: number,
  userId: number,
  role: CompanyRole,
): Promise<void> {
  await trx('company_members').insert({ company_id: companyId, user_id: userId, role });
}

/** Every change of a company's team waits for the others (the company's row is the lock). */
async function lockTeam(trx: Knex.Transaction, companyId: number): Promise<void> {
  await trx('companies').where({ id: companyId }).forUpdate().first('id');
}

const businessRule = (message: string) => new HttpError(422, ERROR_CODES.businessRule, message);

export function teamInvitationLink(publicUrl: string, token: string): string {
  // In the fragment: never sent to a server, so it stays out of access logs and Referers.
  return `${publicUrl}${TEAM_INVITATION_PATH}#token=${token}`;
}

function presentInvitation(row: InvitationRow & { inviter_name?: string | null }): TeamInvitation {
  const expiresAt = new Date(row.expires_at);
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.inviter_name ?? null,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: expiresAt.toISOString(),
    expired: expiresAt.getTime() <= Date.now(),
  };
}

const pending = (qb: Knex.QueryBuilder) => qb.whereNull('accepted_at').whereNull('revoked_at');

/** The members (owners first) and the pending invitations, expired ones included (to resend). */
export async function teamOf(knex: Knex, actor: Actor): Promise<Team> {
  const companyId = ownCompanyId(actor);
  const [members, invitations] = await Promise.all([
    knex('company_members as m')
      .join('users as u', 'u.id', 'm.user_id')
      .where('m.company_id', companyId)
      .orderByRaw(`m.role = 'owner' desc, lower(u.name), u.id`)
      .select('u.id', 'u.name', 'u.email', 'm.role', 'm.created_at') as Promise<
      { id: number; name: string; email: string; role: CompanyRole; created_at: Date }[]
    >,
    knex('team_invitations as i')
      .leftJoin('users as u', 'u.id', 'i.invited_by')
      .where('i.company_id', companyId)
      .whereNull('i.accepted_at')
      .whereNull('i.revoked_at')
      .orderBy([
        { column: 'i.created_at', order: 'desc' },
        { column: 'i.id', order: 'desc' },
      ])
      .select('i.*', 'u.name as inviter_name') as Promise<
      (InvitationRow & { inviter_name: string | null })[]
    >,
  ]);
  return {
    members: members.map((m): TeamMember => ({
      id: m.id,
      name: m.name,
      email: m.email,
      role: m.role,
      joinedAt: new Date(m.created_at).toISOString(),
      you: m.id === actor.id,
    })),
    invitations: invitations.map(presentInvitation),
  };
}

/** An account can join only when the address is free, or is a removed member's closed account. */
async function accountBlockingInvitation(
  trx: Knex.Transaction,
  email: string,
  companyId: number,
): Promise<string | null> {
  const user = await User.query(trx)
    .whereRaw('lower(email) = ?', [email.toLowerCase()])
    .withGraphFetched('company')
    .first();
  if (!user) return null;
  if (user.company?.id === companyId) return 'This person is already a member of your team';
  if (user.role === 'vendor' && !user.company && user.status === 'disabled') return null;
  return 'This address already has an account of its own: invite another address';
}

interface InvitationLink {
  token: string;
  token_hash: string;
  expires_at: Date;
}

/** A new link: the token goes into the mail, its hash into the row. */
function newLink(): InvitationLink {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    token_hash: hashResetToken(token),
    expires_at: new Date(Date.now() + TEAM_INVITATION_DAYS * DAY_MS),
  };
}

async function queueInvitationMail(
  trx: Knex.Transaction,
  invitation: InvitationRow,
  link: InvitationLink,
  inviter: Actor,
  publicUrl: string,
): Promise<void> {
  const company = (await trx('companies').where({ id: invitation.company_id }).first('name')) as {
    name: string;
  };
  await enqueueMail(trx, {
    // One message per link: a resend is a new link, so a new key.
    key: `team-invitation:${invitation.id}:${link.expires_at.getTime()}`,
    template: 'teamInvitation',
    to: invitation.email,
    params: {
      inviterName: inviter.name,
      companyName: company.name,
      role: invitation.role,
      link: teamInvitationLink(publicUrl, link.token),
      days: TEAM_INVITATION_DAYS,
    },
  });
}

/**
 * Invites an address as owner or staff. An address with an invitation still pending is a 409
 * (the owner resends that one); an expired one is replaced. The caller wakes the mail worker.
 */
export async function inviteMember(
  knex: Knex,
  actor: Actor,
  input: TeamInviteInput,
  limiter: Limiter,
  publicUrl: string,
): Promise<TeamInvitation> {
  const companyId = ownCompanyId(actor);
  await consumeOrRefuse(limiter, String(companyId), TOO_MANY_INVITATIONS);
  return transaction(async (trx) => {
    await lockTeam(trx, companyId);
    const blocked = await accountBlockingInvitation(trx, input.email, companyId);
    if (blocked) throw conflict(blocked, { email: blocked });
    const waiting = (await trx('team_invitations')
      .where({ company_id: companyId })
      .whereRaw('lower(email) = ?', [input.email])
      .modify(pending)
      .first('id', 'expires_at')) as { id: number; expires_at: Date } | undefined;
    if (waiting && new Date(waiting.expires_at).getTime() > Date.now()) {
      const message = 'This address has an invitation waiting already: resend it instead';
      throw conflict(message, { email: message });
    }
    if (waiting) {
      await trx('team_invitations').where({ id: waiting.id }).update({ revoked_at: new Date() });
    }
    const { token, ...stored } = newLink();
    const [row] = (await trx('team_invitations')
      .insert({
        company_id: companyId,
        email: input.email,
        role: input.role,
        invited_by: actor.id,
        ...stored,
      })
      .returning('*')) as InvitationRow[];
    await queueInvitationMail(trx, row!, { token, ...stored }, actor, publicUrl);
    return presentInvitation({ ...row!, inviter_name: actor.name });
  }, knex);
}

async function pendingInvitation(trx: Knex.Transaction, actor: Actor, id: number) {
  const companyId = ownCompanyId(actor);
  await lockTeam(trx, companyId);
  const row = (await trx('team_invitations')
    .where({ id, company_id: companyId })
    .modify(pending)
    .first()) as InvitationRow | undefined;
  // Another company's invitation, or one already used or withdrawn: nothing to act on.
  if (!row) throw notFound('Invitation not found');
  return row;
}

/** Mails a new link (7 days again); the earlier link stops working. */
export async function resendInvitation(
  knex: Knex,
  actor: Actor,
  id: number,
  limiter: Limiter,
  publicUrl: string,
): Promise<TeamInvitation> {
  await consumeOrRefuse(limiter, String(ownCompanyId(actor)), TOO_MANY_INVITATIONS);
  return transaction(async (trx) => {
    const row = await pendingInvitation(trx, actor, id);
    const link = newLink();
    await trx('team_invitations')
      .where({ id: row.id })
      .update({ token_hash: link.token_hash, expires_at: link.expires_at });
    row.expires_at = link.expires_at;
    await queueInvitationMail(trx, row, link, actor, publicUrl);
    const inviter = row.invited_by
      ? ((await trx('users').where({ id: row.invited_by }).first('name')) as { name: string })
      : undefined;
    return presentInvitation({ ...row, inviter_name: inviter?.name ?? null });
  }, knex);
}

/** Withdraws a pending invitation: its link stops working. */
export async function revokeInvitation(knex: Knex, actor: Actor, id: number): Promise<void> {
  await transaction(async (trx) => {
    const row = await pendingInvitation(trx, actor, id);
    await trx('team_invitations').where({ id: row.id }).update({ revoked_at: new Date() });
  }, knex);
}

async function membership(trx: Knex.Transaction, companyId: number, userId: number) {
  const row = (await trx('company_members')
    .where({ company_id: companyId, user_id: userId })
    .first('role')) as { role: CompanyRole } | undefined;
  if (!row) throw notFound('Member not found');
  return row;
}

async function assertAnotherOwner(trx: Knex.Transaction, companyId: number): Promise<void> {
  const [{ n }] = (await trx('company_members')
    .where({ company_id: companyId, role: 'owner' })
    .count('* as n')) as [{ n: string | number }];
  if (Number(n) <= 1) throw businessRule(LAST_OWNER_MESSAGE);
}

/**
 * `companies.owner_id` is the owner who receives the company's mail (mail/ownerMail.ts): when
 * that account is no longer an owner, the longest-standing owner takes it over.
 */
async function keepMailOwner(trx: Knex.Transaction, companyId: number): Promise<void> {
  await trx.raw(
    `update companies c
        set owner_id = (select m.user_id from company_members m
                         where m.company_id = c.id and m.role = 'owner'
                         order by m.created_at, m.user_id limit 1)
      where c.id = ?
        and not exists (select 1 from company_members m
                         where m.company_id = c.id and m.user_id = c.owner_id and m.role = 'owner')`,
    [companyId],
  );
}

/** Makes a member owner or staff; the last owner cannot become staff. */
export async function changeMemberRole(
  knex: Knex,
  actor: Actor,
  userId: number,
  role: CompanyRole,
): Promise<TeamMember> {
  const companyId = ownCompanyId(actor);
  await transaction(async (trx) => {
    await lockTeam(trx, companyId);
    const current = await membership(trx, companyId, userId);
    if (current.role === role) return;
    if (current.role === 'owner') await assertAnotherOwner(trx, companyId);
    await trx('company_members').where({ company_id: companyId, user_id: userId }).update({ role });
    await keepMailOwner(trx, companyId);
  }, knex);
  const member = (await teamOf(knex, actor)).members.find((m) => m.id === userId);
  if (!member) throw notFound('Member not found');
  return member;
}

/**
 * Removes a member: the account leaves the company and is closed at once (status `disabled`,
 * every session deleted, so a request in flight cannot save one back to life). A later
 * invitation to the same address reopens it. The last owner cannot be removed.
 */
export async function removeMember(knex: Knex, actor: Actor, userId: number): Promise<void> {
  const companyId = ownCompanyId(actor);
  await transaction(async (trx) => {
    await lockTeam(trx, companyId);
    const current = await membership(trx, companyId, userId);
    if (current.role === 'owner') await assertAnotherOwner(trx, companyId);
    await trx('company_members').where({ company_id: companyId, user_id: userId }).delete();
    await User.query(trx).patch({ status: 'disabled' }).where({ id: userId });
    await destroyUserSessions(trx, userId);
    await keepMailOwner(trx, companyId);
  }, knex);
}

const invalidLink = () => badRequest(TEAM_INVITATION_INVALID, { token: TEAM_INVITATION_INVALID });

async function usableInvitation(
  trx: Knex | Knex.Transaction,
  token: string,
  lock: boolean,
): Promise<InvitationRow & { company_name: string }> {
  const query = trx('team_invitations as i')
    .join('companies as c', 'c.id', 'i.company_id')
    .where('i.token_hash', hashResetToken(token))
    .whereNull('i.accepted_at')
    .whereNull('i.revoked_at')
    .where('i.expires_at', '>', new Date())
    .first('i.*', 'c.name as company_name');
  // Locked while accepting: of two acceptances of one link, exactly one gets through.
  const row = (await (lock ? query.forUpdate('i') : query)) as
    (InvitationRow & { company_name: string }) | undefined;
  if (!row) throw invalidLink();
  return row;
}

/** Who a usable link invites, for the accept screen; an unusable one is a 400 on `token`. */
export async function previewTeamInvitation(
  knex: Knex,
  token: string,
): Promise<TeamInvitationPreview> {
  const row = await usableInvitation(knex, token, false);
  return {
    email: row.email,
    role: row.role,
    companyName: row.company_name,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

/**
 * Accepts an invitation: creates the account (or reopens a removed member's), with the
 * sign-up's password rules, makes it a member and uses the link up. The address is proven by
 * the link, so it counts as confirmed. The caller signs the new member in.
 */
export async function acceptTeamInvitation(
  knex: Knex,
  input: AcceptTeamInvitationInput,
): Promise<User> {
  const preview = await previewTeamInvitation(knex, input.token);
  // Checked before the link is used: a refused password keeps the link working.
  await assertStrongPassword(input.password, [input.name, preview.email, preview.companyName]);
  const passwordHash = await hashPassword(input.password);
  return transaction(async (trx) => {
    const invitation = await usableInvitation(trx, input.token, true);
    // As sign-up: one account per address, whoever else is creating it right now.
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`sign-up:${invitation.email}`]);
    const blocked = await accountBlockingInvitation(trx, invitation.email, invitation.company_id);
    if (blocked) throw conflict(blocked, { token: blocked });
    const account = {
      passwordHash,
      name: input.name,
      status: 'active' as const,
      emailVerifiedAt: new Date(),
    };
    const existing = await User.query(trx)
      .whereRaw('lower(email) = ?', [invitation.email.toLowerCase()])
      .first();
    const user = existing
      ? await existing.$query(trx).patchAndFetch(account)
      : await User.query(trx).insertAndFetch({
          ...account,
          email: invitation.email,
          role: 'vendor',
        });
    await addCompanyMember(trx, invitation.company_id, user.id, invitation.role);
    await keepMailOwner(trx, invitation.company_id);
    await trx('team_invitations').where({ id: invitation.id }).update({ accepted_at: new Date() });
    return user;
  }, knex);
}
