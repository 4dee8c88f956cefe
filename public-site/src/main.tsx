import { StrictMode, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { createQueryClient } from './api/queryClient';
import { restoreQueryState } from './api/queryState';
import { reportServerRenderedImpressions } from './api/listingEvents';
import { AppProviders } from './components/Providers/AppProviders';
import { ClientRoutes } from './components/Layout/ClientRoutes';
import { hidePageLoadSpinnerAfterLoad } from './components/Layout/pageLoadSpinner';
import { lazyPagesOf } from './components/Layout/lazyPage';
import { languageBase, languageOfPath } from '@core/i18n/languages';
import { createI18n, directionOf, onDemandLocales } from './i18n/i18n';
import { loadLanguagePack } from './i18n/languagePacks';
import { replayTap, takeTapBeforeHydration } from './components/Hydration/tapBeforeHydration';
import { routes } from './routes';
import { siteOrigin } from './ssr/siteOrigin';
import './styles.css';

const queryClient = createQueryClient();
// The data the server rendered the page with (see entry-server.tsx): the same answers, no refetch.
const serverState = document.getElementById('query-state')?.textContent;
if (serverState) {
  restoreQueryState(queryClient, serverState);
  // Once the page has loaded, so the report never competes with the page's own requests.
  const report = () => reportServerRenderedImpressions(queryClient);
  if (document.readyState === 'complete') report();
  else window.addEventListener('load', report, { once: true });
}

// The page's language is its path's (`/ar/…`); the router works under that base, so links stay
// in it. English namespaces outside the entry come with their chunks; another language's come
// with the page (`#locale-strings`, the ones the server rendered with) or are fetched on first use.
const language = languageOfPath(window.location.pathname);
const basename = languageBase(language);
const i18n = createI18n(
  language,
  onDemandLocales(
    import.meta.glob<Record<string, unknown>>(
      ['./i18n/locales/*/*.json', '!./i18n/locales/en/{common,layout,contact}.json'],
      { import: 'default' },
    ),
  ),
);
const pageStrings = document.getElementById('locale-strings')?.textContent;
if (pageStrings) {
  const byNamespace = JSON.parse(pageStrings) as Record<string, Record<string, unknown>>;
  for (const [namespace, strings] of Object.entries(byNamespace))
    i18n.addResourceBundle(language, namespace, strings);
}
document.documentElement.lang = i18n.language;
document.documentElement.dir = directionOf(i18n);
const site = { origin: siteOrigin(document), siteName: i18n.t('brand') };

/** `afterMount`, once: its passive effect is the last of the first render's (see below). */
function AfterMount({ afterMount }: { afterMount: () => void }) {
  useEffect(afterMount, [afterMount]);
  return null;
}

const app = (afterMount: () => void = () => {}) => (
  <StrictMode>
    <AppProviders queryClient={queryClient} i18n={i18n} site={site}>
      <BrowserRouter basename={basename || undefined}>
        <ClientRoutes routes={routes} />
      </BrowserRouter>
      <AfterMount afterMount={afterMount} />
    </AppProviders>
  </StrictMode>
);
const root = document.getElementById('root')!;
// The language's own code (an Arabic page's catalogue labels and texts; nothing for English),
// preloaded by the server with the page's chunks: rendered before it is here, the page would not
// match its HTML.
const languagePack = loadLanguagePack(language);
// Server-rendered pages are hydrated; the plain index.html (dev server) is rendered.
if (root.hasChildNodes()) {
  // The page's chunk is already on its way (modulepreload): wait for it, so hydration never
  // suspends (see lazyPagesOf).
  const matches = matchRoutes(routes, window.location, basename || undefined) ?? [];
  void Promise.all([languagePack, ...lazyPagesOf(matches).map((page) => page.preload())]).finally(
    () => {
      let tapped = takeTapBeforeHydration();
      // Once (React's strict mode runs an effect twice in development).
      const replayKeptTap = () => {
        const target = tapped;
        tapped = null;
        replayTap(target);
      };
      // Preact hydrates the page in one task (no time slicing, unlike React's transitions): it is
      // several times cheaper than React's (docs/performance.md, Lighthouse). The server HTML is on
      // screen meanwhile; a tap before hydration is replayed once the fields filled before it are
      // adopted (useFieldsFilledBeforeHydration), so its handler acts on what the page shows:
      // - a form's own state is set in layout effects while hydrating; flushSync renders it before
      //   hydrateRoot returns (Preact would render it in a later microtask);
      // - choices that navigate are applied in passive effects, after the router listens. Preact
      //   runs a render's passive effects in tree order, children first, after the next frame:
      //   AfterMount, the app's last component, runs its effect after every page's, so the kept tap
      //   (a search's Enter) comes after the choices made before it, in the history too.
      flushSync(() => {
        hydrateRoot(root, app(replayKeptTap));
      });
      // For the browser tests and anyone measuring: the page now answers (one task, above).
      root.dataset.hydrated = '';
    },
  );
} else void languagePack.finally(() => createRoot(root).render(app()));

// The stand-ins for the scripts hide (boot.js does it first on a server-rendered page).
document.documentElement.classList.add('js');
hidePageLoadSpinnerAfterLoad();
