import { PAGE_LOAD_SPINNER_EXTRA_MS } from '@core/constants';

/**
 * The page-load spinner (in index.html, so it shows before any script runs) stays until the
 * window's load event plus 200 ms (spec section 9). It never covers the page: renters can read
 * and tap while it turns.
 * (docs/product.md#public-pages)
 */
export function hidePageLoadSpinnerAfterLoad() {
  const hide = () =>
    setTimeout(
      () => document.getElementById('page-load-spinner')?.remove(),
      PAGE_LOAD_SPINNER_EXTRA_MS,
    );
  if (document.readyState === 'complete') hide();
  else window.addEventListener('load', hide, { once: true });
}
