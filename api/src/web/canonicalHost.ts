import type { Middleware } from 'koa';

/**
 * With CANONICAL_HOST_REDIRECT=true, a GET or HEAD of a site or console page at any host other
 * than PUBLIC_URL's (127.0.0.1 for localhost, www for the apex, a CDN's preview host) is
 * redirected, 301, to the same path and query at PUBLIC_URL: search engines and visitors see one
 * address. The API is left alone: a health check at the machine's own address, or a client
 * that posts, must not be sent elsewhere.
 */
export function canonicalHostRedirect(publicUrl: string): Middleware {
  const canonical = new URL(publicUrl);
  return async (ctx, next) => {
    const isApi = ctx.path === '/api' || ctx.path.startsWith('/api/');
    const isRead = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (isApi || !isRead || ctx.host.toLowerCase() === canonical.host) return next();
    ctx.status = 301;
    ctx.set('Cache-Control', 'public, max-age=3600');
    // Joined as text: `new URL('//elsewhere/x', origin)` would leave the site (an open redirect).
    ctx.redirect(canonical.origin + ctx.url);
  };
}
