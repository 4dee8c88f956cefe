/**
 * The blog's people: writers and admins with their post counts, and invitations. An invitation's
 * token is 32 random bytes, in the link that is mailed and shown once to the admin; only its
 * SHA-256 is stored. A link works for 7 days, once, and until it is revoked. Accepting creates
 * the account with the invited role.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  BLOG_INVITATION_PATH,
  INVITATION_TTL_DAYS,
  type AcceptInvitationInput,
  type BlogWriter,
  type CreatedInvitation,
  type InvitationInput,
  type InvitationPreview,
  type WriterPatch,
} from '@core/schemas/blog';
import { ERROR_CODES } from '@core/schemas/error';
import { toCount } from '../db/database';
import { conflict, HttpError, notFound } from '../errors';
import { enqueueMail } from '../mail';
import { Invitation, Post, User } from '../models';
import type { Actor } from '../policies/policy';
import { presentWriter } from '../presenters/blog';
import { getBlogSettings } from './blogSettings';
import { assertStrongPassword, hashPassword } from './passwords';
import { PUBLIC_POST_CONDITION } from './publicBlog';
import { setUserStatus } from './users';
import { transaction } from '../db/transaction';

const BLOG_ROLES = ['writer', 'admin'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** Writers and admins, with how many posts each wrote and how many are public. */
export async function listWriters(): Promise<BlogWriter[]> {
  const users = await User.query().whereIn('role', BLOG_ROLES).orderBy(['name', 'id']);
  const counts = (await Post.query()
    .select('author_id')
    .count('* as n')
    .select(Post.raw(`count(*) FILTER (WHERE ${PUBLIC_POST_CONDITION}) as published`))
    .groupBy('author_id')) as unknown as { authorId: number; n: unknown; published: unknown }[];
  const countOf = new Map(counts.map((row) => [row.authorId, row]));
  return users.map((user) =>
    presentWriter(user, {
      postCount: toCount(countOf.get(user.id)?.n),
      publishedCount: toCount(countOf.get(user.id)?.published),
    }),
  );
}

/** Renames, changes the role of, or (de)activates a writer or admin; never oneself's role or status. */
export async function editWriter(
  knex: Knex,
  actor: Actor,
  id: number,
  patch: WriterPatch,
): Promise<BlogWriter> {
  const user = await User.query().findById(id).whereIn('role', BLOG_ROLES);
  if (!user) throw notFound('Writer not found');
  const self = user.id === actor.id;
  if (self && ((patch.role && patch.role !== user.role) || patch.status === 'disabled')) {
    throw new HttpError(
      422,
      ERROR_CODES.businessRule,
      'You cannot change your own role or deactivate yourself',
    );
  }
  const columns = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.role !== undefined ? { role: patch.role } : {}),
  };
  if (Object.keys(columns).length) await User.query().patch(columns).where('id', id);
  // Deactivating ends every session of theirs at once.
  if (patch.status) await setUserStatus(knex, id, patch.status);
  return (await listWriters()).find((writer) => writer.id === id)!;
}

export async function listInvitations(): Promise<Invitation[]> {
  return Invitation.query()
    .withGraphFetched('inviter(name)')
    .modifiers({ name: (qb) => qb.select('id', 'name') })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(500);
}

/**
 * A new invitation, mailed to the address through the outbox in the transaction that stores it
 * (the caller wakes the mail worker); earlier pending ones for the same address stop working.
 */
export async function createInvitation(
  knex: Knex,
  actor: Actor,
  input: InvitationInput,
  publicUrl: string,
): Promise<CreatedInvitation> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS);
  const link = `${publicUrl}${BLOG_INVITATION_PATH}${token}`;
  const invitation = await transaction(async (trx) => {
    // Invitations of one address wait for each other, so that of two at once the later revokes
    // the earlier: one pending invitation per address, as when they come one after the other.
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`blog-invitation:${input.email}`]);
    if (await User.query(trx).whereRaw('lower(email) = ?', [input.email]).first()) {
      throw conflict('An account with this e-mail already exists', {
        email: 'An account with this e-mail already exists',
      });
    }
    await Invitation.query(trx)
      .patch({ revokedAt: new Date() })
      .where('email', input.email)
      .whereNull('accepted_at')
      .whereNull('revoked_at');
    const row = await Invitation.query(trx).insertAndFetch({
      email: input.email,
      role: input.role,
      tokenHash: hashInvitationToken(token),
      expiresAt,
      invitedBy: actor.id,
    });
    await enqueueMail(trx, {
      // Each invitation is its own link and message; a retry of this one stores nothing new.
      key: `blog-invitation:${row.id}`,
      template: 'writerInvitation',
      to: row.email,
      params: {
        inviterName: actor.name,
        blogTitle: (await getBlogSettings(trx)).title,
        role: row.role,
        link,
        days: INVITATION_TTL_DAYS,
      },
    });
    return row;
  }, knex);
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    expiresAt: expiresAt.toISOString(),
    link,
  };
}

/** Revokes a pending invitation (again: no change); an accepted one is a 409. */
export async function revokeInvitation(id: number): Promise<void> {
  const invitation = await Invitation.query().findById(id);
  if (!invitation) throw notFound('Invitation not found');
  if (invitation.acceptedAt) throw conflict('This invitation has already been accepted');
  if (!invitation.revokedAt) {
    await Invitation.query().patch({ revokedAt: new Date() }).where('id', id);
  }
}

/** A link that cannot be used is a 404 saying why (the token alone proves nothing more). */
function assertUsable(invitation: Invitation | undefined): asserts invitation is Invitation {
  if (!invitation) throw notFound('This invitation link is not valid');
  if (invitation.acceptedAt) throw notFound('This invitation has already been used');
  if (invitation.revokedAt) throw notFound('This invitation has been withdrawn');
  if (new Date(invitation.expiresAt) <= new Date()) {
    throw notFound('This invitation has expired: ask for a new one');
  }
}

/** A token too long to be ours is refused before it is hashed and looked up. */
const MAX_TOKEN_LENGTH = 100;

async function usableInvitation(token: string, trx?: Knex.Transaction): Promise<Invitation> {
  if (token.length > MAX_TOKEN_LENGTH) assertUsable(undefined);
  const query = Invitation.query(trx).findOne({ token_hash: hashInvitationToken(token) });
  // Locked while accepting: two acceptances of one link cannot both pass.
  const invitation = await (trx ? query.forUpdate() : query);
  assertUsable(invitation);
  return invitation;
}

/** Who a usable invitation is for (the accept screen's heading); unusable ones are a 404. */
export async function previewInvitation(
  token: string,
): Promise<Omit<InvitationPreview, 'blogTitle'>> {
  const invitation = await usableInvitation(token);
  return {
    email: invitation.email,
    role: invitation.role,
    expiresAt: new Date(invitation.expiresAt).toISOString(),
  };
}

/** Creates the invited account (the invitation's e-mail and role) and uses up the invitation. */
export async function acceptInvitation(
  knex: Knex,
  token: string,
  input: AcceptInvitationInput,
): Promise<User> {
  await assertStrongPassword(input.password, [input.name]);
  const passwordHash = await hashPassword(input.password);
  return transaction(async (trx) => {
    const invitation = await usableInvitation(token, trx);
    if (await User.query(trx).whereRaw('lower(email) = ?', [invitation.email]).first()) {
      throw conflict('An account with this e-mail already exists');
    }
    const user = await User.query(trx).insertAndFetch({
      email: invitation.email,
      passwordHash,
      role: invitation.role,
      name: input.name,
      status: 'active',
    });
    await Invitation.query(trx)
      .patch({ acceptedAt: new Date(), acceptedUserId: user.id })
      .where('id', invitation.id);
    return user;
  }, knex);
}
