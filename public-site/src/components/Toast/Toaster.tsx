import { useEffect, useRef } from 'react';
import { TOAST } from '@core/constants';
import { ignoreFailure, lazyModule } from '../Lazy/lazyModule';
import { hasToasts, subscribeToToasts } from './toastStore';

const radixToaster = lazyModule(() => import('./RadixToaster'));

/** The spec's hotkey (F8) as a keydown test, without Radix's code. (docs/product.md#notices-and-tooltips) */
const isHotkey = (event: KeyboardEvent) =>
  TOAST.hotkey.every(
    (key) => (event as unknown as Record<string, boolean>)[key] || event.code === key,
  );

/**
 * The toast viewport, rendered once in the app's providers. Radix's toast code is not in the
 * site's entry and is fetched only when asked for: when the first toast is emitted, or when the
 * visitor presses the viewport's hotkey (F8), which then focuses the loaded viewport as Radix's
 * own hotkey does. Nothing is fetched at idle (a visitor who never sees a toast downloads none of
 * it). Toasts emitted before the code has arrived wait in the store and show when it mounts, for
 * the spec's full duration. Nothing renders on the server or at hydration. (docs/product.md#notices-and-tooltips)
 */
export function Toaster() {
  const loaded = radixToaster.useModule();
  const focusWhenLoaded = useRef(false);
  useEffect(() => {
    if (loaded) {
      if (focusWhenLoaded.current) {
        focusWhenLoaded.current = false;
        document.querySelector<HTMLElement>('.toast-viewport')?.focus();
      }
      return;
    }
    const load = () => ignoreFailure(radixToaster.load());
    if (hasToasts()) load();
    const unsubscribe = subscribeToToasts(() => {
      if (hasToasts()) load();
    });
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isHotkey(event)) return;
      focusWhenLoaded.current = true;
      load();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      unsubscribe();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [loaded]);
  return loaded ? <loaded.RadixToaster /> : null;
}
