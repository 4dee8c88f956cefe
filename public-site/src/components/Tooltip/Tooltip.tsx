import {
  cloneElement,
  useEffect,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
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
 * A short label shown beside `children` (one focusable element) on hover or focus, with the
 * spec's timing: open after 700 ms, 300 ms skip delay (see RadixTooltip).
 */
export function Tooltip({ label, children }: { label: ReactNode; children: ReactElement }) {
  const loaded = radixTooltip.useModule();
  const [focused, setFocused] = useState(false);
  if (loaded) {
    return (
      <loaded.LoadedTooltip label={label} focusOnMount={focused}>
        {children}
      </loaded.LoadedTooltip>
    );
  }
  const own = children.props as TriggerProps;
  return cloneElement(children as ReactElement<TriggerProps>, {
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
