import { lazy } from 'react';

/**
 * antd's Alert, loaded when one is first drawn. The alerts of every screen's first load are
 * conditional (a failed query, a suspended or unverified company), so the Alert component (~3 KB
 * gzip) is not in a first load that shows none. Render it inside a Suspense boundary whose
 * fallback keeps the layout still (QueryState's skeleton, or nothing above a screen).
 */
export const LazyAlert = lazy(() => import('antd/es/alert'));
