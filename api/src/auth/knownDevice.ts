/**
 * OWASP's device cookie: a browser that signed in to an account before is that account's own,
 * like an address it signed in from (auth/loginLimits.ts), so the owner on a phone whose address
 * changes is not locked out while an attacker hammers the account from elsewhere. The cookie
 * holds only user ids, signed with the session key; a copy of it spares nobody the per-address
 * limits, only the per-account ceiling.
 */
import type Koa from 'koa';
import type { Config } from '../config';

export const KNOWN_DEVICE_COOKIE = 'known_device';
const MAX_ACCOUNTS = 5;
const LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

/** The accounts that signed in from this browser (verified signature), most recent first. */
export function knownDeviceUserIds(ctx: Koa.Context): number[] {
  const value = ctx.cookies.get(KNOWN_DEVICE_COOKIE, { signed: true }) ?? '';
  return value
    .split('.')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(0, MAX_ACCOUNTS);
}

/** Marks this browser as the user's own, for KNOWN_ADDRESS_DAYS. */
export function rememberDevice(ctx: Koa.Context, config: Config, userId: number) {
  const ids = [userId, ...knownDeviceUserIds(ctx).filter((id) => id !== userId)];
  ctx.cookies.set(KNOWN_DEVICE_COOKIE, ids.slice(0, MAX_ACCOUNTS).join('.'), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: LIFETIME_MS,
    overwrite: true,
  });
}
