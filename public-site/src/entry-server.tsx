// Rendered on the server (Node), unlike the rest of the site: Node's types for its streams.
/// <reference types="node" />
/**
 * The server renderer (built by Vite with --ssr, loaded by the API's site renderer). For one URL
 * it matches the route table, loads the data the page declares (`handle.queries`) into a fresh
 * query cache, renders the page with Preact (preact-render-to-string; the page's chunk is loaded
 * first, so nothing suspends), then the document around it with the head tags the page declared,
 * and hands the cache to the browser for hydration.
 * Device state (session, favourites, saved contact data) is not known here: those parts render
 * their neutral state.
 */
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { createElement, type ReactElement } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { valueOfAnswer, type InProcessAnswer } from '@core/http/inProcessAnswer';
import { ApiRequestError } from './api/client';
import type { RouteHandle } from './api/pageQueries';
import { createQueryClient } from './api/queryClient';
import { serialiseQueryState } from './api/queryState';
import { AppProviders } from './components/Providers/AppProviders';
import { lazyPagesOf } from './components/Layout/lazyPage';
import { HeadCollectorContext } from './components/PageHead/HeadCollector';
import type { HeadTag } from './components/PageHead/headTags';
import {
  languageBase,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
} from '@core/i18n/languages';
import {
  addLocaleFiles,
  createI18n,
  DEFAULT_LANGUAGE,
  directionOf,
  localeStrings,
} from './i18n/i18n';
import { languagePackModules, loadLanguagePack } from './i18n/languagePacks';
import { pageDataOf } from './pageData';
import { routeTable } from './routes';
import { Document, HeadTags, type DocumentAssets } from './ssr/Document';
import { pageUrl as pageUrlOf } from './ssr/pageUrl';

export interface RenderRequest {
  /** Path and query, e.g. "/cars?type=suv". */
  url: string;
  /** The public origin for canonical URLs, e.g. "https://example.ae". */
  origin: string;
  /** The API's read of a path (e.g. "/api/cars?type=suv"), answered in the server's process. */
  readApi: (path: string) => Promise<InProcessAnswer>;
  /** Assets of the entry; the page chunk's are added by `pageAssets`. */
  assetsFor: (pageModules: string[]) => DocumentAssets;
}

export type RenderResult =
  | {
      kind: 'html';
      status: number;
      /**
       * The page's HTML in parts, the document's own text and the page's in turn: `html[0]`,
       * `html[2]`, … are the same strings for every page of one language and set of assets (the
       * head with its inlined stylesheet, the tags around the page; see `documentAround`), so
       * the server keeps their bytes once; `html[1]`, `html[3]`, … are this page's.
       */
      html: string[];
    }
  | { kind: 'redirect'; status: number; location: string };

/**
 * Which build renders here: 'production' whatever NODE_ENV says, since this bundle carries its
 * renderer built for production (public-site/vite.config.ts). Told by behaviour, not by a
 * constant: React's development build marks each element with a `_store` for its key warnings
 * (Preact, which the site renders with, never does; the check stays for a return to React).
 */
export const reactBuild: 'production' | 'development' =
  '_store' in createElement('i') ? 'development' : 'production';

/** The route table with each page's data loader (the browser's has none). */
const routes = routeTable(pageDataOf);
/**
 * One handler a language: the same routes under the language's basename (`/ar`), so every
 * `Link` and `navigate` of an Arabic page stays in `/ar` without the pages knowing.
 */
const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
function handlerFor(language: string) {
  let handler = handlers.get(language);
  if (!handler) {
    const basename = languageBase(language);
    handler = createStaticHandler(routes, basename ? { basename } : undefined);
    handlers.set(language, handler);
  }
  return handler;
}

/**
 * The URL to render and cache a request's page for (see ssr/pageUrl.ts). Its language is its
 * path's first segment (`/ar/…`), so the page cache keeps each language's page apart.
 */
export function pageUrl(url: string): string {
  const language = languageOfPath(url);
  return pathInLanguage(pageUrlOf(routes, pathWithoutLanguage(url)), language);
}

// Every namespace, so rendering never waits for one (the browser gets each with its page's chunk).
addLocaleFiles(import.meta.glob('./i18n/locales/*/*.json', { eager: true, import: 'default' }));

/** The Arabic font's regular weight, as the site's stylesheet names it (styles.css). */
const ARABIC_FONT = /[^"'()\s]*ibm-plex-sans-arabic-arabic-400-normal[^"'()\s]*\.woff2/;

/** The fonts an Arabic page preloads: the one its stylesheet declares for its text. */
function fontsToPreload(language: string, assets: DocumentAssets): string[] {
  if (language !== 'ar') return [];
  const url = assets.stylesheets.map(({ css }) => css && ARABIC_FONT.exec(css)?.[0]).find(Boolean);
  return url ? [url] : [];
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, request.origin);
  const language = languageOfPath(url.pathname);
  // The language's own code (core's catalogue in it): loaded once, on its first page.
  await loadLanguagePack(language);
  const handler = handlerFor(language);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }

  // A query key's path read from the API in process: no HTTP, the answer's JSON parsed once.
  const queryClient = createQueryClient(async ({ queryKey }) =>
    valueOfAnswer(await request.readApi(String(queryKey[0]))),
  );
  const queryContext = {
    params: context.matches.at(-1)?.params ?? {},
    searchParams: url.searchParams,
    language,
  };
  let notFound = context.matches.some((match) => match.route.path === '*');
  const queries = context.matches.flatMap(
    (match) => (match.route.handle as RouteHandle | undefined)?.queries?.(queryContext) ?? [],
  );
  const pages = lazyPagesOf(context.matches);
  await Promise.all([
    ...pages.map((page) => page.preload()),
    ...queries.map(async (options) => {
      try {
        await queryClient.fetchQuery(options);
      } catch (error) {
        // The page shows its own not-found or error state; the status says so too.
        if (error instanceof ApiRequestError && error.status === 404) notFound = true;
      }
    }),
  ]);
  for (const match of context.matches) {
    if ((match.route.handle as RouteHandle | undefined)?.isNotFound?.(queryContext))
      notFound = true;
  }

  const i18n = createI18n(language);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryState = serialiseQueryState(queryClient);
  let head: HeadTag[] = [];
  const rootHtml = await renderHtml(
    <HeadCollectorContext.Provider value={(tags) => (head = tags)}>
      <AppProviders
        queryClient={queryClient}
        i18n={i18n}
        site={{ origin: request.origin, siteName: i18n.t('brand') }}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </HeadCollectorContext.Provider>,
  );
  const assets = request.assetsFor([
    ...languagePackModules(language),
    ...pages.map((page) => page.pageModule),
  ]);
  const around = await documentAround({
    lang: i18n.language,
    dir: directionOf(i18n),
    assets,
    preloadFonts: fontsToPreload(language, assets),
    origin: request.origin,
    withLocaleStrings: language !== DEFAULT_LANGUAGE,
  });
  const html = [
    around.head,
    await renderHtml(<HeadTags tags={head} />),
    around.beforeRoot,
    rootHtml,
    around.beforeQueryState,
    queryState,
  ];
  if (around.beforeLocaleStrings !== undefined) {
    html.push(
      around.beforeLocaleStrings,
      JSON.stringify(localeStrings(language, i18n.namespacesUsed)).replace(/</g, '\\u003c'),
    );
  }
  html.push(around.end);
  return { kind: 'html', status: notFound ? 404 : 200, html };
}

/** The document's own text around a page's parts (see `RenderResult`). */
interface DocumentAround {
  /** From `<!DOCTYPE html>` to the page's head tags: the inlined stylesheet is here. */
  head: string;
  /** From `</head>` to the page (`<div id="root">`). */
  beforeRoot: string;
  /** From the page's end to its query state. */
  beforeQueryState: string;
  /** From the query state's end to the page's locale strings (a language other than English). */
  beforeLocaleStrings?: string;
  /** What follows the last of the page's parts. */
  end: string;
}

// Stand-ins for a page's parts, where the document is rendered once around them.
const ROOT_HTML = '\u0000root\u0000';
const QUERY_STATE = '\u0000query-state\u0000';
const LOCALE_STRINGS = '\u0000locale-strings\u0000';

const documentsAround = new Map<string, Promise<DocumentAround>>();

/**
 * The document around a page, rendered once for each language and set of assets (a handful of
 * combinations) with stand-ins for the page's parts, then cut at them: the same text as the
 * whole document rendered for each page (the 60–70 KB stylesheet, the meta tags, the scripts),
 * without a page's render copying and encoding that text again, nor one string of the whole page
 * (over 64,000 characters, V8 keeps a string in its large-object space, ~1 ms a page to flatten).
 */
function documentAround(options: {
  lang: string;
  dir: 'ltr' | 'rtl';
  assets: DocumentAssets;
  preloadFonts: string[];
  origin: string;
  withLocaleStrings: boolean;
}): Promise<DocumentAround> {
  const { assets } = options;
  const key = JSON.stringify([
    options.lang,
    options.dir,
    options.origin,
    options.preloadFonts,
    options.withLocaleStrings,
    assets.entryScript,
    assets.preloadScripts,
    assets.stylesheets.map(({ href, css }) => [href, css !== undefined]),
  ]);
  let around = documentsAround.get(key);
  if (!around) {
    // Bounded, though the combinations are few (languages × pages' chunk sets).
    if (documentsAround.size >= 64) documentsAround.clear();
    around = renderDocumentAround(options);
    documentsAround.set(key, around);
    // A failed render is not kept: the next page tries again.
    around.catch(() => documentsAround.delete(key));
  }
  return around;
}

async function renderDocumentAround({
  lang,
  dir,
  assets,
  preloadFonts,
  origin,
  withLocaleStrings,
}: Parameters<typeof documentAround>[0]): Promise<DocumentAround> {
  const document = `<!DOCTYPE html>${await renderHtml(
    <Document
      lang={lang}
      dir={dir}
      assets={assets}
      preloadFonts={preloadFonts}
      queryState={QUERY_STATE}
      localeStrings={withLocaleStrings ? LOCALE_STRINGS : undefined}
      origin={origin}
      head={[]}
      rootHtml={ROOT_HTML}
    />,
  )}`;
  const cut = (text: string, at: string): [string, string] => {
    const index = text.indexOf(at);
    if (index < 0) throw new Error(`the document has no ${JSON.stringify(at)}`);
    return [text.slice(0, index), text.slice(index + at.length)];
  };
  // The page's head tags go last in <head>, as Document renders them.
  const headEnd = document.indexOf('</head>');
  const head = document.slice(0, headEnd);
  const [beforeRoot, afterRoot] = cut(document.slice(headEnd), ROOT_HTML);
  const [beforeQueryState, afterQueryState] = cut(afterRoot, QUERY_STATE);
  if (!withLocaleStrings) return { head, beforeRoot, beforeQueryState, end: afterQueryState };
  const [beforeLocaleStrings, end] = cut(afterQueryState, LOCALE_STRINGS);
  return { head, beforeRoot, beforeQueryState, beforeLocaleStrings, end };
}

/** The components are typed with React's types; Preact renders them (the build's aliases). */
async function renderHtml(element: ReactElement): Promise<string> {
  return await renderToStringAsync(element as unknown as VNode);
}
