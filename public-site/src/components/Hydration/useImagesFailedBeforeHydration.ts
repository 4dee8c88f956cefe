import { useEffect, type RefObject } from 'react';

/**
 * A server-rendered image can fail before the scripts listen: its `error` event is gone by
 * hydration, so `onError` never runs and the browser's broken-image icon stays. At mount, the
 * images (the element itself, or those inside it) that finished without pixels count as failed
 * too; later failures arrive as `error` events.
 */
export function useImagesFailedBeforeHydration(
  root: RefObject<HTMLElement | null>,
  onFailed: (image: HTMLImageElement) => void,
) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const images =
      element instanceof HTMLImageElement ? [element] : [...element.querySelectorAll('img')];
    for (const image of images) {
      if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) onFailed(image);
    }
    // Only at mount: what the server rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
