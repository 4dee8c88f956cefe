import { PAGE_HEAD_ATTRIBUTE, type HeadTag } from '../components/PageHead/headTags';
import { SITE_ORIGIN_META } from './siteOrigin';

export interface DocumentAssets {
  /** The entry script (type module) and the chunks the page needs at once (modulepreload). */
  entryScript: string;
  preloadScripts: string[];
  /** With its text when the server inlines it (no render-blocking request), else linked. */
  stylesheets: { href: string; css?: string }[];
}

/**
 * The HTML document the server renders around a page, once the page itself is rendered: its HTML
 * goes into `#root` (which the browser hydrates) and the `<title>`, `<meta>` and `<link>` its
 * PageHead declared into this `<head>`.
 *
 * The page is painted from this HTML and its inlined CSS; the scripts only hydrate it, so they
 * must not hold back what is painted (the main picture, the first car photos) on a slow phone
 * network. `/boot.js` (public/boot.js) asks for the entry and the page's chunks (modulepreload),
 * at low priority, once the photos the page loads at once are decoded (at most 2 s) and drawn
 * (two frames later): Lighthouse's simulation counts every script that finished before the
 * largest contentful paint (and a high-priority one before the first paint), ~1 s of its slow
 * 4G when the scripts arrive quickly on the real connection. The car page's photo, painted a
 * frame after the text, gave it an LCP of 2.2 s in about one run in three.
 */
export function Document({
  lang,
  dir,
  assets,
  queryState,
  localeStrings,
  preloadFonts = [],
  origin,
  head,
  rootHtml,
}: {
  lang: string;
  dir: 'ltr' | 'rtl';
  assets: DocumentAssets;
  /** The server's query cache, handed to the browser's (JSON, `<` escaped). */
  queryState: string;
  /**
   * A language other than English: the strings of the namespaces the page used (JSON, `<`
   * escaped), which the browser adds before hydrating (main.tsx), so it renders the same text.
   */
  localeStrings?: string;
  /** Fonts the page shows at once (the Arabic pages' regular weight), fetched with the CSS. */
  preloadFonts?: string[];
  /** The configured public origin (PUBLIC_URL), which the browser uses too (see siteOrigin.ts). */
  origin: string;
  /** The page's head tags (PageHead, collected while the page rendered). */
  head: HeadTag[];
  /** The rendered page. */
  rootHtml: string;
}) {
  return (
    <html lang={lang} dir={dir}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d91" />
        <meta name={SITE_ORIGIN_META} content={origin} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {preloadFonts.map((href) => (
          <link
            key={href}
            rel="preload"
            as="font"
            type="font/woff2"
            href={href}
            crossOrigin="anonymous"
          />
        ))}
        {assets.stylesheets.map(({ href, css }) =>
          css === undefined ? (
            <link key={href} rel="stylesheet" href={href} />
          ) : (
            // Our own build's CSS, as it is (a text child would be entity-escaped: `a > b`).
            <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: css }} />
          ),
        )}
        <style dangerouslySetInnerHTML={{ __html: PAGE_LOAD_SPINNER_CSS }} />
        <HeadTags tags={head} />
      </head>
      <body>
        <div id="page-load-spinner" role="progressbar" aria-label="Loading page" />
        <div id="root" dangerouslySetInnerHTML={{ __html: rootHtml }} />
        <script
          id="query-state"
          type="application/json"
          dangerouslySetInnerHTML={{ __html: queryState }}
        />
        {localeStrings && (
          <script
            id="locale-strings"
            type="application/json"
            dangerouslySetInnerHTML={{ __html: localeStrings }}
          />
        )}
        <script
          src="/boot.js"
          defer
          data-entry={assets.entryScript}
          data-preload={assets.preloadScripts.join(' ')}
        />
      </body>
    </html>
  );
}

/** The tags a page's PageHead declared, last in the document's <head>. */
export function HeadTags({ tags }: { tags: HeadTag[] }) {
  return (
    <>
      {tags.map(({ tag: Tag, attributes, text }, index) => (
        <Tag key={index} {...{ [PAGE_HEAD_ATTRIBUTE]: '' }} {...attributes}>
          {text}
        </Tag>
      ))}
    </>
  );
}

/** Same spinner as index.html's (the page-load spinner of spec section 9). (docs/product.md#public-pages) */
const PAGE_LOAD_SPINNER_CSS = `#page-load-spinner{position:fixed;inset-block-start:12px;inset-inline-end:12px;z-index:200;width:22px;height:22px;border:3px solid rgb(11 61 145/20%);border-top-color:#0b3d91;border-radius:50%;pointer-events:none;animation:page-load-spin .8s linear infinite}@keyframes page-load-spin{to{transform:rotate(360deg)}}`;
