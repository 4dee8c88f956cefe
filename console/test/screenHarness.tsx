/**
 * Component tests of console screens (happy-dom): the screen in its providers at an address,
 * and an API that answers fixtures by path. Test support only: nothing in the app imports it.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../src/api/queryClient';

/** antd's responsive helpers ask the window's media queries, which happy-dom lacks. */
export function installMatchMedia() {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

export interface ApiCall {
  method: string;
  /** Path and query, e.g. `/api/admin/leads?method=email&page=1`. */
  url: string;
  body: unknown;
}

/** An answer other than 200 with a JSON body. */
export const answer = (status: number, body: unknown) => ({ [STATUS]: status, body });
const STATUS = Symbol('status');

/**
 * The API answers `answers[key]`, JSON, where the key is a path prefix (the longest that
 * matches), optionally after a method (`'POST /api/x'`); anything else is a 404. Returns the
 * calls made, in order.
 */
export function serveApi(answers: Record<string, unknown>) {
  const calls: ApiCall[] = [];
  const keys = Object.keys(answers).sort(
    (a, b) => b.replace(/^\w+ /, '').length - a.replace(/^\w+ /, '').length,
  );
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://console.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url: url.pathname + url.search, body });
    const key = keys.find((candidate) => {
      const [verb, path] = candidate.includes(' ') ? candidate.split(' ') : [undefined, candidate];
      return (!verb || verb === method) && url.pathname.startsWith(path!);
    });
    if (!key)
      return Promise.resolve(
        Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }),
      );
    const value = answers[key] as { [STATUS]?: number; body?: unknown } | undefined;
    if (value && typeof value === 'object' && STATUS in value)
      return Promise.resolve(Response.json(value.body, { status: value[STATUS] }));
    return Promise.resolve(Response.json(value));
  });
  return calls;
}

/** Shows the address the screen is at, so a test can read where a filter or a link led. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

/**
 * `element` at `path` (matched by the route pattern `route`) with the console's providers, in a
 * data router as the console's own (the post editor blocks leaving with unsaved changes).
 */
export function renderAt(path: string, route: string, element: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: route,
        element: (
          <>
            {element}
            <Address />
          </>
        ),
      },
      {
        path: '*',
        element: (
          <>
            <p>Elsewhere</p>
            <Address />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}
