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
import {
  allPartsHydrated,
  hydrateEverythingNow,
  hydrateHeldBack,
} from './components/Hydration/HydrateLater';
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

/** Runs `then` in a task of its own, next (a timeout's task may wait 4 ms or more). */
function afterThisTask(then: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = then;
  channel.port2.postMessage(null);
}

/**
 * Work the hydration would do for the first time, done before it in the scripts' own task, so
 * the hydration's task stays short (docs/performance.md, Lighthouse):
 * - the router's history numbers the first entry (`idx`) with `history.replaceState` when it has
 *   none, as react-router's `createBrowserHistory` does (same state, it then finds it numbered);
 *   the call took ~10 % of the hydration's task.
 * - the first use of `localStorage` in a page waits for the browser to load it (favourites, the
 *   contact's saved data read it while the page hydrates).
 */
function warmUpBeforeHydration() {
  const { history } = window;
  const state = history.state as { idx?: number } | null;
  if (state?.idx == null) history.replaceState({ ...state, idx: 0 }, '');
  try {
    void window.localStorage.length;
  } catch {
    // Storage disabled: the stores say so themselves when they read it.
  }
}
// The language's own code (an Arabic page's catalogue labels and texts; nothing for English),
// preloaded by the server with the page's chunks: rendered before it is here, the page would not
// match its HTML.
const languagePack = loadLanguagePack(language);
// Server-rendered pages are hydrated; the plain index.html (dev server) is rendered.
if (root.hasChildNodes()) {
  // The page's chunk is already on its way (modulepreload): wait for it, so hydration never
  // suspends (see lazyPagesOf).
  const matches = matchRoutes(routes, window.location, basename || undefined) ?? [];
  warmUpBeforeHydration();
  void Promise.all([languagePack, ...lazyPagesOf(matches).map((page) => page.preload())]).finally(
    // In a task of its own: the scripts' evaluation (and the warm-up) came in the task before.
    () =>
      afterThisTask(() => {
        let tapped = takeTapBeforeHydration();
        // Once (React's strict mode runs an effect twice in development).
        const replayKeptTap = () => {
          const target = tapped;
          tapped = null;
          // The tapped button may be in a part hydrated later (HydrateLater): hydrate it first.
          if (target) void hydrateEverythingNow().then(() => replayTap(target));
        };
        // Preact has no time slicing (React hydrated as a transition): this task hydrates the page
        // but for the parts wrapped in HydrateLater (below the first screen, hidden menus, long
        // lists of options), each hydrated in a task of its own right after this one, so no task
        // is long (docs/performance.md, Lighthouse). The server HTML is on screen meanwhile; a tap before hydration is replayed once the fields filled before it are
        // adopted (useFieldsFilledBeforeHydration), so its handler acts on what the page shows:
        // - a form's own state is set in layout effects while hydrating; flushSync renders it before
        //   hydrateRoot returns (Preact would render it in a later microtask);
        // - choices that navigate are applied in passive effects, after the router listens. Preact
        //   runs a render's passive effects in tree order, children first, after the next frame:
        //   AfterMount, the app's last component, runs its effect after every page's, so the kept tap
        //   (a search's Enter) comes after the choices made before it, in the history too.
        flushSync(() => {
          hydrateHeldBack(() => hydrateRoot(root, app(replayKeptTap)));
        });
        // For the browser tests and anyone measuring: the page and every part held back are
        // hydrated. Not sooner: a person's tap or focus hydrates the held parts before it reaches
        // them, but a script's change (a test's selectOption) reaches a held part before it is.
        void allPartsHydrated().then(() => {
          root.dataset.hydrated = '';
        });
      }),
  );
} else void languagePack.finally(() => createRoot(root).render(app()));

// The stand-ins for the scripts hide (boot.js does it first on a server-rendered page).
document.documentElement.classList.add('js');
hidePageLoadSpinnerAfterLoad();
