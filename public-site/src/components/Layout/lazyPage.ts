import { createElement, lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A page component loaded on demand, which remembers its source module. */
export type LazyPage<P> = ComponentType<P> & {
  pageModule: string;
  /** Loads the page's code now; afterwards it renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` plus two things the server renderer needs: the page's source path (as Vite's
 * manifest names it), to put the page chunk's CSS and JavaScript into the HTML, and `preload`,
 * so the page renders at once instead of suspending. A page that suspends on the server is sent
 * as a fallback plus an inline script that swaps it in, and the site's CSP allows no inline
 * scripts. In the browser an unloaded page suspends as usual (hydration waits for its chunk).
 */
export function lazyPage<P extends object>(
  /** The page's folder and file name: pages/{name}/{name}.tsx. */
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  const Lazy = lazy(load);
  let Loaded: ComponentType<P> | undefined;
  function Page(props: P) {
    return createElement(Loaded ?? Lazy, props);
  }
  Page.displayName = name;
  return Object.assign(Page, {
    pageModule: `src/pages/${name}/${name}.tsx`,
    preload: async () => {
      Loaded = (await load()).default;
    },
  });
}

/** The lazy pages a route match renders: the server preloads them before rendering, the
 * browser before hydrating (a page that suspends while hydrating would be thrown away and
 * rendered again from scratch once any update reached it: a blank flash and a layout shift). */
export function lazyPagesOf(matches: readonly { route: RouteObject }[]): LazyPage<object>[] {
  return matches.flatMap((match) => {
    const element = match.route.element as { type?: Partial<LazyPage<object>> } | undefined;
    const page = element?.type;
    return page?.pageModule && page.preload ? [page as LazyPage<object>] : [];
  });
}
