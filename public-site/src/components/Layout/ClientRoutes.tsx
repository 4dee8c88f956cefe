import { Component, type ReactNode } from 'react';
import { useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { RouteErrorView } from './RouteError';
import { useRouteLinks } from '../Link/Link';

/**
 * The route table in the browser, with react-router's declarative routing (`BrowserRouter` and
 * `useRoutes`) instead of its data router: the site loads no data through the router (pages use
 * TanStack Query; the server prefetches from `handle.queries`), and the data router's code is
 * about 19 KB gzip of the entry. The server still renders with the data router
 * (`createStaticHandler`); both render the same elements, so hydration matches. What the data
 * router's `errorElement` did here is done by RouteErrorBoundary, at the same place (around the
 * layout), reset by the next navigation as react-router resets its own.
 */
export function ClientRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(routes);
  useRouteLinks();
  return <RouteErrorBoundary location={location}>{element}</RouteErrorBoundary>;
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}
interface BoundaryState {
  location: Location;
  failed: boolean;
  error: unknown;
}

class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    location: this.props.location,
    failed: false,
    error: undefined,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.location === state.location
      ? null
      : { location: props.location, failed: false, error: undefined };
  }

  override render() {
    return this.state.failed ? <RouteErrorView error={this.state.error} /> : this.props.children;
  }
}
