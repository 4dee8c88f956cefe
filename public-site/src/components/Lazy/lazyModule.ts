/**
 * Code that is not on the site's critical path (the Radix toast viewport, the Radix tooltip)
 * loaded on first use or when the browser is idle, whichever comes first.
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

/** How long an idle callback may wait at most, and the delay where there is none (Safari). */
const IDLE_TIMEOUT_MS = 2000;
const NO_IDLE_CALLBACK_DELAY_MS = 300;

/**
 * Calls `callback` once the page has loaded and the browser is idle (requestIdleCallback, at
 * most IDLE_TIMEOUT_MS later; a short timeout where it does not exist). Returns a canceller.
 */
export function whenIdleAfterLoad(callback: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(callback, NO_IDLE_CALLBACK_DELAY_MS);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}

/** Ignores a failed load: the feature stays in its plain form and the next use tries again. */
export const ignoreFailure = (promise: Promise<unknown>) => {
  promise.catch(() => {});
};
