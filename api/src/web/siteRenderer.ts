/**
 * Server rendering of the public site: loads the renderer Vite built with --ssr
 * (dist/public-site-server) and the browser build's manifest, renders a page's whole HTML with
 * its data, and keeps the answer (with its ETag and compressed forms) in the catalogue cache, so
 * a popular page costs one render per cache period and any listing change clears it.
 *
 * A page is rendered and kept for its page URL (the entry's `pageUrl`: the path and only the
 * query the route reads), never the raw request URL: `/?utm_source=1`, `/?utm_source=2`… are one
 * render and one entry, while `/cars?type=suv` and `/cars` stay two. The cache is bounded by
 * bytes (services/catalogue.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context } from 'koa';
import type { AppContext, AppServices } from '../appContext';
import type { InProcessAnswer } from '@core/http/inProcessAnswer';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Stylesheet {
  href: string;
  /** The file's text, written into the page instead of a link (see INLINE_CSS_LIMIT). */
  css?: string;
}

interface DocumentAssets {
  entryScript: string;
  preloadScripts: string[];
  stylesheets: Stylesheet[];
}

type RenderResult =
  /**
   * `html`: the page in parts, the document's own and the page's in turn; the even ones recur
   * for every page of a language and set of assets (entry-server.tsx `RenderResult`).
   */
  | { kind: 'html'; status: number; html: string[] }
  | { kind: 'redirect'; status: number; location: string };

interface ServerEntry {
  /** The React build the renderer carries (public-site/vite.config.ts: always production). */
  reactBuild?: 'production' | 'development';
  /** The URL a request's page is rendered and cached for: path plus the query it reads. */
  pageUrl(url: string): string;
  render(request: {
    url: string;
    origin: string;
    readApi: (path: string) => Promise<InProcessAnswer>;
    assetsFor: (pageModules: string[]) => DocumentAssets;
  }): Promise<RenderResult>;
}

type Encoding = 'br' | 'gzip';

/**
 * A rendered page as kept in the cache: the HTML as UTF-8 bytes (half the memory of the string)
 * and its compressed forms, each made when a client first asks for it. Most pages of the long
 * tail are asked for once, in one encoding: compressing them both ways at render time was a tenth
 * of a render's CPU. (A form added later is not counted in the cache's byte budget; it is about
 * an eighth of the page.)
 */
type RenderedPage =
  | Extract<RenderResult, { kind: 'redirect' }>
  | {
      kind: 'html';
      status: number;
      body: Buffer;
      etag: string;
      compressed: Partial<Record<Encoding, Buffer>>;
    };

export interface SiteRenderer {
  /** Answers the request with the rendered page; false when it cannot (then serve index.html). */
  serve(ctx: Context & AppContext): Promise<boolean>;
}

const HTML_CACHE_CONTROL = 'public, max-age=60';
const ENTRY = 'index.html';
/** The site's one stylesheet when Vite builds with `cssCodeSplit: false` (public-site/vite.config.ts). */
const SITE_CSS = 'style.css';
/**
 * Stylesheets up to this size (bytes, before compression) are written into the page's <head>:
 * a linked stylesheet blocks the first paint for one more round trip (150 ms on Lighthouse's
 * mobile network), the inlined one costs ~10 KB of Brotli in the HTML. The CSP allows inline
 * styles (`style-src 'unsafe-inline'`, security/headers.ts).
 */
const INLINE_CSS_LIMIT = 100_000;

/** The chunks a set of manifest entries need: their own files, CSS and static imports. */
/** A query string with a parameter left empty (`?query=&type=suv`), as a GET form sends it. */
export function hasEmptyField(querystring: string): boolean {
  return [...new URLSearchParams(querystring).values()].some((value) => value.trim() === '');
}

export function assetsFromManifest(
  manifest: Manifest,
  pageModules: string[],
  /** A stylesheet's text to inline, or undefined to link it. */
  inlineCss?: (file: string) => string | undefined,
): DocumentAssets {
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`The site manifest has no ${ENTRY} entry`);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string, chunk: ManifestChunk | undefined) => {
    if (!chunk) return;
    if (key !== ENTRY) {
      if (scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
    }
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, manifest[imported]);
  };
  const siteCss = manifest[SITE_CSS];
  if (siteCss) styles.add(siteCss.file);
  visit(ENTRY, entry);
  for (const module of pageModules) visit(module, manifest[module]);
  const url = (file: string) => `/${file}`;
  return {
    entryScript: url(entry.file),
    preloadScripts: [...scripts].map(url),
    stylesheets: [...styles].map((file) => ({ href: url(file), css: inlineCss?.(file) })),
  };
}

/** Reads each small stylesheet of the build once, for `assetsFromManifest`'s `inlineCss`. */
function inlineCssReader(publicSiteDir: string): (file: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  return (file) => {
    if (!texts.has(file)) {
      const css = fs.readFileSync(path.join(publicSiteDir, file), 'utf8');
      texts.set(file, Buffer.byteLength(css) <= INLINE_CSS_LIMIT ? css : undefined);
    }
    return texts.get(file);
  };
}

/** How the renderer reads a page's data: the API's public reads, in this process (apiRouter.ts). */
export type ApiReader = (deps: AppServices, path: string) => Promise<InProcessAnswer>;

/**
 * The UTF-8 bytes of the document's own parts (the head with the inlined stylesheet, the tags
 * around the page), made once: a few strings, the same objects render after render.
 */
const documentBytes = new Map<string, Buffer>();

function bytesOfDocumentPart(text: string): Buffer {
  let bytes = documentBytes.get(text);
  if (!bytes) {
    if (documentBytes.size >= 256) documentBytes.clear();
    bytes = Buffer.from(text);
    documentBytes.set(text, bytes);
  }
  return bytes;
}

function keptForm(result: RenderResult): RenderedPage {
  if (result.kind !== 'html') return result;
  const body = Buffer.concat(
    result.html.map((part, index) =>
      index % 2 === 0 ? bytesOfDocumentPart(part) : Buffer.from(part),
    ),
  );
  return {
    kind: 'html',
    status: result.status,
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    compressed: {},
  };
}

/**
 * Brotli quality 4: most pages of the long tail are compressed once and sent once, and quality 5
 * took ~1.3 ms more CPU for a 190 KB page (~9 % of a whole render) to save ~2 KB of its ~22
 * (measured on /cars and home pages: 5 → 2.9 ms / 21.5 KB, 4 → 1.6 ms / 23.5 KB).
 */
const BROTLI_QUALITY = 4;

function compressedForm(page: Extract<RenderedPage, { kind: 'html' }>, encoding: Encoding) {
  page.compressed[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : gzipSync(page.body, { level: 6 });
  return page.compressed[encoding];
}

export function createSiteRenderer(
  publicSiteDir: string,
  serverDir: string,
  readApi: ApiReader,
): SiteRenderer | null {
  const manifestFile = path.join(publicSiteDir, '.vite/manifest.json');
  const entryFile = path.join(serverDir, 'entry-server.js');
  if (!fs.existsSync(manifestFile) || !fs.existsSync(entryFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const inlineCss = inlineCssReader(publicSiteDir);
  let entry: Promise<ServerEntry> | undefined;

  return {
    async serve(ctx) {
      const { catalogue, config, logger } = ctx.deps;
      entry ??= (import(pathToFileURL(entryFile).href) as Promise<ServerEntry>).then((loaded) => {
        if (loaded.reactBuild === 'development')
          logger.warn('the server renderer carries development React: rebuild the site');
        return loaded;
      });
      let page: RenderedPage;
      try {
        const { render, pageUrl } = await entry;
        const url = pageUrl(ctx.url);
        if (hasEmptyField(ctx.querystring)) {
          // A GET form sent before the scripts ran (the hero search, the filters): its empty
          // fields are dropped by sending the visitor to the page's clean URL.
          ctx.status = 302;
          ctx.redirect(url);
          return true;
        }
        page = await catalogue.cache.get(`page:${url}`, async () =>
          keptForm(
            await render({
              url,
              origin: config.publicUrl,
              readApi: (apiPath) => readApi(ctx.deps, apiPath),
              assetsFor: (modules) => assetsFromManifest(manifest, modules, inlineCss),
            }),
          ),
        );
      } catch (error) {
        // The browser can still render the page itself from index.html.
        logger.error({ err: error, url: ctx.url }, 'server rendering failed');
        return false;
      }

      if (page.kind === 'redirect') {
        ctx.status = page.status;
        ctx.redirect(page.location);
        return true;
      }
      ctx.status = page.status;
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', HTML_CACHE_CONTROL);
      ctx.vary('Accept-Encoding');
      ctx.etag = page.etag;
      if (ctx.status === 200 && ctx.fresh) {
        ctx.status = 304;
        return true;
      }
      const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
      if (encoding === 'br' || encoding === 'gzip') {
        ctx.set('Content-Encoding', encoding);
        ctx.body = compressedForm(page, encoding);
      } else {
        ctx.body = page.body;
      }
      return true;
    },
  };
}
