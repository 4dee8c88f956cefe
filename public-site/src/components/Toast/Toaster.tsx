import { useEffect } from 'react';
import { ignoreFailure, lazyModule, whenIdleAfterLoad } from '../Lazy/lazyModule';
import { hasToasts, subscribeToToasts } from './toastStore';

const radixToaster = lazyModule(() => import('./RadixToaster'));

/**
 * The toast viewport, rendered once in the app's providers. Radix's toast code is not in the
 * site's entry: it loads when the first toast is emitted or when the browser is idle after load,
 * whichever comes first (so F8 works soon after load). Toasts emitted before then wait in the
 * store and show when it mounts. Nothing renders on the server or at hydration.
 */
export function Toaster() {
  const loaded = radixToaster.useModule();
  useEffect(() => {
    if (loaded) return;
    const load = () => ignoreFailure(radixToaster.load());
    if (hasToasts()) load();
    const unsubscribe = subscribeToToasts(() => {
      if (hasToasts()) load();
    });
    const cancelIdle = whenIdleAfterLoad(load);
    return () => {
      unsubscribe();
      cancelIdle();
    };
  }, [loaded]);
  return loaded ? <loaded.RadixToaster /> : null;
}
