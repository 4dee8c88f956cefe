import { Suspense, lazy, useEffect, useState, type ComponentProps } from 'react';
import type { Dialog } from './Dialog';

const Loaded = lazy(async () => ({ default: (await import('./Dialog')).Dialog }));

/**
 * The site's `Dialog` for a page whose dialog starts closed (a filter sheet): the Radix dialog's
 * code loads when it first opens, not with the page. Nothing renders until then, on the server
 * too (it never suspends there). Once opened it stays mounted, so closing animates as usual.
 */
export function LazyDialog(props: ComponentProps<typeof Dialog>) {
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (props.open) setUsed(true);
  }, [props.open]);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
