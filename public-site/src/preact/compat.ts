/**
 * What the public site's build hands to every `import … from 'react'` (public-site/vite.config.ts):
 * preact/compat plus the one React 19 export it lacks that a library we ship imports by name.
 * react-router imports `useOptimistic` for its data router's `RouterProvider`, which the site
 * does not render (the browser uses `BrowserRouter`, the server `StaticRouterProvider`); without
 * transitions there is nothing optimistic to show, so it passes its state through.
 */
// preact/compat's types declare `export =` (a namespace for React's types), which TypeScript
// does not re-export with `export *`; the module itself is plain ESM, and the build reads that.
// @ts-expect-error TS2498
export * from 'preact/compat';
export { default } from 'preact/compat';

export function useOptimistic<S>(passthrough: S): [S, (action: unknown) => void] {
  return [passthrough, () => {}];
}
