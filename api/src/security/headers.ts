/**
 * Security headers (koa-helmet, maintained). Pages get the full set with a CSP for the site and
 * the console. API answers are JSON that no browser renders as a document, so they get the set
 * OWASP's REST guidance names, and nothing a client must parse for no effect:
 * nosniff, a CSP that allows nothing and no framing, no referrer leaks, HSTS behind https.
 */
import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

export function pageSecurityHeaders(https: boolean): Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // antd writes its CSS-in-JS into <style> tags.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Posts may show pictures from other https sites (the editor and core's imageUrlSchema
        // take an https address as well as an upload), as a real blog's do: an image cannot run
        // code, and plain http stays out (mixed content).
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https,
  });
}

export function apiSecurityHeaders(https: boolean): Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https,
    xContentTypeOptions: true,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xPoweredBy: false,
  });
}
