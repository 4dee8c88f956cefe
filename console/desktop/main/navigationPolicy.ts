/**
 * Where the app's windows may go. The console's own pages (the configured server's /admin and
 * /dashboard, plus its sign-in and assets) and the bundled setup page load inside the app;
 * https links elsewhere open in the system browser; anything else (javascript:, file: outside
 * the bundle, data:, custom schemes, http to other hosts) is refused.
 */
/** Paths of the server that are the console (its screens and its built files). */
export const CONSOLE_PATHS = ['/admin', '/dashboard', '/console'] as const;

export type NavigationDecision = 'allow' | 'external' | 'deny';

export interface AppLocations {
  /** Origin of the configured console server, or null before the first run's choice. */
  serverOrigin: string | null;
  /** The bundled setup page's URL (file:…/renderer/setup.html). */
  setupPageUrl: string;
}

export function decideNavigation(target: string, app: AppLocations): NavigationDecision {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'deny';
  }
  if (url.protocol === 'file:') {
    const setup = new URL(app.setupPageUrl);
    return url.pathname === setup.pathname ? 'allow' : 'deny';
  }
  if (app.serverOrigin && url.origin === app.serverOrigin) {
    // The console's screens stay in the app; the public site's pages open in the browser.
    if (
      CONSOLE_PATHS.some(
        (prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`),
      )
    ) {
      return 'allow';
    }
    return url.protocol === 'https:' || url.protocol === 'http:' ? 'external' : 'deny';
  }
  if (url.protocol === 'https:' && !url.username && !url.password) return 'external';
  return 'deny';
}

/** The part of Electron's WebContents the policy needs (so tests can pass a fake). */
export interface GuardedContents {
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: { preventDefault(): void; url: string }) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' | 'allow' }): void;
}

/**
 * Applies the policy to a window's contents: in-app navigation allowed, external https links
 * handed to the system browser, no new windows at all, no <webview>.
 */
export function guardContents(
  contents: GuardedContents,
  locations: () => AppLocations,
  openExternal: (url: string) => void,
): void {
  const onNavigate = (event: { preventDefault(): void; url: string }) => {
    const decision = decideNavigation(event.url, locations());
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'external') openExternal(event.url);
  };
  contents.on('will-navigate', onNavigate);
  contents.on('will-redirect', onNavigate);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  // No second window: a link meant for a new tab opens in the system browser when it may.
  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideNavigation(url, locations());
    if (decision !== 'deny' && /^https?:/.test(url)) openExternal(url);
    return { action: 'deny' };
  });
}
