import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, right from the first render (antd's `Grid.useBreakpoint`
 * answers only after an effect, which would draw the other layout for a frame).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Phones: below 768 px lists become cards and side panes open over the page. */
export const PHONE_QUERY = '(max-width: 767px)';
