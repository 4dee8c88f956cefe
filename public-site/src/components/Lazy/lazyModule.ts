/**
 * Code that is not on the site's critical path (the Radix toast viewport, the Radix tooltip),
 * loaded on first use only: nothing is fetched that the visitor did not ask for (no idle
 * prefetch; `npm run bench:site` lists what a page fetches after load).
 *
 * `useModule` is null on the server and during hydration (its server snapshot), so the first
 * client render equals the server HTML; once the module has loaded, its users re-render with it.
 * Meant for a few users (the toast viewport): a store update re-renders them all in one task.
 */
import { useSyncExternalStore } from 'react';

export interface LazyModule<M> {
  /** Starts loading (once; again after a failure) and resolves with the module. */
  load: () => Promise<M>;
  /** The module once loaded, else null (always null on the server and while hydrating). */
  useModule: () => M | null;
}

export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const snapshot = () => loaded;
  const serverSnapshot = () => null;

  return {
    load() {
      pending ??= importModule().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          pending = null; // a failed chunk request (offline) is tried again on the next use
          throw error;
        },
      );
      return pending;
    },
    useModule: () => useSyncExternalStore(subscribe, snapshot, serverSnapshot),
  };
}

/** Ignores a failed load: the feature stays in its plain form and the next use tries again. */
export const ignoreFailure = (promise: Promise<unknown>) => {
  promise.catch(() => {});
};
