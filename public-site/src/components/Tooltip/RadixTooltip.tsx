import * as RadixTooltip from '@radix-ui/react-tooltip';
import {
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { TOOLTIP } from '@core/constants';
import type { TooltipEngagement } from './Tooltip';
import './tooltip.css';

/*
 * The Radix tooltip, which `Tooltip` swaps in for its plain trigger on a hover or keyboard focus
 * (not in the site's entry).
 * Radix shares the skip delay between tooltips through one Provider around them all; a Provider
 * around the whole app cannot be added after hydration without remounting the app, so each
 * tooltip has its own Provider and the "warm" state that skips the delay is shared here: after a
 * tooltip closes, the next one opens at once for TOOLTIP.skipDelayDurationMs.
 */
let warm = false;
let coolTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const setWarm = (next: boolean) => {
  warm = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function onOpenChange(open: boolean) {
  clearTimeout(coolTimer);
  if (open) setWarm(true);
  else coolTimer = setTimeout(() => setWarm(false), TOOLTIP.skipDelayDurationMs);
}

/** The spec's tooltip: open after 700 ms (at once right after another), 4 px from its trigger. (docs/product.md#notices-and-tooltips) */
export function LoadedTooltip({
  label,
  engagement,
  children,
}: {
  label: ReactNode;
  /** What the plain trigger it replaces had: the keyboard focus (given to the new one, which
   * then opens) or the pointer over it. */
  engagement: TooltipEngagement;
  children: ReactElement;
}) {
  const isWarm = useSyncExternalStore(
    subscribe,
    () => warm,
    () => false,
  );
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  useLayoutEffect(() => {
    if (engagement === 'hover') {
      // The pointer that brought this tooltip in is over the new trigger, but Radix opens on a
      // pointermove, and a still pointer sends none: open after the usual delay if it stays.
      const timer = setTimeout(
        () => {
          if (trigger.current?.matches(':hover')) changeOpen(true);
        },
        warm ? 0 : TOOLTIP.delayDurationMs,
      );
      return () => clearTimeout(timer);
    }
    // In the next frame, after its scroll events: focusing the plain trigger may have scrolled it
    // into view, and Radix closes an open tooltip when the page scrolls. Unless the focus has
    // moved on meanwhile (it fell to the body with the plain trigger).
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) trigger.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
    // Only on mount: the plain trigger was replaced by this one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <RadixTooltip.Provider
      delayDuration={isWarm ? 0 : TOOLTIP.delayDurationMs}
      skipDelayDuration={TOOLTIP.skipDelayDurationMs}
    >
      <RadixTooltip.Root open={open} onOpenChange={changeOpen}>
        <RadixTooltip.Trigger asChild ref={trigger}>
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className="tooltip" sideOffset={TOOLTIP.sideOffsetPx}>
            {label}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
