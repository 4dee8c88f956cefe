import { useQuery } from '@tanstack/react-query';
import { Link } from '../Link/Link';
import type { CarSearchParams } from '@core/rules/carSearchParams';
import { carSearchOptions, firstPageOf } from '../../api/carSearch';
import { useTranslation } from '../../i18n/react';
import { lastPageOf } from './lastPage';
import '../../i18n/namespaces/cars';

/**
 * A page number past the results (`?page=999`, by an old link or a hand-typed URL): says so and
 * offers the last page, read from the search's first page (the server loaded it).
 */
export function PastTheEnd({
  params,
  pageHref,
}: {
  params: CarSearchParams;
  pageHref: (page: number) => string;
}) {
  const { t } = useTranslation('cars');
  const { data } = useQuery(carSearchOptions(firstPageOf(params)));
  const lastPage = data && data.total > 0 ? lastPageOf(data.total, data.pageSize) : null;
  return (
    <div className="car-results__state" role="status">
      <h2>{t('results.pastEndTitle', { page: params.page ?? 1 })}</h2>
      {lastPage !== null && (
        <p>{t('results.pastEndBody', { count: data!.total, pages: lastPage })}</p>
      )}
      <div className="car-results__actions">
        {lastPage !== null && (
          <Link className="button button--accent" to={pageHref(lastPage)}>
            {t('results.lastPage', { page: lastPage })}
          </Link>
        )}
        <Link
          className={lastPage !== null ? 'button button--ghost' : 'button button--accent'}
          to={pageHref(1)}
        >
          {t('results.firstPage')}
        </Link>
      </div>
    </div>
  );
}
