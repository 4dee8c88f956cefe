/**
 * The client's address, as rate limits see it. X-Forwarded-For is believed only through the
 * proxies the configuration trusts (TRUST_PROXY_HOPS nearest hops and/or TRUST_PROXY_NETWORKS),
 * walking the header from the right as proxy-addr (Express's own) does: a client that writes
 * the header itself only adds entries that nobody trusted vouches for.
 */
import type { Middleware } from 'koa';
import proxyAddr from 'proxy-addr';
import type { TrustedProxies } from '../config';

export function trustsProxies(trust: TrustedProxies): boolean {
  return trust.hops > 0 || trust.networks.length > 0;
}

/** proxy-addr's trust function: hop `i` (0 = the peer) is trusted by count and by network. */
export function compileProxyTrust(
  trust: TrustedProxies,
): (address: string, hop: number) => boolean {
  const inNetworks = trust.networks.length ? proxyAddr.compile(trust.networks) : null;
  return (address, hop) => {
    if (trust.hops > 0 && hop >= trust.hops) return false;
    if (inNetworks && !inNetworks(address, hop)) return false;
    return trustsProxies(trust);
  };
}

/** Sets `ctx.ip` (Koa's own field, read by every limiter) once per request. */
export function clientAddress(trust: TrustedProxies): Middleware {
  const trusted = compileProxyTrust(trust);
  const anyTrusted = trustsProxies(trust);
  return async (ctx, next) => {
    ctx.request.ip = anyTrusted
      ? proxyAddr(ctx.req, trusted)
      : (ctx.req.socket.remoteAddress ?? '');
    await next();
  };
}
