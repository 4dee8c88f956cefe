/**
 * Sitemap files as the sitemaps.org protocol wants them: absolute URLs, XML-escaped, at most
 * 50,000 URLs and 50 MB per file (we split far earlier: SITEMAP_MAX_URLS), lastmod in W3C date
 * format. Past the limit, /sitemap.xml becomes a sitemap index of numbered files.
 */
import { DEFAULT_LANGUAGE, pathInLanguage, SITE_LANGUAGES } from '@core/i18n/languages';

export const SITEMAP_MAX_URLS = 10_000;

export interface SitemapUrl {
  /** A site path ("/cars/12"); made absolute with the public origin. */
  path: string;
  lastmod: Date;
  /** The same page in every language and x-default (`xhtml:link` alternates), paths. */
  alternates?: { hreflang: string; path: string }[];
  /**
   * The page exists in this language only (a blog post, a list with posts in one language):
   * listed once as it is, its alternates (if any) its translations.
   */
  language?: string;
}

/**
 * Each page once in every site language (`/cars/12`, `/ar/cars/12`), each entry naming all of
 * them and x-default (English) as its alternates, as search engines ask of a multilingual site.
 */
export function inEveryLanguage(urls: readonly SitemapUrl[]): SitemapUrl[] {
  return urls.flatMap((url) => {
    if (url.language !== undefined) return [url];
    const alternates = [
      ...SITE_LANGUAGES.map(({ code }) => ({
        hreflang: code,
        path: pathInLanguage(url.path, code),
      })),
      { hreflang: 'x-default', path: pathInLanguage(url.path, DEFAULT_LANGUAGE) },
    ];
    return SITE_LANGUAGES.map(({ code }) => ({
      path: pathInLanguage(url.path, code),
      lastmod: url.lastmod,
      alternates,
    }));
  });
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
const w3cDate = (date: Date) => date.toISOString().slice(0, 10);
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export function urlsetXml(urls: readonly SitemapUrl[], origin: string): string {
  const absolute = (path: string) => escapeXml(new URL(path, origin).href);
  const entries = urls.map((url) => {
    const links = (url.alternates ?? [])
      .map(
        ({ hreflang, path }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(path)}"/>`,
      )
      .join('');
    return `<url><loc>${absolute(url.path)}</loc><lastmod>${w3cDate(url.lastmod)}</lastmod>${links}</url>`;
  });
  const xhtml = urls.some((url) => url.alternates?.length) ? ` xmlns:xhtml="${XHTML_NS}"` : '';
  return `${HEAD}<urlset xmlns="${NS}"${xhtml}>\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(files: readonly SitemapUrl[], origin: string): string {
  const entries = files.map(
    (file) =>
      `<sitemap><loc>${escapeXml(new URL(file.path, origin).href)}</loc><lastmod>${w3cDate(file.lastmod)}</lastmod></sitemap>`,
  );
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export interface SitemapFiles {
  /** What /sitemap.xml answers: the only urlset, or the index of the parts. */
  root: string;
  /** The parts by number (1-based) when split; empty when everything fits in /sitemap.xml. */
  parts: string[];
}

export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

export function buildSitemapFiles(
  urls: readonly SitemapUrl[],
  origin: string,
  maxUrlsPerFile = SITEMAP_MAX_URLS,
): SitemapFiles {
  if (urls.length <= maxUrlsPerFile) return { root: urlsetXml(urls, origin), parts: [] };
  const chunks: SitemapUrl[][] = [];
  for (let i = 0; i < urls.length; i += maxUrlsPerFile) {
    chunks.push(urls.slice(i, i + maxUrlsPerFile));
  }
  const latest = (chunk: SitemapUrl[]) =>
    new Date(Math.max(...chunk.map((url) => url.lastmod.getTime())));
  return {
    root: sitemapIndexXml(
      chunks.map((chunk, i) => ({ path: sitemapPartPath(i + 1), lastmod: latest(chunk) })),
      origin,
    ),
    parts: chunks.map((chunk) => urlsetXml(chunk, origin)),
  };
}
