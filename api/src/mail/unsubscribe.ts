/**
 * One-click unsubscribe for the optional mails (the daily lead digest, the admin's daily
 * summary). The link carries a signed token (HMAC-SHA256 with the session secret) naming what
 * to stop and for whom, so it works without signing in, and cannot be made for anyone else.
 * The worker puts it in the `List-Unsubscribe` header (with `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click`, RFC 8058) and at the foot of the mail; GET shows a confirmation
 * page (link scanners follow GETs: a GET changes nothing), POST unsubscribes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';

export type UnsubscribeTarget =
  /** The company's daily lead digest: its new-lead setting becomes `off`. */
  | { kind: 'lead-digest'; companyId: number }
  /** An admin's daily summary of the review queues. */
  | { kind: 'admin-summary'; userId: number };

/** Where links in mail point and the key that signs unsubscribe tokens (mail/index.ts). */
export interface MailLinks {
  publicUrl: string;
  secret: string;
}

export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

const payloadOf = (target: UnsubscribeTarget) =>
  target.kind === 'lead-digest'
    ? `lead-digest.${target.companyId}`
    : `admin-summary.${target.userId}`;

const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url').slice(0, 32);

export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const payload = payloadOf(target);
  return `${payload}.${signatureOf(secret, payload)}`;
}

export function unsubscribeUrl(links: MailLinks, target: UnsubscribeTarget): string {
  return `${links.publicUrl}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(links.secret, target)}`;
}

/** The target a token names, or null when it is malformed or not signed by us. */
export function readUnsubscribeToken(secret: string, token: unknown): UnsubscribeTarget | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^(lead-digest|admin-summary)\.([1-9]\d{0,9})\.([\w-]{32})$/.exec(token);
  if (!match) return null;
  const [, kind, id, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signatureOf(secret, `${kind}.${id}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return kind === 'lead-digest'
    ? { kind, companyId: Number(id) }
    : { kind: 'admin-summary', userId: Number(id) };
}

/** What the confirmation page names: the company or the admin's address; null if gone. */
export async function unsubscribeSubject(
  knex: Knex,
  target: UnsubscribeTarget,
): Promise<string | null> {
  const row =
    target.kind === 'lead-digest'
      ? await knex('companies').where({ id: target.companyId }).first('name as label')
      : await knex('users').where({ id: target.userId, role: 'admin' }).first('email as label');
  return (row as { label: string } | undefined)?.label ?? null;
}

/** Turns the mail off; true when the target exists (doing it twice is fine). */
export async function applyUnsubscribe(knex: Knex, target: UnsubscribeTarget): Promise<boolean> {
  const changed =
    target.kind === 'lead-digest'
      ? await knex('companies').where({ id: target.companyId }).update({ new_lead_mail: 'off' })
      : await knex('users')
          .where({ id: target.userId, role: 'admin' })
          .update({ admin_summary_mail: false });
  return Number(changed) > 0;
}
