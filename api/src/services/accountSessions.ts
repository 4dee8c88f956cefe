/**
 * The profile's list of the user's signed-in sessions, and signing them out. The device is read
 * from the User-Agent (bowser); the place is only a coarse label of the address: the product
 * runs without internet access and without a geo-IP database, so it says "this device", "local
 * network" or shows the public address, never a city (docs/security.md).
 */
import { BlockList, isIP } from 'node:net';
import Bowser from 'bowser';
import type { Knex } from 'knex';
import type { AccountSession } from '@core/schemas/account';
import { destroyUserSessions } from '../auth/sessionStore';
import { notFound } from '../errors';

/** Private, loopback and link-local ranges: an address of the same network, not a place. */
const LOCAL = new BlockList();
LOCAL.addSubnet('10.0.0.0', 8);
LOCAL.addSubnet('172.16.0.0', 12);
LOCAL.addSubnet('192.168.0.0', 16);
LOCAL.addSubnet('169.254.0.0', 16);
LOCAL.addSubnet('100.64.0.0', 10);
LOCAL.addSubnet('fc00::', 7, 'ipv6');
LOCAL.addSubnet('fe80::', 10, 'ipv6');
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8);
LOOPBACK.addAddress('::1', 'ipv6');

/** A coarse place for an address, without a geo database. */
export function placeOf(address: string | null, requestAddress: string): string {
  if (!address) return 'Unknown address';
  const plain = address.replace(/^::ffff:/, '');
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  if (!isIP(plain)) return 'Unknown address';
  if (plain === requestAddress.replace(/^::ffff:/, '')) return 'Same address as this device';
  if (LOOPBACK.check(plain, family)) return 'This computer (the server itself)';
  if (LOCAL.check(plain, family)) return 'Local network';
  return 'Internet address';
}

/** "Chrome 131 on Windows 10", "Safari on iOS 18"; null without a User-Agent. */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]]
    .filter(Boolean)
    .join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version?.split('.')[0]]
    .filter(Boolean)
    .join(' ');
  if (!browser && !os) return userAgent.slice(0, 60);
  return os ? `${browser || 'Browser'} on ${os}` : browser;
}

interface SessionRow {
  id: string;
  data: { signedInAt?: number } | string;
  user_agent: string | null;
  ip_address: string | null;
  last_seen_at: Date | null;
}

/** The user's live sessions, this one first, then the most recently seen. */
export async function listAccountSessions(
  knex: Knex,
  userId: number,
  currentId: string | undefined,
  requestAddress: string,
): Promise<AccountSession[]> {
  const rows = (await knex('sessions')
    .where({ user_id: userId })
    .where('expires_at', '>', knex.fn.now())
    .select('id', 'data', 'user_agent', 'ip_address', 'last_seen_at')
    .orderBy('last_seen_at', 'desc')) as SessionRow[];
  const sessions = rows.map((row): AccountSession => {
    const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
    return {
      id: row.id,
      current: row.id === currentId,
      device: deviceOf(row.user_agent),
      ipAddress: row.ip_address,
      place: placeOf(row.ip_address, requestAddress),
      signedInAt:
        typeof data?.signedInAt === 'number' ? new Date(data.signedInAt).toISOString() : null,
      lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
    };
  });
  return sessions.sort((a, b) => Number(b.current) - Number(a.current));
}

/** Signs one of the user's own sessions out; 404 for another user's or an ended one. */
export async function endAccountSession(knex: Knex, userId: number, id: string): Promise<void> {
  const ended = await knex('sessions').where({ id, user_id: userId }).delete();
  if (!ended) throw notFound('This session has already ended');
}

/** "Sign out everywhere else": every session of the user but the one asking. */
export async function endOtherSessions(
  knex: Knex,
  userId: number,
  currentId: string | undefined,
): Promise<number> {
  return destroyUserSessions(knex, userId, currentId);
}
