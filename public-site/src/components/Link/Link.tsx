/**
 * A link to a page of the site: a plain `<a>` whose address carries the page's language
 * (`/ar/…`), followed by the router through one click listener for the whole site
 * (`useRouteLinks`, in ClientRoutes) instead of a handler per link. react-router's `Link` runs
 * about fifteen hooks per link while a page hydrates (useHref, useResolvedPath,
 * useLinkClickHandler, useNavigate…): a car page has 113 links, and they were a good part of its
 * one hydration task. Without scripts, or opened in another tab, it is an ordinary link.
 * For what it does not do (navigation `state`, NavLink's active class), react-router's own.
 */
import { useContext, useEffect, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, useNavigate } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address of the site without its language (`/cars?type=suv`), as react-router's `to`. */
  to: string;
  children?: ReactNode;
}

/** `to` under the router's base (`/ar`), as react-router writes it: `/` alone is the base. */
export function hrefUnder(basename: string, to: string): string {
  if (!basename || basename === '/' || !to.startsWith('/')) return to;
  return to === '/' || /^\/[?#]/.test(to) ? `${basename}${to.slice(1)}` : `${basename}${to}`;
}

/** A path without the router's base: what `navigate` takes. */
export function pathUnder(basename: string, pathname: string): string {
  if (!basename || basename === '/') return pathname;
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

export function Link({ to, ...anchor }: LinkProps) {
  const { basename } = useContext(NavigationContext);
  return <a {...anchor} href={hrefUnder(basename, to)} data-route="" />;
}

/**
 * Follows a click on any `Link` with the router: a plain left click in this tab, not already
 * handled (a link's own onClick may preventDefault), on this site. The same address again
 * replaces the history entry, as react-router's Link does.
 */
export function useRouteLinks(): void {
  const navigate = useNavigate();
  const { basename } = useContext(NavigationContext);
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>('a[data-route]')
          : null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) {
        return;
      }
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${pathUnder(basename, url.pathname)}${url.search}${url.hash}`;
      const here = `${pathUnder(basename, window.location.pathname)}${window.location.search}${window.location.hash}`;
      void navigate(to, { replace: to === here });
    };
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, [navigate, basename]);
}
