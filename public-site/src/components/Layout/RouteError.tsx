import { useTranslation } from '../../i18n/react';
import { useRouteError } from 'react-router';

/**
 * Shown when a page fails to render or its code chunk fails to load (Vite first dispatches its
 * cancellable `vite:preloadError` event, then rethrows: spec section 8). Reloading fetches the
 * current build's chunks.
 * (docs/product.md#data-loading-and-errors)
 */
export function RouteErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  console.error(error);
  return (
    <section className="container route-error" role="alert">
      <h1>{t('pageLoadError.title')}</h1>
      <p>{t('pageLoadError.body')}</p>
      <button type="button" className="button button--accent" onClick={() => location.reload()}>
        {t('pageLoadError.reload')}
      </button>
    </section>
  );
}

/** The route table's `errorElement`, for the server's data router (see ClientRoutes). */
export function RouteError() {
  return <RouteErrorView error={useRouteError()} />;
}
