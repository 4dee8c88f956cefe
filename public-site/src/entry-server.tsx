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
import { Document, type DocumentAssets } from './ssr/Document';
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
  | { kind: 'html'; status: number; html: string }
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
  const document = await renderHtml(
    <Document
      lang={i18n.language}
      dir={directionOf(i18n)}
      assets={assets}
      preloadFonts={fontsToPreload(language, assets)}
      queryState={queryState}
      localeStrings={
        language !== DEFAULT_LANGUAGE
          ? JSON.stringify(localeStrings(language, i18n.namespacesUsed)).replace(/</g, '\\u003c')
          : undefined
      }
      origin={request.origin}
      head={head}
      rootHtml={rootHtml}
    />,
  );
  return { kind: 'html', status: notFound ? 404 : 200, html: `<!DOCTYPE html>${document}` };
}

/** The components are typed with React's types; Preact renders them (the build's aliases). */
async function renderHtml(element: ReactElement): Promise<string> {
  return await renderToStringAsync(element as unknown as VNode);
}
