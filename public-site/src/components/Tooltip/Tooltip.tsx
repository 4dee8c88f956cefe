import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { ignoreFailure, lazyModule, whenIdleAfterLoad } from '../Lazy/lazyModule';

/**
 * Radix's tooltip (with floating-ui) is not in the site's entry: it loads on the first
 * pointerenter or focus of any trigger, or when the browser is idle after load. Until then (and
 * always on the server and at hydration, so the first client render equals the server HTML) a
 * tooltip renders its trigger alone, unchanged; the label is a hint, the trigger has its own
 * accessible name.
 */
const radixTooltip = lazyModule(() => import('./RadixTooltip'));

/** Loads the tooltips when the browser is idle after load. Around the app, once. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  useEffect(() => whenIdleAfterLoad(() => ignoreFailure(radixTooltip.load())), []);
  return children;
}

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * A short label shown beside `children` (one focusable element without a ref of its own) on hover or focus, with the
 * spec's timing: open after 700 ms, 300 ms skip delay (see RadixTooltip).
 */
export function Tooltip({ label, children }: { label: ReactNode; children: ReactElement }) {
  const loaded = radixTooltip.useModule();
  const [focused, setFocused] = useState(false);
  const plainTrigger = useRef<HTMLElement>(null);
  // A trigger focused before this part of the page was hydrated (the server's button, before React
  // listened) had no onFocus: take that focus over once hydrated, so the tooltip still opens and
  // the focus moves to the new trigger.
  useEffect(() => {
    if (plainTrigger.current && plainTrigger.current === document.activeElement) {
      setFocused(true);
      ignoreFailure(radixTooltip.load());
    }
  }, []);
  if (loaded) {
    return (
      <loaded.LoadedTooltip label={label} focusOnMount={focused}>
        {children}
      </loaded.LoadedTooltip>
    );
  }
  const own = children.props as TriggerProps;
  return cloneElement(children as ReactElement<TriggerProps & { ref?: Ref<HTMLElement> }>, {
    ref: plainTrigger,
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      ignoreFailure(radixTooltip.load());
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      setFocused(true);
      ignoreFailure(radixTooltip.load());
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      setFocused(false);
    },
  });
}
