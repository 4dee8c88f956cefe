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
import { flushSync } from 'react-dom';
import { ignoreFailure, lazyModule } from '../Lazy/lazyModule';

/**
 * Radix's tooltip (with floating-ui) is not in the site's entry, and a tooltip becomes a Radix
 * one only when its own trigger is hovered with a mouse or pen, or focused from the keyboard.
 * Until then (always on the server and at hydration, so the first client render equals the
 * server HTML) it renders its trigger alone, unchanged; the label is a hint, the trigger has its
 * own accessible name.
 *
 * Per trigger, not all at once: a home page has ~120 tooltips (four a car card), and upgrading
 * them together re-rendered every card in one task (hundreds of milliseconds on a slow phone,
 * most of Lighthouse's blocking time). A touch, and the focus a tap or click gives, upgrade
 * nothing: the upgrade replaces the trigger's element, and a tap would then be lost between
 * pointerdown and click; touch has no tooltips anyway. For the same reason a pressed trigger is
 * not replaced.
 *
 * Nothing fetches the Radix code ahead of that first hover or focus (a visitor who never points at
 * a trigger downloads none of it): the spec's 700 ms opening delay covers the fetch. (docs/product.md#notices-and-tooltips)
 */
const radixTooltip = lazyModule(() => import('./RadixTooltip'));
type RadixTooltipModule = Awaited<ReturnType<typeof radixTooltip.load>>;

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/** Why the plain trigger became a Radix one: the new trigger carries that on. */
export type TooltipEngagement = 'hover' | 'focus';

/**
 * A short label shown beside `children` (one focusable element without a ref of its own) on hover
 * or keyboard focus, with the spec's timing: open after 700 ms, 300 ms skip delay (see
 * RadixTooltip).
 * (docs/product.md#notices-and-tooltips)
 */
export function Tooltip({ label, children }: { label: ReactNode; children: ReactElement }) {
  const [upgrade, setUpgrade] = useState<{
    module: RadixTooltipModule;
    engagement: TooltipEngagement;
  } | null>(null);
  const plainTrigger = useRef<HTMLElement>(null);
  const engage = (how: TooltipEngagement) => {
    ignoreFailure(
      radixTooltip.load().then((module) => {
        // Not while the trigger is pressed: a click whose press and release land on different
        // elements is lost. The next hover tries again.
        if (plainTrigger.current?.matches(':active')) return;
        // At once, in this task, so no press can come between the check and the swap.
        flushSync(() => setUpgrade({ module, engagement: how }));
      }),
    );
  };
  // A trigger focused from the keyboard before this part of the page was hydrated (the server's
  // button, before React listened) had no onFocus: take that focus over once hydrated.
  useEffect(() => {
    const trigger = plainTrigger.current;
    if (trigger && trigger === document.activeElement && trigger.matches(':focus-visible')) {
      engage('focus');
    }
  }, []);
  if (upgrade) {
    const { LoadedTooltip } = upgrade.module;
    return (
      <LoadedTooltip label={label} engagement={upgrade.engagement}>
        {children}
      </LoadedTooltip>
    );
  }
  const own = children.props as TriggerProps;
  return cloneElement(children as ReactElement<TriggerProps & { ref?: Ref<HTMLElement> }>, {
    ref: plainTrigger,
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') engage('hover');
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) engage('focus');
    },
  });
}
