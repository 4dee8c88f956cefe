import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { describe, expect, it } from 'vitest';
import type { TrustedProxies } from '../config';
import { compileProxyTrust } from './clientAddress';

/** The address the server takes for a request from `peer` carrying `forwardedFor`. */
function clientOf(trust: TrustedProxies, peer: string, forwardedFor?: string) {
  const req = {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
  } as unknown as IncomingMessage;
  return proxyAddr(req, compileProxyTrust(trust));
}

describe('client address through trusted proxies', () => {
  it('ignores the header when no proxy is trusted', () => {
    expect(clientOf({ hops: 0, networks: [] }, '198.51.100.7', '1.2.3.4')).toBe('198.51.100.7');
  });

  it('reads exactly as many hops as trusted, from the right', () => {
    const oneHop = { hops: 1, networks: [] };
    expect(clientOf(oneHop, '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    // A client that writes its own header: the proxy appends the address it saw.
    expect(clientOf(oneHop, '10.0.0.2', 'forged, 203.0.113.9')).toBe('203.0.113.9');
    const twoHops = { hops: 2, networks: [] };
    expect(clientOf(twoHops, '10.0.0.2', 'forged, 203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
  });

  it('believes only peers within the trusted networks', () => {
    const networks = { hops: 0, networks: ['10.0.0.0/8'] };
    expect(clientOf(networks, '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf(networks, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    // A chain of trusted proxies is walked until the first address outside them.
    expect(clientOf(networks, '10.0.0.2', 'forged, 203.0.113.9, 10.1.1.1')).toBe('203.0.113.9');
  });

  it('with both settings, a hop must be within the count and the networks', () => {
    const both = { hops: 1, networks: ['10.0.0.0/8'] };
    expect(clientOf(both, '10.0.0.2', '10.9.9.9, 203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf(both, '10.0.0.2', '203.0.113.9, 10.9.9.9')).toBe('10.9.9.9');
  });
});
