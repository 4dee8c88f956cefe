/** The `<meta name>` that carries the server's configured origin (PUBLIC_URL) to the browser. */
export const SITE_ORIGIN_META = 'site-origin';

/**
 * The origin canonical URLs and JSON-LD are written with: the one the server rendered the page
 * with, never the address bar's. Reached at another host (127.0.0.1 for localhost, www for the
 * apex, a CDN's preview host) the browser would otherwise render different JSON-LD than the
 * server's HTML, and React's recovery from that hydration mismatch breaks the page (a
 * `removeChild` of null on the next navigation). Without a server-rendered page (the dev server,
 * or index.html after a failed render) the address bar's origin is all there is.
 */
export function siteOrigin(document: Document): string {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SITE_ORIGIN_META}"]`);
  return meta?.content || document.location.origin;
}
